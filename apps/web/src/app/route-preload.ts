import { LANGUAGE_STORAGE_KEY, resolveLanguage, type Language } from '@yardfleet/domain/locale/language';

/** What the build (route-preload.config.ts) tells the script: file paths under the web root. */
export interface RoutePreloadConfig {
  /** The data layer's localStorage key of a stored session. */
  readonly sessionKey: string;
  /** The shell's chunk and the chunks it imports beyond the entry's. */
  readonly shell: readonly string[];
  /** Per logged-in route: its path as a regular expression source, and its chunks beyond the entry's. */
  readonly routes: readonly (readonly [string, readonly string[]])[];
  /** Each language's whole catalogue chunk. */
  readonly catalogues: Partial<Record<Language, string>>;
}

/**
 * The files a logged-in first load of `path` will import: the shell, the route's screen chunks and
 * the whole catalogue of the language the app will pick (the domain's resolveLanguage, SPEC 1).
 * Empty when no session is stored: the login's first load needs only what index.html names.
 */
export const filesToPreload = (
  config: RoutePreloadConfig,
  path: string,
  storage: { readonly getItem: (key: string) => string | null },
  browserLanguages: readonly string[],
): string[] => {
  if (storage.getItem(config.sessionKey) === null) return [];
  const route = config.routes.find(([pattern]) => new RegExp(pattern).test(path));
  const catalogue = config.catalogues[resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browserLanguages)];
  return [...new Set([...config.shell, ...(route?.[1] ?? []), ...(catalogue === undefined ? [] : [catalogue])])];
};

declare const ROUTE_PRELOAD: RoutePreloadConfig | undefined;

/**
 * Issue 12 item 2: a small script index.html loads beside the entry (async) that asks for the
 * current route's chunks with `<link rel=modulepreload>` at once, so they download while the
 * libraries do, instead of after the entry has run. It only adds hints: if it fails or guesses
 * wrong, the app loads what it needs as before.
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
};

run();
