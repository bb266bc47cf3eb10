import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../testing/fixtures/equipment';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentOverviewHandlers } from '../../testing/handlers/equipment-overview';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const outForWork = EQUIPMENT.filter((item) => item.inventoryStatus === 'out_for_work');
const online = EQUIPMENT.filter((item) => item.onlineStatus === 'online');
const rowNames = async () =>
  within(await screen.findByRole('table', { name: 'Equipment' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const overview = () => screen.findByRole('region', { name: 'Fleet overview' });

describe('Inventory home overview (rules 10.11)', () => {
  it('shows the counts above the list on /home and applies a count as the list filter', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { store } = renderApp('/home', { user: adminUser });
    const region = await overview();
    const inventory = within(region).getByRole('group', { name: 'Inventory status' });
    const button = await within(inventory).findByRole('button', { name: `Out for work ${String(outForWork.length)}` });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(store.getState().equipmentList.inventoryStatus).toBe('out_for_work');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(async () => expect(await rowNames()).toEqual(outForWork.slice(0, 20).map((item) => item.name)));
    const filter = screen.getByRole('combobox', { name: 'Inventory status' }) as HTMLSelectElement;
    expect(filter.selectedOptions[0]?.textContent).toBe('Out for work');

    await user.click(within(within(region).getByRole('group', { name: 'Online status' })).getByRole('button', { name: /^Online/ }));
    const both = outForWork.filter((item) => online.includes(item)).slice(0, 20);
    expect(both.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await rowNames()).toEqual(both.map((item) => item.name)));

    await user.click(button);
    expect(store.getState().equipmentList.inventoryStatus).toBeNull();
    await waitFor(async () => expect(await rowNames()).toEqual(online.slice(0, 20).map((item) => item.name)));
  });

  it('applies the Overdue count as the service filter of the list, and clears it on a second click', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { store } = renderApp('/home', { user: adminUser });
    const region = await overview();
    const overdue = EQUIPMENT.filter((item) => item.serviceDue === 'overdue');
    expect(overdue.length).toBeGreaterThan(0);
    const service = within(region).getByRole('group', { name: 'Service due' });
    const button = await within(service).findByRole('button', { name: `Overdue ${String(overdue.length)}` });
    expect(within(service).getByRole('button', { name: /^Due/ }).getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(async () => expect(await rowNames()).toEqual(overdue.slice(0, 20).map((item) => item.name)));
    const filter = screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement;
    expect(filter.selectedOptions[0]?.textContent).toBe('Overdue');

    await user.click(button);
    expect(store.getState().equipmentList.serviceDue).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(async () => expect(await rowNames()).toEqual(EQUIPMENT.slice(0, 20).map((item) => item.name)));
  });

  it('offers a retry after an error', async () => {
    server.use(equipmentOverviewHandlers.httpError(), ...scenario());
    renderApp('/home', { user: adminUser });
    const region = await overview();
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('The overview could not be loaded.');
    server.resetHandlers(...scenario());
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('button', { name: `Out for work ${String(outForWork.length)}` })).toBeTruthy();
  });

  it('is not shown on /equipment', async () => {
    server.use(...scenario());
    renderApp('/equipment', { user: adminUser });
    await screen.findByRole('table', { name: 'Equipment' });
    expect(screen.queryByRole('region', { name: 'Fleet overview' })).toBeNull();
  });
});
