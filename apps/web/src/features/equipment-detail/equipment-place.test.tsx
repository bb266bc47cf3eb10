import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_IDS } from '../../testing/fixtures/equipment-detail';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

describe('Equipment detail: where the machine is (rules 17.6)', () => {
  it('names the warehouse of a machine in warehouse, as a link to its edit page', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.offline}`, { user: adminUser });
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).getByText(/^Warehouse:/)).toBeTruthy();
    expect(within(location).getByRole('link', { name: 'North Depot' }).getAttribute('href')).toBe('/warehouse/wh_north_0001/edit');
    expect(within(location).queryByText(/Nearest warehouse/)).toBeNull();
  });

  it('gives a machine out for work the nearest warehouse and its distance in miles', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.withLocation}`, { user: adminUser });
    const location = await screen.findByRole('region', { name: 'Location' });
    const line = within(location).getByText(/^Nearest warehouse:/);
    expect(line.textContent).toMatch(/^Nearest warehouse: North Depot, \d+(\.\d)? mi away$/);
    expect(within(line).getByRole('link', { name: 'North Depot' })).toBeTruthy();
  });

  it('links an employee (no fleet.edit) to the warehouse list instead of the edit page', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp(`/equipment/${DETAIL_IDS.withLocation}`, { user: employeeUser });
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).getByRole('link', { name: 'North Depot' }).getAttribute('href')).toBe('/warehouse');
  });
});
