import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerList, dealerMap, type DealerListRequest, type DealerMapRequest } from '@yardfleet/contract/endpoints/dealers';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';

const server = setupServer();
/** Every dealer request the screen sent, in order: path and JSON body. */
let sent: { readonly path: string; readonly body: unknown }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.includes('/dealer/') || request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ path, body }));
  });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'geolocation');
});
afterAll(() => server.close());

const listRequests = (): DealerListRequest[] => sent.filter((r) => r.path === dealerList.path).map((r) => r.body as DealerListRequest);
const mapRequests = (): DealerMapRequest[] => sent.filter((r) => r.path === dealerMap.path).map((r) => r.body as DealerMapRequest);

/** A navigator.geolocation that refuses (PERMISSION_DENIED). */
const refuseGeolocation = () => {
  const getCurrentPosition = vi.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
    failure?.({ code: 1, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
};

const dealerTable = () => screen.findByRole('table', { name: 'Dealers' });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByText(/./)[0]?.textContent);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Dealers: home order, places to measure from, filters that fit, the whole map (rules 15.3 to 15.6)', () => {
  it("opens with the company's own region first (Chicago: the Midwest, then the rest of the US, then Europe)", async () => {
    server.use(...scenario());
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    await waitFor(() => expect(rowNames(table)[0]).toBe('Evanston Mower Service'));
    const names = rowNames(table);
    expect(names.indexOf('Milwaukee Yard & Fleet')).toBeLessThan(names.indexOf('Austin Green Machines'));
    expect(names.indexOf('Sacramento Valley Mowers')).toBeLessThan(names.indexOf('Gartentechnik Schmidt'));
    expect(names.indexOf('Macchine Verdi Bologna')).toBeGreaterThan(names.indexOf('Sacramento Valley Mowers'));
  });

  it('with the location refused, offers a town or postcode to measure from and lists the nearest to it with distances', async () => {
    server.use(...scenario());
    refuseGeolocation();
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    expect(screen.queryByRole('textbox', { name: 'Town or postcode to measure from' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nearby' }));
    await user.type(await screen.findByRole('textbox', { name: 'Town or postcode to measure from' }), 'Evanston');
    await user.click(screen.getByRole('button', { name: 'Measure' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nearest dealers first, distances from Evanston, IL, US.'));
    expect(listRequests().at(-1)).toMatchObject({ near: 'Evanston', origin: null });
    expect(await within(table).findByRole('columnheader', { name: 'Distance' })).toBeTruthy();
    expect(rowNames(table)[0]).toBe('Evanston Mower Service');

    await user.clear(screen.getByRole('textbox', { name: 'Town or postcode to measure from' }));
    await user.type(screen.getByRole('textbox', { name: 'Town or postcode to measure from' }), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Measure' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No town or postcode “Atlantis” in the dealer directory. Try a nearby town.'));
    await user.click(screen.getByRole('button', { name: 'Stop measuring' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please authorise the location service to see dealers near you.'));
    expect(within(table).queryByRole('columnheader', { name: 'Distance' })).toBeNull();
  });

  it('answers a postcode search no dealer has (60601) with the dealers nearest its area', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search name, town, city or postcode' }), '60601');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No dealer matches “60601”: showing the dealers nearest Chicago, IL, US.'));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Lakeshore Turf Equipment'));
    expect(within(table).getByRole('columnheader', { name: 'Distance' })).toBeTruthy();
  });

  it('offers only the countries of the chosen region and the regions of the chosen country, so the two always fit together', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    await dealerTable();
    const country = screen.getByRole('combobox', { name: 'Country' });
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(optionsOf(region)).toContain('Western Europe'));
    await user.selectOptions(region, 'Western Europe');
    await waitFor(() => expect(optionsOf(country)).toEqual(['All', 'France', 'Germany', 'Netherlands']));
    await user.selectOptions(country, 'Germany');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ country: 'DE', region: 'eu_western' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await waitFor(() => expect(optionsOf(screen.getByRole('combobox', { name: 'Region' }))).toEqual(['All', 'US Midwest', 'US South', 'US West']));
    expect(listRequests().at(-1)).toMatchObject({ country: 'US', region: null });
  });

  it('asks the map for every dealer of the query, not only the page', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    await dealerTable();
    await waitFor(() => expect(mapRequests().length).toBeGreaterThan(0));
    expect(mapRequests().at(-1)).not.toHaveProperty('page');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    await waitFor(() => expect(mapRequests().at(-1)).toMatchObject({ country: 'DE' }));
  });
});
