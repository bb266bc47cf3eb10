import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@yardfleet/data/ports';
import { selectRoutingSession, SESSION_STORAGE_KEY } from '@yardfleet/data/slices/session';
import { createAppStore } from '@yardfleet/data/store';
import { adminUser } from '../testing/fixtures/users';
import { loginInfoHandler } from '../testing/handlers/auth';
import { TEST_ORIGIN } from '../testing/render-app';
import { refreshUserInfoOnce } from './user-info-refresh';
import { createTestServer } from '../testing/test-server';

const server = createTestServer();

/** A store restored from storage (as after a reload): its session waits for login/info. */
const restoredStore = () =>
  createAppStore({
    storage: createMemoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'tok_restored', uid: adminUser.id, user: adminUser }) }),
    navigate: () => undefined,
    baseUrl: TEST_ORIGIN,
    language: 'en-US',
  });

describe('refreshUserInfoOnce (rules 21.2: main.tsx starts it, the guard shares it)', () => {
  it('asks login/info once while a read is under way, then routes with the answer', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/web-hmac/web/auth/login/info`, () => void (requests += 1)),
      loginInfoHandler(adminUser),
    );
    const store = restoredStore();
    expect(selectRoutingSession(store.getState())).toBe('pending');
    const first = refreshUserInfoOnce(store.dispatch);
    const second = refreshUserInfoOnce(store.dispatch);
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(requests).toBe(1);
    expect(selectRoutingSession(store.getState())).toEqual({ kind: 'logged_in', user: adminUser });
  });

  it('sends nothing once the answer has arrived (a guard effect of a render made while it was pending)', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_ORIGIN}/web-hmac/web/auth/login/info`, () => void (requests += 1)),
      loginInfoHandler(adminUser),
    );
    const store = restoredStore();
    await refreshUserInfoOnce(store.dispatch);
    await refreshUserInfoOnce(store.dispatch);
    expect(requests).toBe(1);
    expect(selectRoutingSession(store.getState())).toEqual({ kind: 'logged_in', user: adminUser });
  });
});
