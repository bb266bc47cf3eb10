import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { logIn, logOut, refreshUserInfo } from './session-flow';
import { selectRoutingSession } from './slices/session';
import { createTestStore, TEST_ADMIN_INFO as user, useTestServer } from './test-support';

const server = useTestServer();

const workingServer = () =>
  server.use(
    http.post('*/web-hmac/web/auth/login', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      return body.password === 'Demo1234'
        ? HttpResponse.json({ code: 200, message: 'success', entry: { token: 'tok_1', uid: 'usr_admin' } })
        : HttpResponse.json({ code: 1170012020, message: 'Incorrect email or password.', entry: null });
    }),
    http.get('*/web-hmac/web/auth/login/info', ({ request }) =>
      request.headers.get('token') === 'tok_1'
        ? HttpResponse.json({ code: 200, message: 'success', entry: user })
        : HttpResponse.json({ code: 1401, message: 'expired', entry: null }),
    ),
    http.get('*/web-hmac/web/auth/logout', () => HttpResponse.json({ code: 200, message: 'success', entry: null })),
  );

describe('session flow', () => {
  it('logs in, reads the user info, and keeps the session across a reload (same storage, new store)', async () => {
    workingServer();
    const { store, storage } = createTestStore();
    storage.setItem(LOGOUT_FLAG_KEY, 'true');
    const outcome = await store.dispatch(logIn({ email: user.email, password: 'Demo1234' })).unwrap();
    expect(outcome).toMatchObject({ ok: true, user: { companyName: 'Greenway Grounds Care' } });
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBeNull();

    const reloaded = createTestStore({ storage, session: 'restore' });
    expect(selectRoutingSession(reloaded.store.getState())).toBe('pending');
    await reloaded.store.dispatch(refreshUserInfo());
    expect(selectRoutingSession(reloaded.store.getState())).toMatchObject({ kind: 'logged_in', user: { email: user.email } });
  });

  it('returns the pass-through failure of a wrong password to the screen and stays logged out', async () => {
    workingServer();
    const { store } = createTestStore();
    const outcome = await store.dispatch(logIn({ email: user.email, password: 'Wrong1234' })).unwrap();
    expect(outcome).toEqual({
      ok: false,
      error: { kind: 'envelope', code: 1170012020, message: 'Incorrect email or password.', path: '/web-hmac/web/auth/login' },
    });
    expect(store.getState().session.current).toBeNull();
    expect(store.getState().toasts.queue).toEqual([]);
  });

  it('logs out: calls logout, stores the logout flag, clears the session and goes to /login', async () => {
    workingServer();
    const { store, storage, navigations } = createTestStore();
    await store.dispatch(logIn({ email: user.email, password: 'Demo1234' }));
    await store.dispatch(logOut());
    expect(store.getState().session.current).toBeNull();
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
    expect(storage.getItem('yardfleet.session')).toBeNull();
    expect(navigations).toEqual(['/login']);
  });
});
