import { createContext, useContext, type ReactNode } from 'react';
import { regionFromHost, type Region } from '@yardfleet/domain/locale/region-host';
import type { KeyValueStorage } from '@yardfleet/data/ports';

/**
 * What the browser gives the app, behind a context so stories and tests can replace it:
 * the region (rules 1.6: from the host, or forced by a story), the storage the language choice is
 * kept in (`currentLang`), and a page reload (the language switch reloads outside /login, rules 4.11).
 */
export interface AppEnvironment {
  readonly region: Region;
  readonly storage: KeyValueStorage;
  readonly reload: () => void;
}

/** Storage that survives nothing: used when the browser refuses localStorage. */
const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The browser's localStorage, or a no-op store when it is unavailable (private mode, tests without DOM). */
export const browserStorage = (): KeyValueStorage => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : noStorage;
  } catch {
    return noStorage;
  }
};

/** The environment of the real browser: region from window.location.host, localStorage, location.reload. */
export const browserEnvironment = (): AppEnvironment => ({
  region: regionFromHost(typeof window === 'undefined' ? '' : window.location.host),
  storage: browserStorage(),
  reload: () => window.location.reload(),
});

const EnvironmentContext = createContext<AppEnvironment | null>(null);

export const EnvironmentProvider = ({ value, children }: { readonly value: AppEnvironment; readonly children: ReactNode }) => (
  <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>
);

/** The app environment; outside a provider, the real browser's. */
export const useEnvironment = (): AppEnvironment => useContext(EnvironmentContext) ?? browserEnvironment();

/** The region of this page (rules 1.6): logo and date format. */
export const useRegion = (): Region => useEnvironment().region;
