import * as E from 'fp-ts/lib/Either.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { acceptAgreementsAndLogIn, cancelAccountAndLeave, withdrawConsentAndLeave } from './account-flow';
import { selectRoutingSession, StoredSession } from './slices/session';
import { selectToasts } from './slices/toasts';
import { createTestStore, ok, TEST_ADMIN_INFO as user, useTestServer } from './test-support';

const server = useTestServer();

const decoded = StoredSession.decode({ token: 'tok_1', uid: 'usr_admin', user });
if (E.isLeft(decoded)) throw new Error('session fixture does not decode');
const session = decoded.right;

describe('account flows (rules 19)', () => {
  it('accepting the agreements again starts a session with the user info (rules 4.10 consent)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/web-hmac/web/account/acceptAgreements', async ({ request }) => {
        bodies.push(await request.json());
        return ok({ token: 'tok_1', uid: 'usr_admin' });
      }),
      http.get('*/web-hmac/web/auth/login/info', () => ok(user)),
    );
    const { store, storage } = createTestStore();
    storage.setItem(LOGOUT_FLAG_KEY, 'true');
    const outcome = await store
      .dispatch(acceptAgreementsAndLogIn({ email: user.email, password: 'Demo1234', userAgreement: true, privacyPolicy: true }))
      .unwrap();
    expect(outcome.ok).toBe(true);
    expect(bodies).toEqual([{ email: user.email, password: 'Demo1234', userAgreement: true, privacyPolicy: true }]);
    expect(selectRoutingSession(store.getState())).toEqual({ kind: 'logged_in', user });
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBeNull();
  });

  it('withdrawing consent ends the session and goes to /login', async () => {
    server.use(http.post('*/web-hmac/web/personal/withdrawConsent', () => ok(null)));
    const { store, navigations, storage } = createTestStore({ session });
    const outcome = await store.dispatch(withdrawConsentAndLeave()).unwrap();
    expect(outcome).toEqual({ ok: true });
    expect(selectRoutingSession(store.getState())).toEqual({ kind: 'logged_out' });
    expect(navigations).toEqual(['/login']);
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
  });

  it('a refused cancellation keeps the session and toasts the server message', async () => {
    server.use(
      http.post('*/web-hmac/web/personal/cancelAccount', () =>
        HttpResponse.json({ code: 1170010422, message: 'Transfer the admin role first.', entry: { reason: 'holds_registered_company' } }),
      ),
    );
    const { store, navigations } = createTestStore({ session });
    const outcome = await store.dispatch(cancelAccountAndLeave()).unwrap();
    expect(outcome.ok).toBe(false);
    expect(navigations).toEqual([]);
    expect(selectRoutingSession(store.getState())).toMatchObject({ kind: 'logged_in' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectToasts(store.getState()).map((t) => t.content)).toEqual([{ kind: 'text', text: 'Transfer the admin role first.' }]);
  });
});
