import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TimeZone } from '@yardfleet/domain/entities/company';
import type { UserId } from '@yardfleet/domain/entities/ids';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { USER_INFO_CHANGING_MUTATIONS } from './effects';
import { accountApi } from './endpoints/account';
import { personalApi } from './endpoints/personal';
import { createMemoryStorage } from './ports';
import { refreshUserInfo } from './session-flow';
import { readStoredSession, selectRoutingSession, selectUser, SESSION_STORAGE_KEY } from './slices/session';
import { createTestStore, ok, useTestServer } from './test-support';

const server = useTestServer();

const manager: UserInfo = {
  id: 'usr_maria' as UserId,
  name: 'Maria Lopez',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@demo.yardfleet.test',
  companyName: 'Greenway Grounds Care',
  companyRole: 'FULL_VERSION',
  userType: 2,
  role: 'manager',
};
const paris = 'Europe/Paris' as TimeZone;

/** The server's current user info, changed by the test; counts the reads of login/info. */
const serveUserInfo = (initial: UserInfo) => {
  let current = initial;
  let reads = 0;
  server.use(
    http.get('*/web-hmac/web/auth/login/info', () => {
      reads += 1;
      return ok(current);
    }),
  );
  return { set: (next: UserInfo) => (current = next), reads: () => reads };
};

/** A browser that logged in as `user` on an earlier visit: the session is in local storage. */
const storageOfEarlierVisit = (user: UserInfo) => createMemoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'tok_maria', uid: user.id, user }) });

describe('user info read at start (rules 3.1, 4.14)', () => {
  it('a reload waits for login/info and takes the role and company the server has now, persisted like the login', async () => {
    const info = serveUserInfo({ ...manager, role: 'admin', companyName: 'Greenway Grounds & Gardens' });
    const { store, storage } = createTestStore({ storage: storageOfEarlierVisit(manager), session: 'restore' });
    expect(selectRoutingSession(store.getState())).toBe('pending');

    await store.dispatch(refreshUserInfo());
    expect(info.reads()).toBe(1);
    expect(selectRoutingSession(store.getState())).toMatchObject({ kind: 'logged_in', user: { role: 'admin', companyName: 'Greenway Grounds & Gardens' } });
    expect(readStoredSession(storage)?.user).toMatchObject({ role: 'admin', companyName: 'Greenway Grounds & Gardens' });
  });

  it('when login/info cannot be read at start, the stored user info is used (offline), with the network toast', async () => {
    server.use(http.get('*/web-hmac/web/auth/login/info', () => HttpResponse.error()));
    const { store } = createTestStore({ storage: storageOfEarlierVisit(manager), session: 'restore' });
    await store.dispatch(refreshUserInfo());
    expect(selectRoutingSession(store.getState())).toMatchObject({ kind: 'logged_in', user: { role: 'manager' } });
    expect(store.getState().toasts.queue.map((toast) => toast.content)).toEqual([{ kind: 'network' }]);
  });

  it('concurrent start-up reads share one request', async () => {
    const info = serveUserInfo(manager);
    const { store } = createTestStore({ storage: storageOfEarlierVisit(manager), session: 'restore' });
    await Promise.all([store.dispatch(refreshUserInfo()), store.dispatch(refreshUserInfo())]);
    expect(info.reads()).toBe(1);
    expect(selectUser(store.getState())).toEqual(manager);
  });
});

describe('user info read again after a call that changes role, company or consent (rules 3.1)', () => {
  const session = { token: 'tok_maria', uid: manager.id, user: { ...manager, role: 'admin' as const } };

  it('renaming the company updates the top bar name and the stored session without a reload', async () => {
    const info = serveUserInfo(session.user);
    server.use(http.post('*/web-hmac/web/personal/companyName', () => ok(null)));
    const { store, storage } = createTestStore({ session });
    info.set({ ...session.user, companyName: 'Greenway Grounds & Gardens' });
    await store.dispatch(personalApi.endpoints.changeCompanyName.initiate({ companyName: 'Greenway Grounds & Gardens' }));
    await vi.waitFor(() => expect(selectUser(store.getState())?.companyName).toBe('Greenway Grounds & Gardens'));
    expect(readStoredSession(storage)?.user?.companyName).toBe('Greenway Grounds & Gardens');
  });

  it('transferring admin makes the old admin a manager; creating a company gives a guest its company', async () => {
    const info = serveUserInfo(session.user);
    server.use(
      http.post('*/web-hmac/web/personal/transferAdmin', () => ok(null)),
      http.post('*/web-hmac/web/account/createCompany', () => ok(null)),
    );
    const { store } = createTestStore({ session });
    info.set({ ...session.user, role: 'manager' });
    await store.dispatch(personalApi.endpoints.transferAdmin.initiate({ id: 'usr_tom' as UserId }));
    await vi.waitFor(() => expect(selectUser(store.getState())?.role).toBe('manager'));

    info.set({ ...manager, companyName: 'Fresh Cuts Ltd', role: 'admin' });
    await store.dispatch(accountApi.endpoints.createCompany.initiate({ companyName: 'Fresh Cuts Ltd', timeZone: paris }));
    await vi.waitFor(() => expect(selectUser(store.getState())).toMatchObject({ companyName: 'Fresh Cuts Ltd', role: 'admin' }));
  });

  it('names only endpoints that exist, and a failed change reads nothing', async () => {
    const names = new Set([...Object.keys(personalApi.endpoints), ...Object.keys(accountApi.endpoints)]);
    for (const name of USER_INFO_CHANGING_MUTATIONS) expect(names.has(name)).toBe(true);
    const info = serveUserInfo(session.user);
    server.use(http.post('*/web-hmac/web/personal/timeZone', () => HttpResponse.json({ code: 1170010403, message: 'No.', entry: null })));
    const { store } = createTestStore({ session });
    await store.dispatch(personalApi.endpoints.changeTimeZone.initiate({ timeZone: paris }));
    expect(info.reads()).toBe(0);
  });
});
