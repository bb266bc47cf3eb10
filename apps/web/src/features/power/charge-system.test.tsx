import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@yardfleet/data/api';
import { chargeSystemTag } from '@yardfleet/data/cache-tags';
import { chargeSystemById, POWER_IDS } from '../../testing/fixtures/power';
import { adminUser } from '../../testing/fixtures/users';
import { powerHandlers } from '../../testing/handlers/power';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const card = (name: string) => screen.findByRole('region', { name });
/** The list item of port `number` in a charger's card. */
const port = (region: HTMLElement, number: number) =>
  within(region)
    .getByRole('heading', { level: 4, name: `Port ${number}` })
    .closest('li') as HTMLElement;
/** The value under a label in a field list. */
const field = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

const south = chargeSystemById(POWER_IDS.south);
if (south === undefined) throw new Error('fixture South Depot missing');

describe('Charge system detail (rules 11.3)', () => {
  it('shows the gateway, each charger with its energy and its ports with state, power and battery', async () => {
    server.use(...scenario());
    renderApp(`/power/${POWER_IDS.north}`, { user: adminUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'North Depot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the power overview' }).getAttribute('href')).toBe('/power');
    const gateway = await card('Gateway');
    expect(field(gateway, 'Serial number')).toBe('CGW2A0101');
    expect(field(gateway, 'Model')).toBe('CG-200');
    expect(field(gateway, 'Status')).toBe('Online');
    expect(field(gateway, 'Last connected')).toBe('1 minute ago');
    const bay1 = await card('Bay 1 charger');
    expect(field(bay1, 'Energy charged today')).toBe('12.4 kWh');
    expect(field(bay1, 'Historical total')).toBe('1,840.5 kWh');
    expect(field(bay1, 'Daily average')).toBe('9.8 kWh');
    const charging = port(bay1, 1);
    expect(within(charging).getByText('Charging')).toBeTruthy();
    expect(field(charging, 'Power')).toBe('1,250 W');
    expect(field(charging, 'Battery')).toBe('Portable · PB5A20117');
    expect(within(charging).getByRole('meter', { name: 'State of charge of battery PB5A20117' }).getAttribute('aria-valuenow')).toBe('62');
    expect(field(charging, 'Remaining charge time')).toBe('1 h 47 min');
    expect(field(port(bay1, 2), 'Battery')).toBe('High capacity · HC20A0042');
    expect(field(port(bay1, 2), 'Battery optimization')).toBe('Active');
    expect(within(port(await card('Bay 2 charger'), 3)).getByText('No battery on this port.')).toBeTruthy();
  });

  it('shows the estimated completion in the company time zone, dates in the region order', async () => {
    server.use(...scenario());
    const chicago = renderApp(`/power/${POWER_IDS.north}`, { user: adminUser, region: 'na' });
    expect(field(port(await card('Bay 1 charger'), 1), 'Estimated completion')).toBe('03/12/2026 11:47 CDT');
    chicago.unmount();
    server.resetHandlers(...powerHandlers.populated([{ ...south, timeZone: 'Europe/Berlin' }]), ...scenario());
    renderApp(`/power/${POWER_IDS.south}`, { user: adminUser, region: 'eu' });
    // 15:35 UTC is 16:35 in Berlin (CET, UTC+1, on 12 March 2026).
    expect(field(port(await card('South bay charger'), 2), 'Estimated completion')).toBe('12/03/2026 16:35 GMT+1');
  });

  it('gives a legacy battery no estimate, and a low-health battery the text of the region', async () => {
    server.use(...scenario());
    renderApp(`/power/${POWER_IDS.south}`, { user: adminUser, region: 'na' });
    const charger = await card('South bay charger');
    const legacy = port(charger, 1);
    expect(field(legacy, 'Remaining charge time')).toBe('No estimate for legacy batteries.');
    expect(within(legacy).queryByText('Estimated completion')).toBeNull();
    expect(field(legacy, 'State of charge')).toBe('Unknown');
    const low = port(charger, 2);
    expect(field(low, 'Maximum capacity')).toBe('64%');
    expect(field(low, 'Charge cycle count')).toBe('790 cycles');
    expect(field(low, 'Battery health')).toMatch(/Ask your dealer about their battery recycling program/);
  });

  it('translates the suggestion of each error: a port overheating, a charger losing its gateway', async () => {
    server.use(...scenario());
    const north = renderApp(`/power/${POWER_IDS.north}`, { user: adminUser });
    const overheat = port(await card('Bay 2 charger'), 1);
    expect(within(overheat).getByText('Error B-402')).toBeTruthy();
    expect(within(overheat).getByText(/Move the charger out of direct sun and keep its vents clear/)).toBeTruthy();
    expect(within(port(await card('Bay 2 charger'), 2)).getByText(/Take the battery off the charger and stop using it/)).toBeTruthy();
    north.unmount();
    renderApp(`/power/${POWER_IDS.riverside}`, { user: adminUser });
    const riverside = await card('Riverside charger');
    expect(field(riverside, 'Status')).toBe('Offline');
    expect(field(riverside, 'Last report')).toBe('3 hours ago');
    expect(within(riverside).getByText('Error C-301')).toBeTruthy();
    expect(within(riverside).getByText(/Check the cable between the charger and the gateway/)).toBeTruthy();
  });

  it('names the tab and the breadcrumb after the charge system, with a link back to the overview', async () => {
    server.use(...scenario());
    renderApp(`/power/${POWER_IDS.south}`, { user: adminUser });
    await screen.findByRole('heading', { level: 1, name: 'South Depot' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Power Overview' }).getAttribute('href')).toBe('/power');
    expect(crumbs.textContent).toContain('South Depot');
    expect(within(screen.getByRole('navigation', { name: 'Open pages' })).getByRole('button', { name: 'South Depot' })).toBeTruthy();
  });

  it('follows the live stream: a ChargeSystem tag invalidation shows the new port state without a reload', async () => {
    server.use(...scenario());
    const { store } = renderApp(`/power/${POWER_IDS.south}`, { user: adminUser });
    expect(within(port(await card('South bay charger'), 2)).getByText('Charging')).toBeTruthy();
    const [southCharger] = south.chargers;
    if (southCharger === undefined) throw new Error('fixture charger missing');
    const done = {
      ...south,
      chargers: [
        {
          ...southCharger,
          ports: southCharger.ports.map((p) =>
            p.number === 2 ? { ...p, state: 'fully_charged' as const, remainingSeconds: null, estimatedCompletionAt: null } : p,
          ),
        },
      ],
    };
    server.use(...powerHandlers.populated([done]));
    store.dispatch(api.util.invalidateTags([chargeSystemTag(POWER_IDS.south)]));
    await waitFor(() => expect(within(port(screen.getByRole('region', { name: 'South bay charger' }), 2)).getByText('Fully charged')).toBeTruthy());
  });

  it('shows not found for a missing or foreign charge system (1170010404), without a toast', async () => {
    server.use(...powerHandlers.notFound(), ...scenario());
    renderApp('/power/gw_other_9999', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Charge system not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the power overview' }).getAttribute('href')).toBe('/power');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the detail fails to load', async () => {
    server.use(...powerHandlers.httpError(), ...scenario());
    renderApp(`/power/${POWER_IDS.north}`, { user: adminUser });
    expect(await screen.findByText('The charge system could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
