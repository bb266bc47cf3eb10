import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { LANGUAGE_STORAGE_KEY } from '@yardfleet/domain/locale/language';
import { routeFor } from '@yardfleet/domain/routing/route-for';
import { adminUser, appUser, guestUser, powerUser } from '../testing/fixtures/users';
import { scenario } from '../testing/handlers/scenarios';
import { renderApp } from '../testing/render-app';
import { createTestServer } from '../testing/test-server';

const server = createTestServer();

const session = (user: UserInfo | undefined) => (user ? { kind: 'logged_in' as const, user } : { kind: 'logged_out' as const });

/** What each decision of routeFor looks like on screen. */
const expectScreenFor = async (user: UserInfo | undefined, path: string) => {
  const decision = routeFor(session(user), path);
  const { router } = renderApp(path, user ? { user } : {});
  if (decision.kind === 'redirect') {
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(decision.to));
  } else if (decision.kind === 'not_found') {
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  }
  return decision;
};

describe('route guard follows the domain routeFor (rules 4.14)', () => {
  it.each<[string, UserInfo | undefined, string]>([
    ['logged out on a protected route', undefined, '/equipment?page=2'],
    ['user type 3', appUser, '/home'],
    ['user without a company', guestUser, '/equipment'],
    ['full version on /login', adminUser, '/login'],
    ['anyone on /', adminUser, '/'],
  ])('redirects: %s', async (_, user, path) => {
    server.use(...scenario(user ? { user } : {}));
    const decision = await expectScreenFor(user, path);
    expect(decision.kind).toBe('redirect');
  });

  it.each<[string, UserInfo | undefined, string]>([
    ['power-only users on inventory routes', powerUser, '/equipment'],
    ['unknown paths', adminUser, '/no/such/page'],
    ['unknown paths when logged out', undefined, '/nowhere'],
    ['type 2 users on /register-company', adminUser, '/register-company'],
  ])('shows Not found: %s', async (_, user, path) => {
    server.use(...scenario(user ? { user } : {}));
    const decision = await expectScreenFor(user, path);
    expect(decision.kind).toBe('not_found');
  });

  it.each(['fr-FR', 'it-IT'] as const)('the locale path /%s stores its language and goes on (rules 2.2)', async (language) => {
    server.use(...scenario({ user: adminUser }));
    const { router, storage, store } = renderApp(`/${language}`, { user: adminUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe(language);
    expect(store.getState().locale.language).toBe(language);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('sends a logged-out user to login with the redirect query, then shows the login form', async () => {
    server.use(...scenario());
    const { router } = renderApp('/personal/personalCenter');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/personal/personalCenter')}`);
  });

  it('gives the full version the inventory home and power-only users the power home', async () => {
    server.use(...scenario({ user: powerUser }));
    renderApp('/home', { user: powerUser });
    expect(await screen.findByRole('heading', { name: 'Power overview' })).toBeTruthy();
    expect(screen.getByText('Northside Charging Co.', { selector: 'p.text-lg' })).toBeTruthy();
  });

  it('shows the app-download notice to user type 3 and the company notice to a guest', async () => {
    server.use(...scenario({ user: appUser }));
    renderApp('/equipment', { user: appUser });
    expect(await screen.findByRole('heading', { name: 'Use Yardfleet on your phone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('shows the company-name notice of rules 2.21 on /guest', async () => {
    server.use(...scenario({ user: guestUser }));
    renderApp('/home', { user: guestUser });
    expect(await screen.findByText('Your company name is not set. Confirming takes you to the company name entry.')).toBeTruthy();
  });
});
