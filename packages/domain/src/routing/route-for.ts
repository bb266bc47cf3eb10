import { isFullVersion, USER_TYPE_APP_ONLY, USER_TYPE_WEB, type UserInfo } from '../entities/user-info';
import { languageFromLocalePath, type Language } from '../locale/language';
import { matchRoute, type RouteDef } from './routes';

/** The session as routing sees it: logged out, or logged in with the user info (rules 3.1). */
export type RoutingSession =
  { readonly kind: 'logged_out' } | { readonly kind: 'logged_in'; readonly user: Pick<UserInfo, 'companyName' | 'companyRole' | 'userType'> };

/**
 * The outcome of `routeFor`:
 * - `show`: render the route; for /home, `home` says which home (inventory or power).
 * - `redirect`: replace the location with `to`.
 * - `not_found`: render Not found (rules 2.1: /noFound and any unknown path).
 * - `set_language`: a locale path (/de-DE ...) was opened: store the language, then go to `to`.
 */
export type RouteDecision =
  | { readonly kind: 'show'; readonly route: RouteDef; readonly params: Record<string, string>; readonly home: 'inventory' | 'power' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'set_language'; readonly language: Language; readonly to: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const WELCOME_PATH = '/welcome';
export const GUEST_PATH = '/guest';
/** Local storage key of the flag set by a successful logout (rules 4.15). */
export const LOGOUT_FLAG_KEY = 'logoutFlag';

/** Builds `/login?redirect=<path>` so that login returns the user where they were (rules 4.14). */
export const loginRedirectFor = (pathWithQuery: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery)}`;

/**
 * Only same-site absolute paths are followed after login; anything else goes home
 * (prevents open redirects through the `redirect` query).
 */
export const safeRedirectTarget = (redirect: string | null | undefined): string =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : HOME_PATH;

/**
 * The session routing rules (rules 4.14) for every route (rules 2.1), in this order:
 * 1. a locale path sets the language; `/` goes home (or to login when logged out);
 * 2. unknown paths are not found (user type 3 goes to /welcome instead);
 * 3. logged-out users on protected routes go to /login?redirect=;
 * 4. user type 3 always goes to /welcome; only /welcome and the protocol pages show for it;
 * 5. user type 2 on /register-company is not found;
 * 6. users without a company name go to /guest unless the route allows guests;
 * 7. users who are not full version get the power home and no inventory routes (not found);
 * 8. a logged-in user on /login goes home; /welcome is only for user type 3; /guest only for users without a company.
 */
export const routeFor = (session: RoutingSession, pathWithQuery: string): RouteDecision => {
  const path = (pathWithQuery.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const language = languageFromLocalePath(path);
  if (language) return { kind: 'set_language', language, to: '/' };
  if (path === '/') return { kind: 'redirect', to: session.kind === 'logged_in' ? HOME_PATH : LOGIN_PATH };

  const match = matchRoute(path);
  const appOnly = session.kind === 'logged_in' && session.user.userType === USER_TYPE_APP_ONLY;
  if (!match) return appOnly ? { kind: 'redirect', to: WELCOME_PATH } : { kind: 'not_found' };
  const { route, params } = match;

  if (session.kind === 'logged_out') {
    return route.open ? { kind: 'show', route, params, home: 'inventory' } : { kind: 'redirect', to: loginRedirectFor(pathWithQuery) };
  }

  const { user } = session;
  const home = isFullVersion(user) ? 'inventory' : 'power';
  const isProtocol = route.key === 'userAgreement' || route.key === 'privacyPolicy';

  if (user.userType === USER_TYPE_APP_ONLY) {
    return route.key === 'welcome' || isProtocol ? { kind: 'show', route, params, home } : { kind: 'redirect', to: WELCOME_PATH };
  }
  if (route.key === 'welcome') return { kind: 'redirect', to: HOME_PATH };
  if (route.key === 'registerCompany' && user.userType === USER_TYPE_WEB) return { kind: 'not_found' };

  const hasCompany = user.companyName !== null && user.companyName.trim().length > 0;
  if (!hasCompany) {
    if (route.key === 'login') return { kind: 'redirect', to: GUEST_PATH };
    return route.guest ? { kind: 'show', route, params, home } : { kind: 'redirect', to: GUEST_PATH };
  }
  if (route.key === 'guest') return { kind: 'redirect', to: HOME_PATH };
  if (route.key === 'login') return { kind: 'redirect', to: HOME_PATH };
  if (route.inventory && home !== 'inventory') return { kind: 'not_found' };
  return { kind: 'show', route, params, home };
};
