import type { PreloadedCalls } from './preloaded-calls';

/**
 * Effects the data layer needs, passed in by the composition root (effects behind ports, architecture 4):
 * - `storage`: a localStorage-like key/value store (session, device id, logout flag, language);
 * - `navigate`: goes to an app path such as "/" or "/login" (the router's navigate in the app,
 *   a memory recorder in stories and tests);
 * - `now`: the clock, for toast timestamps;
 * - `baseUrl`: prefix of every request path ("" in the browser, "http://host:port" under Node);
 * - `randomId`: a fresh random id (traceId per request, deviceId once per browser);
 * - `preloaded`: the calls the route preload script started before the app (rules 21.2;
 *   preloaded-calls.ts), absent outside the browser.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AppPorts {
  readonly storage: KeyValueStorage;
  readonly navigate: (path: string) => void;
  readonly now: () => Date;
  readonly baseUrl: string;
  readonly randomId: () => string;
  readonly preloaded?: PreloadedCalls;
}

/** A KeyValueStorage held in memory (stories, tests, and browsers where localStorage is refused). */
export const createMemoryStorage = (initial: Record<string, string> = {}): KeyValueStorage => {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
};

/** Local storage key of the per-browser device id sent as the `deviceId` header (rules 7.4). */
export const DEVICE_ID_KEY = 'deviceId';

/** The device id kept in `storage`, created with `randomId` on first use (rules 7.4). */
export const deviceIdFrom = (storage: KeyValueStorage, randomId: () => string): string => {
  const stored = storage.getItem(DEVICE_ID_KEY);
  if (stored !== null && stored.length > 0) return stored;
  const created = randomId();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
};
