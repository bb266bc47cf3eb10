import type { ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@yardfleet/domain/constants';
import { ensureFullCatalogue } from '../shared/i18n/catalogue-store';

/** Thrown when a lazy screen did not load within LAZY_LOAD_TIMEOUT_MS (60 s, rules 9.3). */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Loading the screen took longer than ${LAZY_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** True for the errors a failed dynamic import raises in Chromium, Firefox and Safari, and our timeout. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadTimeoutError ||
  (error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    ));

/**
 * A react-router `lazy` function for a screen module exporting `Component`: the import races a
 * 60 s timeout (rules 9.3); a failure reaches the route's error element, which asks to refresh (rules 8.4).
 * Screens outside the login scope (`scope` 'full', the default) also wait for the whole message
 * catalogue (src/shared/i18n/catalogue-store.ts).
 */
export const lazyScreen =
  (load: () => Promise<{ Component: ComponentType }>, scope: 'login' | 'full' = 'full') =>
  async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), LAZY_LOAD_TIMEOUT_MS);
    });
    try {
      const [module] = await Promise.race([Promise.all([load(), scope === 'full' ? ensureFullCatalogue() : undefined]), timeout]);
      return { Component: module.Component };
    } finally {
      clearTimeout(timer);
    }
  };
