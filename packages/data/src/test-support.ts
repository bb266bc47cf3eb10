import { setupServer } from 'msw/node';
import { createMemoryStorage, type KeyValueStorage } from './ports';
import type { StoredSession } from './slices/session';
import { createAppStore, type CreateAppStoreOptions } from './store';

/** Origin the data-layer tests send requests to (intercepted by msw/node, no real server). */
export const TEST_ORIGIN = 'http://yardfleet.test';

/** An msw/node server with no handlers: each test adds the answers it needs. */
export const createTestServer = () => setupServer();

/**
 * A store on the test origin with a memory storage and a navigate recorder. `session: 'restore'`
 * reads the session persisted in `storage` (a reload); default: logged out. `liveUpdates` turns the
 * live stream on (tests pass a fake fetch for it).
 */
export const createTestStore = (
  options: {
    session?: StoredSession | null | 'restore';
    storage?: KeyValueStorage;
    liveUpdates?: CreateAppStoreOptions['liveUpdates'];
    preloadedCalls?: CreateAppStoreOptions['preloadedCalls'];
  } = {},
) => {
  const storage = options.storage ?? createMemoryStorage();
  const navigations: string[] = [];
  let counter = 0;
  const store = createAppStore({
    storage,
    navigate: (path) => navigations.push(path),
    baseUrl: TEST_ORIGIN,
    randomId: () => `id-${++counter}`,
    ...(options.session === 'restore' ? {} : { session: options.session ?? null }),
    ...(options.liveUpdates === undefined ? {} : { liveUpdates: options.liveUpdates }),
    ...(options.preloadedCalls === undefined ? {} : { preloadedCalls: options.preloadedCalls }),
  });
  return { store, storage, navigations };
};
