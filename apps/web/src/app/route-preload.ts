import { HEADER_WIRE } from '@yardfleet/contract/headers';
import { WEB_DEVICE_TYPE } from '@yardfleet/domain/constants';
import { isFullVersion } from '@yardfleet/domain/entities/company-version';
import { LANGUAGE_STORAGE_KEY, resolveLanguage, type Language } from '@yardfleet/domain/locale/language';
import { DEVICE_ID_KEY, type KeyValueStorage } from '@yardfleet/data/ports';
import { startPreloadedCall } from '@yardfleet/data/preloaded-calls';
import { webCryptoUuid } from '@yardfleet/data/uuid';
import { firstCallsOf } from './first-calls';

/** What the build (route-preload.config.ts) tells the script: file paths under the web root. */
export interface RoutePreloadConfig {
  /** The data layer's localStorage key of a stored session. */
  readonly sessionKey: string;
  /** The shell's chunk and the chunks it imports beyond the entry's. */
  readonly shell: readonly string[];
  /** Per logged-in route: its path as a regular expression source, and its chunks beyond the entry's. */
  readonly routes: readonly (readonly [string, readonly string[]])[];
  /**
   * /home of a company that is not full-version (rules 2.9, 4.14: the power overview, which home-routes
   * loads lazily): its path's regular expression source and the overview's chunks beyond the entry's.
   */
  readonly powerHome?: readonly [string, readonly string[]];
  /** Each language's whole catalogue chunk. */
  readonly catalogues: Partial<Record<Language, string>>;
}

const text = (value: unknown, key: string): string | undefined => {
  const field: unknown = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : undefined;
};

/** What the preload uses of a stored session (the data layer's persisted `{ token, uid, user }`): each field when the stored text has it. */
interface StoredSession {
  readonly token: string | undefined;
  readonly uid: string | undefined;
  /** The stored user's `companyRole` (login/info's company version). */
  readonly companyRole: string | undefined;
}

/** The session stored under `key`, or null when none is. @throws SyntaxError when the stored text is not JSON (the caller gives up its head start). */
const storedSession = (storage: { readonly getItem: (key: string) => string | null }, key: string): StoredSession | null => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const session: unknown = JSON.parse(raw);
  const user: unknown = typeof session === 'object' && session !== null ? (session as Record<string, unknown>)['user'] : undefined;
  return { token: text(session, 'token'), uid: text(session, 'uid'), companyRole: text(user, 'companyRole') };
};

/**
 * The files a logged-in first load of `path` will import: the shell, the route's screen chunks (on
 * /home of a stored user whose company is not full-version, the power overview's too) and the
 * whole catalogue of the language the app will pick (the domain's resolveLanguage, rules 1.5).
 * Empty when no session is stored: the login's first load needs only what index.html names.
 */
export const filesToPreload = (
  config: RoutePreloadConfig,
  path: string,
  storage: { readonly getItem: (key: string) => string | null },
  browserLanguages: readonly string[],
): string[] => {
  const session = storedSession(storage, config.sessionKey);
  if (session === null) return [];
  const route = config.routes.find(([pattern]) => new RegExp(pattern).test(path));
  const powerOnly = session.companyRole !== undefined && !isFullVersion(session);
  const powerHome = config.powerHome !== undefined && powerOnly && new RegExp(config.powerHome[0]).test(path) ? config.powerHome[1] : [];
  const catalogue = config.catalogues[resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browserLanguages)];
  return [...new Set([...config.shell, ...(route?.[1] ?? []), ...powerHome, ...(catalogue === undefined ? [] : [catalogue])])];
};

/** A request the route preload script sends early: what the base query would send for the same read. */
export interface EarlyRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** For the data layer's match (preloaded-calls.ts). */
  readonly token: string;
  readonly lang: Language;
}

/**
 * The reads a logged-in first load of `path` sends before its first screen shows (first-calls.ts),
 * each with the headers of rules 7.4 the base query would send (deviceType, lang, deviceId, a new
 * traceId, token, uid; content-type for a POST): the stored session's token and uid, the language
 * the app will pick (rules 1.5), the browser's kept deviceId (created and kept here when missing,
 * as the data layer would). Empty without a stored session with token and uid, or without Web
 * Crypto for the trace ids.
 */
export const earlyRequests = (
  sessionKey: string,
  path: string,
  storage: KeyValueStorage,
  browserLanguages: readonly string[],
  randomId: () => string | undefined,
): EarlyRequest[] => {
  const session = storedSession(storage, sessionKey);
  const token = session?.token;
  const uid = session?.uid;
  if (session === null || token === undefined || uid === undefined) return [];
  const lang = resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browserLanguages);
  let deviceId = storage.getItem(DEVICE_ID_KEY);
  if (deviceId === null || deviceId.length === 0) {
    deviceId = randomId() ?? null;
    if (deviceId === null) return [];
    storage.setItem(DEVICE_ID_KEY, deviceId);
  }
  const requests: EarlyRequest[] = [];
  for (const call of firstCallsOf(path, isFullVersion(session))) {
    const traceId = randomId();
    if (traceId === undefined) return [];
    const headers: Record<string, string> = {
      [HEADER_WIRE.deviceType]: String(WEB_DEVICE_TYPE),
      [HEADER_WIRE.lang]: lang,
      [HEADER_WIRE.deviceId]: deviceId,
      [HEADER_WIRE.traceId]: traceId,
      [HEADER_WIRE.token]: token,
      [HEADER_WIRE.uid]: uid,
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    };
    requests.push({ method: call.method, path: call.path, body: call.body, headers, token, lang });
  }
  return requests;
};

declare const ROUTE_PRELOAD: RoutePreloadConfig | undefined;

/**
 * Rules 21.2: a small script index.html loads beside the entry (async) that, with a stored
 * session, sends the route's first reads (earlyRequests: login/info, the shell's and the screen's
 * first reads) and asks for the current route's chunks with `<link rel=modulepreload>` at once, so
 * they travel while the libraries download, instead of after the entry has run. The data layer
 * takes each early answer once when it asks for the same read (createBrowserStore). It only
 * gives a head start: if it fails or guesses wrong, the app loads and asks what it needs as before.
 */
const run = (): void => {
  if (typeof ROUTE_PRELOAD === 'undefined') return;
  let files: string[] = [];
  try {
    files = filesToPreload(ROUTE_PRELOAD, location.pathname, localStorage, navigator.languages);
  } catch {
    return;
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
  try {
    const now = (): number => performance.now();
    for (const request of earlyRequests(ROUTE_PRELOAD.sessionKey, location.pathname, localStorage, navigator.languages, webCryptoUuid)) {
      const identity = { method: request.method, url: request.path, body: request.body, token: request.token, lang: request.lang };
      startPreloadedCall(window, identity, request.headers, (url, init) => fetch(url, init), now);
    }
  } catch {
    // Only a head start: the app sends every read itself when none was started.
  }
};

run();
