import type { Language } from '@yardfleet/domain/locale/language';
import { loadMessages, type CatalogueScope, type Messages } from './load-messages';

/** The catalogue the running app shows: its language, messages and scope. */
export interface Catalogue {
  readonly language: Language;
  readonly messages: Messages;
  readonly scope: CatalogueScope;
}

/**
 * Holds the running app's catalogue outside React, so lazy routes can make sure the whole
 * catalogue is there before their screen renders (`ensureFull`), and the app root re-renders when
 * it changes (`subscribe`/`get`, for useSyncExternalStore).
 */
export interface CatalogueStore {
  readonly get: () => Catalogue;
  readonly subscribe: (listener: () => void) => () => void;
  /** Loads `language` in the current scope (a language switch keeps the scope). */
  readonly switchTo: (language: Language) => Promise<void>;
  /** Loads the whole catalogue of the current language when only the login scope is there. */
  readonly ensureFull: () => Promise<void>;
}

export const createCatalogueStore = (initial: Catalogue, load: typeof loadMessages = loadMessages): CatalogueStore => {
  let current = initial;
  let latest = 0;
  let pendingFull: { readonly language: Language; readonly done: Promise<void> } | undefined;
  const listeners = new Set<() => void>();
  // The newest request wins, so a slow load of an older language never replaces a newer one.
  const loadInto = async (language: Language, scope: CatalogueScope): Promise<void> => {
    const ticket = ++latest;
    const messages = await load(language, scope);
    if (ticket !== latest) return;
    current = { language, messages, scope };
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    switchTo: (language) => (language === current.language ? Promise.resolve() : loadInto(language, current.scope)),
    // Every screen loading at once shares one load of the whole catalogue (two separate loads would
    // each discard the other's answer as outdated).
    ensureFull: async () => {
      while (current.scope !== 'full') {
        if (!pendingFull || pendingFull.language !== current.language) {
          pendingFull = { language: current.language, done: loadInto(current.language, 'full') };
        }
        const awaited = pendingFull.done;
        await awaited;
        if (pendingFull?.done === awaited) pendingFull = undefined;
      }
    },
  };
};

let active: CatalogueStore | undefined;

/** Makes `store` the running app's catalogue store (main.tsx). */
export const activateCatalogueStore = (store: CatalogueStore): void => {
  active = store;
};

/** Before a screen outside the login scope renders: loads the whole catalogue if needed (no-op in tests and stories). */
export const ensureFullCatalogue = (): Promise<void> => active?.ensureFull() ?? Promise.resolve();
