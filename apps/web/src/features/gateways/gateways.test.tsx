import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_IDS } from '../../testing/fixtures/gateways';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';

const server = setupServer();
/** Every gateway list request body the fake server received, in order. */
let listBodies: Record<string, unknown>[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/web-hmac/web/gateway/list'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => listBodies.push(body));
  });
});
afterEach(() => {
  server.resetHandlers();
  listBodies = [];
});
afterAll(() => server.close());

const table = () => screen.findByRole('table', { name: 'Gateways' });
const rowOf = async (serial: string) => (await within(await table()).findByRole('rowheader', { name: new RegExp(serial) })).closest('tr') as HTMLElement;

describe('Gateways list (rules 14.1 to 14.3)', () => {
  it('opens on the charger gateways with every tab counted; another tab asks the server for its kind and is kept in the URL', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/gateway', { user: adminUser });
    expect(await rowOf('CGW2A0101')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Gateway kinds' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Charger gateway4, 4 gateways',
      'App gateway fixed1, 1 gateway',
      'App gateway mobile2, 2 gateways',
      'Device gateway5, 5 gateways',
      'App gateway1, 1 gateway',
    ]);
    await user.click(screen.getByRole('tab', { name: /^Device gateway/ }));
    expect(await rowOf('YG3A00117')).toBeTruthy();
    expect(within(await table()).queryByRole('rowheader', { name: /CGW2A0101/ })).toBeNull();
    expect(listBodies.at(-1)).toMatchObject({ kind: 'device_gateway', search: null, sort: 'last_connected_desc', page: 1 });
    expect(router.state.location.search).toBe('?tab=device_gateway');
    const north = await rowOf('YG3A00117');
    expect(north.textContent).toContain('North Depot');
    expect(within(north).getByRole('link', { name: 'YG3A00117' }).getAttribute('href')).toBe(`/gateway/${GATEWAY_IDS.deviceNorth}`);
    expect((await rowOf('YG3A00190')).textContent).toContain('There is no location information for this device.');

    await user.click(within(north).getByRole('link', { name: 'YG3A00117' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'YG3A00117' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to gateways' }).getAttribute('href')).toBe('/gateway?tab=device_gateway');
  });

  it('toggles the order of last connected (aria-sort) and asks the server for it', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/gateway?tab=device_gateway', { user: adminUser });
    await rowOf('YG3A00117');
    const header = within(await table()).getByRole('columnheader', { name: /Last connected/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Gateways' }))
          .getByRole('columnheader', { name: /Last connected/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ kind: 'device_gateway', sort: 'last_connected_asc' }));
  });

  it('finds deleted gateways by search, marked with the company-local date, without actions', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/gateway?tab=device_gateway', { user: adminUser });
    await rowOf('YG3A00117');
    await user.type(screen.getAllByRole('searchbox', { name: 'Search by serial number or model' })[0] as HTMLElement, 'YG2B');
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ kind: 'device_gateway', search: 'YG2B' }));
    const deleted = await rowOf('YG2B00012');
    expect(deleted.textContent).toContain('Deleted 03/02/2026');
    expect(within(deleted).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(await rowOf('YG2B00031')).getByRole('button', { name: 'Actions for YG2B00031' })).toBeTruthy();
    expect(screen.getByText('Search results include deleted gateways.')).toBeTruthy();
  });

  it('resets a gateway after a confirmation that says what happens; the list is refreshed', async () => {
    server.use(...scenario({ user: managerUser }));
    const user = userEvent.setup();
    renderApp('/gateway?tab=device_gateway', { user: managerUser });
    const row = await rowOf('YG3A00117');
    await user.click(within(row).getByRole('button', { name: 'Actions for YG3A00117' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this gateway?' });
    expect(within(dialog).getByText('YG3A00117 leaves North Depot and must be bound again in the mobile app; the warehouse can then be deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Gateway reset. Bind it again in the mobile app.')).toBeTruthy();
    await waitFor(async () => expect((await rowOf('YG3A00117')).textContent).toContain('Reset pending'));
    // It left the warehouse but has not moved: its position now reads by the nearest warehouse (rules 14.2).
    expect((await rowOf('YG3A00117')).textContent).toContain('Near North Depot (0 mi)');
  });

  it('names a phone gateway’s position by the nearest warehouse with the distance in miles, the coordinates under it', async () => {
    server.use(...scenario());
    renderApp('/gateway?tab=app_gateway_mobile', { user: adminUser });
    const phone = await rowOf('F2LZK0Q1N72');
    await waitFor(() => expect(phone.textContent).toContain('Near North Depot (1.2 mi)'));
    expect(within(phone).getByText('41.92620, -87.64880')).toBeTruthy();
    expect((await rowOf('3A021JEHN0')).textContent).toContain('Near South Depot (2.2 mi)');
  });

  it('shows an employee the gateways without reset or delete', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp('/gateway?tab=device_gateway', { user: employeeUser });
    await rowOf('YG3A00117');
    expect(within(await table()).queryAllByRole('button', { name: /Actions for/ })).toEqual([]);
    expect(within(await table()).queryAllByRole('columnheader', { name: 'Actions' })).toEqual([]);
  });
});

describe('Gateway detail (rules 14.4, 14.5)', () => {
  it('lists a device gateway’s sub-devices, machines linking to their detail', async () => {
    server.use(...scenario());
    renderApp(`/gateway/${GATEWAY_IDS.deviceNorth}`, { user: adminUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'YG3A00117' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('YG3A00117'));
    const subDevices = screen.getByRole('table', { name: 'Sub-devices' });
    const rows = within(subDevices).getAllByRole('rowheader');
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 3).map((row) => row.textContent)).toEqual(['North crew mower 1', 'Zero-turn 42 North', 'North crew mower 2']);
    expect(rows.at(-1)?.closest('tr')?.textContent).toContain('Never');
    expect(within(subDevices).getByRole('link', { name: 'North crew mower 1' }).getAttribute('href')).toBe('/equipment/eq_001');
    expect(within(subDevices).getAllByText('Connected').length).toBe(4);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });

  it('links a charger gateway’s chargers to the charge system, and shows deleted and unknown gateways', async () => {
    server.use(...scenario({ user: employeeUser }));
    const first = renderApp(`/gateway/${GATEWAY_IDS.chargerNorth}`, { user: employeeUser });
    const subDevices = await screen.findByRole('table', { name: 'Sub-devices' });
    const links = within(subDevices).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(new Set([`/power/${GATEWAY_IDS.chargerNorth}`]));
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    first.unmount();

    const second = renderApp(`/gateway/${GATEWAY_IDS.deviceDeleted}`, { user: adminUser });
    expect((await screen.findByText(/^Deleted on/)).textContent).toBe('Deleted on 03/02/2026. It no longer reports and shows only in search results.');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    second.unmount();

    renderApp('/gateway/gw_unknown_0001', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Gateway not found' })).toBeTruthy();
  });
});
