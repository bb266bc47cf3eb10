import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL_IDS } from '../../testing/fixtures/equipment-detail';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentDetailHandlers } from '../../testing/handlers/equipment-detail';
import { heldFirstScreen } from '../../testing/held-first-screen';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const card = (name: string) => screen.findByRole('region', { name });
/** The value shown under a label of a card's field list. */
const field = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('Equipment detail (rules 2.11)', () => {
  it('shows the machine with its header, overview, health and the no-location message when it never reported a position', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: adminUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spare mower' })).toBeTruthy();
    expect(screen.getByText('YF20LM5A0009')).toBeTruthy();
    expect(screen.getByText('Never seen')).toBeTruthy();
    const overview = await card('Overview');
    expect(field(overview, 'Category')).toBe('Lawn mower');
    expect(field(overview, 'Model number')).toBe('LM2150E');
    expect(field(overview, 'Added')).toBe('04/01/2025');
    expect(field(overview, 'Last seen')).toBe('Never');
    const location = await card('Location');
    expect(within(location).getByText('There is no location information for this device.')).toBeTruthy();
    const health = await card('Health');
    expect(field(health, 'Error code')).toBe('None');
    expect(within(health).getByText('Please update the firmware through the mobile app.')).toBeTruthy();
    expect(field(health, 'Battery health')).toBe('The battery has not reported yet.');
    expect(within(await card('Tags')).getByText('No tags assigned.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit tags' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('keeps the location card standing without a canvas: the position in degrees stays when the map cannot start', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.withLocation}`, { user: adminUser });
    const location = await card('Location');
    expect(within(location).getByText(/^41\.\d+, -87\.\d+$/)).toBeTruthy();
    expect(within(location).queryByText('There is no location information for this device.')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Health' })).toBeTruthy();
  });

  it('holds the map (OpenLayers and the map config read) until the first screen has painted, keeping its place (rules 17.9, 21.4)', async () => {
    server.use(...scenario());
    await import('./location-map'); // loaded already: only the gate can keep the map from asking for its config
    const firstScreen = heldFirstScreen(server);
    const { mapConfigReads } = firstScreen;
    try {
      renderApp(`/equipment/${DETAIL_IDS.withLocation}`, { user: adminUser });
      const location = await card('Location');
      expect(within(location).getByText(/^Nearest warehouse:/)).toBeTruthy();
      expect(within(location).getByText('Loading the map…').className).toContain('h-64');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mapConfigReads).toEqual([]);
      expect(within(location).getByText('Loading the map…')).toBeTruthy();
      firstScreen.open();
      await waitFor(() => expect(mapConfigReads).toHaveLength(1));
    } finally {
      firstScreen.release();
    }
  });

  it('says the device is offline and shows its last known position', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.offline}`, { user: adminUser });
    const location = await card('Location');
    expect(within(location).getByText('The device is offline. No data available.')).toBeTruthy();
    expect(within(location).getByText('Last known position')).toBeTruthy();
    expect(within(location).getByText(/^41\.\d+, -87\.\d+$/)).toBeTruthy();
  });

  it('shows the low battery text of the region: US on na, EU on eu, with capacity and cycles', async () => {
    server.use(...scenario());
    const us = renderApp(`/equipment/${DETAIL_IDS.lowBattery}`, { user: adminUser, region: 'na' });
    let health = await card('Health');
    expect(field(health, 'Maximum capacity')).toBe('64%');
    expect(field(health, 'Charge cycle count')).toBe('79 cycles');
    expect(within(health).getByText(/Ask your dealer about their battery recycling program/)).toBeTruthy();
    us.unmount();
    renderApp(`/equipment/${DETAIL_IDS.lowBattery}`, { user: adminUser, region: 'eu' });
    health = await card('Health');
    expect(within(health).getByText(/Hand in spent batteries at an EU battery collection point/)).toBeTruthy();
    expect(within(health).queryByText(/recycling program/)).toBeNull();
  });

  it('shows the error code with its fault', async () => {
    server.use(...scenario());
    renderApp(`/equipment/${DETAIL_IDS.errorCode}`, { user: adminUser });
    const health = await card('Health');
    expect(within(health).getByText('E-217')).toBeTruthy();
    expect(within(health).getByText('The machine reported a fault and does no work until it is cleared.')).toBeTruthy();
    expect(field(await card('Overview'), 'Activity')).toBe('Faulty');
  });

  it('shows an employee the detail read only, and a manager the write actions', async () => {
    server.use(...scenario({ user: employeeUser }));
    const employee = renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: employeeUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spare mower' })).toBeTruthy();
    expect(screen.getByText('You can view this equipment. Only admins and managers can change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit tags' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    employee.unmount();
    server.resetHandlers(...scenario({ user: managerUser }));
    renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: managerUser });
    expect(await screen.findByRole('button', { name: 'Edit tags' })).toBeTruthy();
  });

  it('assigns tags through the dialog and shows them after saving', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    const crews = await within(dialog).findByRole('group', { name: 'Crews' });
    await user.click(within(crews).getByRole('checkbox', { name: 'South crew' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Service' })).getByRole('checkbox', { name: 'Blade due' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const tags = await card('Tags');
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Crews:\u00a0South crew', 'Service:\u00a0Blade due']),
    );
    expect(await screen.findByText('Tags saved.')).toBeTruthy();
  });

  it('deletes after a confirmation that keeps collected data, then lands on the list without the machine; going back says not found', async () => {
    server.use(...equipmentDetailHandlers.withList(), ...scenario());
    const user = userEvent.setup();
    const { router } = renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this equipment?' });
    expect(confirm.textContent).toContain('Spare mower (YF20LM5A0009) will be deleted permanently. The data it collected stays in statistics and reports.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment'));
    const table = await screen.findByRole('table', { name: 'Equipment' });
    expect(await within(table).findByRole('link', { name: 'North crew mower 1' })).toBeTruthy();
    expect(within(table).queryByText('Spare mower')).toBeNull();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Equipment not found' })).toBeTruthy();
  });

  it('shows not found with a link back to the list for a missing or foreign machine (1170010404)', async () => {
    server.use(...equipmentDetailHandlers.notFound(), ...scenario());
    renderApp('/equipment/eq_999', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Equipment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' }).getAttribute('href')).toBe('/equipment');
    // The screen says it, translated; no toast repeats the server's English message.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the detail fails to load', async () => {
    server.use(...equipmentDetailHandlers.httpError(), ...scenario());
    renderApp(`/equipment/${DETAIL_IDS.noLocation}`, { user: adminUser });
    expect(await screen.findByText('The equipment detail could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
