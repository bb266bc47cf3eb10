import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_NOTIFICATION_COUNT } from '@yardfleet/domain/constants';
import { LANGUAGE_STORAGE_KEY } from '@yardfleet/domain/locale/language';
import { LOGOUT_FLAG_KEY } from '@yardfleet/domain/routing/route-for';
import { adminUser, powerUser } from '../testing/fixtures/users';
import { scenario } from '../testing/handlers/scenarios';
import { matchMediaFor, renderApp } from '../testing/render-app';
import { createTestServer } from '../testing/test-server';

const server = createTestServer();
afterEach(() => {
  vi.unstubAllGlobals();
});

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('Shell (rules 2.3 to 2.7)', () => {
  it('shows the sidebar menu of the full version admin (Home, Power, Equipment, Gateways, People, Dealers, Reports, Alerts, Warehouses) from 992 px up', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(1280));
    server.use(...scenario());
    renderApp('/home', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });
    const nav = mainNav();
    expect(nav).not.toBeNull();
    expect(
      within(nav as HTMLElement)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Power', 'Equipment', 'Gateways', 'People', 'Dealers', 'Reports', 'Alerts', 'Warehouses']);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home Overview');
    expect(await screen.findByRole('button', { name: `Notifications, ${INITIAL_NOTIFICATION_COUNT + 3} unread (3 alerts)` })).toBeTruthy();
    expect(screen.getByText('Greenway Grounds Care')).toBeTruthy();
  });

  it('collapses the sidebar below 992 px into a menu button that opens a drawer', async () => {
    vi.stubGlobal('matchMedia', matchMediaFor(800));
    server.use(...scenario({ user: powerUser }));
    const user = userEvent.setup();
    renderApp('/home', { user: powerUser });
    await screen.findByRole('heading', { name: 'Power overview' });
    expect(mainNav()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads when it is first opened (rules 21.2): allow for a busy machine.
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Power', 'Gateways', 'People', 'Dealers', 'Reports', 'Alerts']);
  });

  it('keeps a tab per visited route; home cannot be closed; closing the current tab goes to its left neighbour', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/home', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });
    await router.navigate('/equipment');
    await router.navigate('/personal/personalCenter');
    await screen.findByRole('heading', { name: 'My Account' });

    const tabs = screen.getByRole('navigation', { name: 'Open pages' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Home', 'Equipment', 'Close Equipment', 'My Account', 'Close My Account']);
    expect(within(tabs).getByRole('button', { name: 'My Account' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).queryByRole('button', { name: 'Close Home' })).toBeNull();

    await user.click(within(tabs).getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await user.click(within(tabs).getByRole('button', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/personalCenter'));
    await user.click(within(tabs).getByRole('button', { name: 'Close My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment'));
    expect(within(tabs).queryByRole('button', { name: 'My Account' })).toBeNull();
  });

  it('language switch: stores currentLang and reloads outside /login', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { storage, reload } = renderApp('/home', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(6);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de-DE');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('language switch: switches in place on /login, without a reload, with the keyboard', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { storage, reload, store } = renderApp('/login');
    const button = await screen.findByRole('button', { name: /^Language/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR');
    expect(store.getState().locale.language).toBe('fr-FR');
    expect(reload).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('user menu by keyboard (rules 21.2: its code arrives on demand): ArrowDown opens it on the first item, Escape returns to its button', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/home', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });
    screen.getByRole('button', { name: adminUser.name }).focus();
    await user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem', {}, { timeout: 10_000 });
    expect(items.map((item) => item.textContent)).toEqual([
      'My Account',
      'Security log',
      'API keys',
      'API reference',
      'Webhooks',
      'Legal Information',
      'Log Out',
    ]);
    const button = screen.getByRole('button', { name: adminUser.name });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('menuitem')).toHaveLength(0));
    expect(document.activeElement).toBe(button);
  });

  it('user menu: My Account and Legal Information; Log Out asks first, then logs out to /login', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router, storage } = renderApp('/home', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });

    await user.click(screen.getByRole('button', { name: adminUser.name }));
    await user.click(await screen.findByRole('menuitem', { name: 'Legal Information' }));
    expect(await screen.findByRole('heading', { name: 'Legal Information' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: adminUser.name }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login'));
    expect(storage.getItem(LOGOUT_FLAG_KEY)).toBe('true');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
