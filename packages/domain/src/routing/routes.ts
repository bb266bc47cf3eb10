/**
 * Every route (rules 2.1) with the access rules of session routing (rules 4.14).
 * - `open`: reachable without login.
 * - `guest`: a logged-in user without a company name may open it.
 * - `inventory`: only full-version companies (rules 1.4, 6.6).
 * - `sidebar`: shown in the sidebar menu (the sidebar column of rules 2.1).
 */
export interface RouteDef {
  readonly path: string;
  readonly key: RouteKey;
  readonly open: boolean;
  readonly guest: boolean;
  readonly inventory: boolean;
  readonly sidebar: boolean;
}

export type RouteKey =
  | 'home'
  | 'power'
  | 'powerDetail'
  | 'equipment'
  | 'equipmentDetail'
  | 'gateway'
  | 'gatewayDetail'
  | 'people'
  | 'dealer'
  | 'report'
  | 'warehouse'
  | 'warehouseSetup'
  | 'warehouseEdit'
  | 'personalCenter'
  | 'legalInformation'
  | 'tags'
  | 'securityLog'
  | 'apiKeys'
  | 'webhooks'
  | 'alerts'
  | 'alertRules'
  | 'login'
  | 'registerPersonal'
  | 'registerInvite'
  | 'registerCompany'
  | 'resetPassword'
  | 'forgotPassword'
  | 'activate'
  | 'userAgreement'
  | 'privacyPolicy'
  | 'welcome'
  | 'guest'
  | 'notFound';

const r = (path: string, key: RouteKey, o: Partial<Omit<RouteDef, 'path' | 'key'>> = {}): RouteDef => ({
  path,
  key,
  open: false,
  guest: false,
  inventory: false,
  sidebar: false,
  ...o,
});

/** The route table (rules 2.1). `/power/:id` is the charge system detail. */
export const ROUTES: readonly RouteDef[] = [
  r('/home', 'home', { sidebar: true }),
  r('/power', 'power', { sidebar: true }),
  r('/power/:id', 'powerDetail'),
  r('/equipment', 'equipment', { sidebar: true, inventory: true }),
  // The equipment detail (from the list, the fleet map or a link), hidden from the sidebar.
  r('/equipment/:id', 'equipmentDetail', { inventory: true }),
  r('/gateway', 'gateway', { sidebar: true }),
  // One gateway's detail (its sub-devices and its place on the map; rules 14.4), hidden from the sidebar.
  r('/gateway/:id', 'gatewayDetail'),
  r('/people', 'people', { sidebar: true }),
  r('/dealer', 'dealer', { sidebar: true }),
  r('/report', 'report', { sidebar: true }),
  // The company's alerts and their rules (rules 22.5): every member, full-version and power-only
  // companies alike (charge system alerts); the rules screen is a level below /alerts.
  r('/alerts', 'alerts', { sidebar: true }),
  r('/alerts/rules', 'alertRules'),
  r('/warehouse', 'warehouse', { sidebar: true, inventory: true }),
  // The three-step warehouse set-up and the edit of one warehouse (same wizard; rules 17.2, 17.3).
  r('/warehouse/new', 'warehouseSetup', { inventory: true }),
  r('/warehouse/:id/edit', 'warehouseEdit', { inventory: true }),
  r('/personal/personalCenter', 'personalCenter', { guest: true }),
  r('/personal/legalInformation', 'legalInformation', { guest: true }),
  r('/tags', 'tags', { inventory: true }),
  // The company's security log (rules 20.12; admin only: `security.view`; the screen tells others
  // it is not theirs), linked from the user menu, not the sidebar.
  r('/security', 'securityLog'),
  // The company's API keys for integrations (admin only; docs/security.md "API keys"), from the user menu.
  r('/api-keys', 'apiKeys'),
  // The company's webhook endpoints and their delivery log (admin only; docs/api.md "Webhooks"), from the user menu.
  r('/webhooks', 'webhooks'),
  r('/login', 'login', { open: true, guest: true }),
  r('/register-personal', 'registerPersonal', { open: true, guest: true }),
  r('/register-invite', 'registerInvite', { open: true, guest: true }),
  r('/register-company', 'registerCompany', { open: true, guest: true }),
  r('/reset-password', 'resetPassword', { open: true, guest: true }),
  // The forgot-password request (from the login screen) and the activation link (rules 19.2, 19.4)
  // (`/activate?token=`, mailed by the server; see @yardfleet/contract/endpoints/links).
  r('/forgot-password', 'forgotPassword', { open: true, guest: true }),
  r('/activate', 'activate', { open: true, guest: true }),
  r('/protocol/user-agreement', 'userAgreement', { open: true, guest: true }),
  r('/protocol/privacy-policy', 'privacyPolicy', { open: true, guest: true }),
  r('/welcome', 'welcome', { guest: true }),
  r('/guest', 'guest', { guest: true }),
  r('/noFound', 'notFound', { open: true, guest: true }),
];

/** Finds the route for a concrete path (`/power/42` matches `/power/:id`); undefined for unknown paths. */
export const matchRoute = (path: string): { route: RouteDef; params: Record<string, string> } | undefined => {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const parts = clean.split('/');
  for (const route of ROUTES) {
    const want = route.path.split('/');
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    want.forEach((seg, i) => {
      const got = parts[i] ?? '';
      if (seg.startsWith(':')) {
        if (got.length === 0) ok = false;
        else params[seg.slice(1)] = decodeURIComponent(got);
      } else if (seg !== got) ok = false;
    });
    if (ok) return { route, params };
  }
  return undefined;
};
