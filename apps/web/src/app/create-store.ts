import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import type { Language } from '@yardfleet/domain/locale/language';
import { createMemoryStorage, type KeyValueStorage } from '@yardfleet/data/ports';
import { preloadedCallsIn } from '@yardfleet/data/preloaded-calls';
import type { EquipmentListState } from '@yardfleet/data/slices/equipment-list';
import { createAppStore, type AppStore } from '@yardfleet/data/store';

export { createAppStore } from '@yardfleet/data/store';

export interface StoryStoreOptions {
  /** Logged in as this user (token `tok_<id>_fixture`, as the MSW login handler answers); absent: logged out. */
  readonly user?: UserInfo;
  readonly language?: Language;
  /** Records navigations (default: ignores them). */
  readonly navigate?: (path: string) => void;
  readonly storage?: KeyValueStorage;
  /** Request origin (default same origin; tests under Node pass an absolute origin). */
  readonly baseUrl?: string;
  /** Initial equipment list view state (search, filters, page). */
  readonly equipmentList?: Partial<EquipmentListState>;
}

/**
 * A store for stories and tests: memory storage, a memory navigate, and optionally a logged-in
 * session for `user` (full-version admin, power-only admin, guest, app user of the fixtures).
 */
export const createStoryStore = (options: StoryStoreOptions = {}): AppStore =>
  createAppStore({
    storage: options.storage ?? createMemoryStorage(),
    navigate: options.navigate ?? (() => undefined),
    baseUrl: options.baseUrl ?? '',
    language: options.language ?? 'en-US',
    session: options.user ? { token: `tok_${options.user.id}_fixture`, uid: options.user.id, user: options.user } : null,
    ...(options.equipmentList ? { equipmentList: options.equipmentList } : {}),
  });

/**
 * The browser store: localStorage (a reload stays logged in), the router's navigate (bound later,
 * because the router is built after the store), same-origin requests, and the live stream while
 * logged in (DESIGN 6, issue 9: the power screens, the equipment list and detail and the fleet map
 * change without a reload; its code loads, and so the stream opens, once `liveAfter` resolves:
 * main.tsx passes the gate that opens when the first screen has painted, after-first-screen.ts),
 * and the reads the route preload script started before the app (issue 12 item 2;
 * route-preload.ts), taken once each. Stories and tests (createStoryStore) run without them.
 */
export const createBrowserStore = (
  storage: KeyValueStorage,
  language: Language,
  navigate: (path: string) => void,
  liveAfter: Promise<void> = Promise.resolve(),
): AppStore =>
  createAppStore({ storage, navigate, language, liveUpdates: { loadAfter: liveAfter }, preloadedCalls: preloadedCallsIn(window, () => performance.now()) });
