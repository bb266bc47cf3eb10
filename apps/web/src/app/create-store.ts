import type { Language } from '@yardfleet/domain/locale/language';
import type { KeyValueStorage } from '@yardfleet/data/ports';
import { preloadedCallsIn } from '@yardfleet/data/preloaded-calls';
import { createAppStore, type AppStore } from '@yardfleet/data/store';

/**
 * The browser store: localStorage (a reload stays logged in), the router's navigate (bound later,
 * because the router is built after the store), same-origin requests, and the live stream while
 * logged in (rules 12, architecture 6: the power screens, the equipment list and detail and the fleet map
 * change without a reload; its code loads, and so the stream opens, once `liveAfter` resolves:
 * main.tsx passes the gate that opens when the first screen has painted, app/first-screen-gate.ts),
 * and the reads the route preload script started before the app (rules 21.2;
 * route-preload.ts), taken once each. Stories and tests (createStoryStore) run without them.
 */
export const createBrowserStore = (
  storage: KeyValueStorage,
  language: Language,
  navigate: (path: string) => void,
  liveAfter: Promise<void> = Promise.resolve(),
): AppStore =>
  createAppStore({ storage, navigate, language, liveUpdates: { loadAfter: liveAfter }, preloadedCalls: preloadedCallsIn(window, () => performance.now()) });
