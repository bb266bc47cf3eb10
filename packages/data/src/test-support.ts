import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { UserId } from '@yardfleet/domain/entities/ids';
import { createMemoryStorage, type KeyValueStorage } from './ports';
import type { StoredSession } from './slices/session';
import { createAppStore, type CreateAppStoreOptions } from './store';

/** Origin the data-layer tests send requests to (intercepted by msw/node, no real server). */
export const TEST_ORIGIN = 'http://yardfleet.test';

/**
 * An msw/node server with no handlers for the calling test file: it listens from the file's first
 * test (an unhandled request fails the test), drops the answers a test added after each test, and
 * closes after the last. Each test adds the answers it needs with `server.use`.
 */
export const useTestServer = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

/** A logged-in session without user info (token `tok_abc`, uid `usr_1`), for `createTestStore({ session })`. */
export const TEST_SESSION = { token: 'tok_abc', uid: 'usr_1' as UserId, user: null } satisfies StoredSession;

/** The demo admin's user info as the server's login info answers it (wire JSON, not yet decoded). */
export const TEST_ADMIN_INFO = {
  id: 'usr_admin',
  name: 'Dana Whitfield',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'admin@demo.yardfleet.test',
  companyName: 'Greenway Grounds Care',
  companyRole: 'FULL_VERSION',
  userType: 2,
  role: 'admin',
};

/** A success envelope (`code` 200, `message` 'success') around `entry`, as an msw answer. */
export const ok = (entry: unknown) => HttpResponse.json({ code: 200, message: 'success', entry });

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
