import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerList, type DealerListRequest } from '@yardfleet/contract/endpoints/dealers';
import { okEnvelope, on } from '../../testing/handlers/respond';
import { DEALER_USER_POSITION, DEALERS } from '../../testing/fixtures/dealers';
import { adminUser } from '../../testing/fixtures/users';
import { dealerHandlers, queryDealers } from '../../testing/handlers/dealers';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';

const server = setupServer();
/** Every request the screen sent, in order: path and JSON body. */
let sent: { readonly path: string; readonly body: unknown }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.includes('/dealer/')) return;
    void (request.method === 'POST' ? request.clone().json() : Promise.resolve(null)).then((body: unknown) => sent.push({ path, body }));
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

/** Gives jsdom a navigator.geolocation answering `outcome` (a position or a GeolocationPositionError code); returns the spy. */
const fakeGeolocation = (outcome: { readonly lat: number; readonly lng: number } | 1 | 2 | 3) => {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (typeof outcome === 'number')
      failure?.({ code: outcome, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else success({ coords: { latitude: outcome.lat, longitude: outcome.lng, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
};

const dealerTable = () => screen.findByRole('table', { name: 'Dealers' });
/** Each row's dealer name: the first line of its row header (the category is the second). */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByText(/./)[0]?.textContent);

describe('Dealers (/dealer; rules 2.17, 15)', () => {
  it('with the location granted, asks with the origin and shows the server distances in miles, nearest first', async () => {
    // The server's own distances (not recomputed by the screen): 3.42 and 12.64 miles.
    server.use(
      on(dealerList, async ({ request }) => {
        const body = (await request.json()) as DealerListRequest;
        const page = queryDealers(DEALERS, body);
        if (body.origin === null) return okEnvelope(page);
        const lincoln = DEALERS.find((d) => d.id === 'dl_0001');
        const evanston = DEALERS.find((d) => d.id === 'dl_0002');
        return okEnvelope({
          ...page,
          items: [
            { ...lincoln, distanceMiles: 3.42 },
            { ...evanston, distanceMiles: 12.64 },
          ],
          total: 2,
        });
      }),
      ...scenario(),
    );
    const locate = fakeGeolocation(DEALER_USER_POSITION);
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    expect(await within(table).findByText('Austin Green Machines')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Distance' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nearby' }));
    expect(locate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rowNames(table)).toEqual(['Lakeshore Turf Equipment', 'Evanston Mower Service']));
    expect(listRequests().at(-1)?.origin).toEqual(DEALER_USER_POSITION);
    expect(within(table).getByRole('columnheader', { name: 'Distance' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('3.4 mi');
    expect(rows[1]?.textContent).toContain('12.6 mi');
    expect(screen.getByRole('status').textContent).toBe('Nearest dealers first, distances from your location.');
  });

  it('with the location refused, shows the message of rules 15.4 and the search still asks the server', async () => {
    server.use(...scenario());
    fakeGeolocation(1);
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    await user.click(screen.getByRole('button', { name: 'Nearby' }));
    expect((await screen.findByRole('status')).textContent).toBe('Please authorise the location service to see dealers near you.');

    await user.type(screen.getByRole('searchbox', { name: 'Search name, town, city or postcode' }), 'evanston');
    await waitFor(() => expect(rowNames(table)).toEqual(['Evanston Mower Service']));
    expect(listRequests().at(-1)).toMatchObject({ search: 'evanston', origin: null });
    expect(screen.getByRole('status').textContent).toBe('Please authorise the location service to see dealers near you.');
  });

  it('with no position available, says it could not get the current location', async () => {
    server.use(...scenario());
    fakeGeolocation(3);
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    await dealerTable();
    await user.click(screen.getByRole('button', { name: 'Nearby' }));
    expect((await screen.findByRole('status')).textContent).toBe('Could not get your current location.');
    expect(listRequests().every((r) => r.origin === null)).toBe(true);
  });

  it('adds a dealer to the collection and removes it again', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    const add = await within(table).findByRole('button', { name: 'Add to my collection: Evanston Mower Service' });
    expect(add.textContent).toBe('Add');

    await user.click(add);
    const remove = await within(table).findByRole('button', { name: 'Remove from my collection: Evanston Mower Service' });
    expect(remove.textContent).toBe('Remove');
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    await user.click(remove);
    await within(table).findByRole('button', { name: 'Add to my collection: Evanston Mower Service' });
    const changes = sent.filter((r) => r.path.includes('/collection/'));
    expect(changes).toEqual([
      { path: '/web-hmac/web/dealer/collection/add', body: { dealerId: 'dl_0002' } },
      { path: '/web-hmac/web/dealer/collection/remove', body: { dealerId: 'dl_0002' } },
    ]);
  });

  it('"Only my collection" asks for collectionOnly and shows the collection; an empty one says so', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const first = renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    await within(table).findByText('Austin Green Machines');
    await user.click(screen.getByRole('checkbox', { name: 'Only my collection' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Lakeshore Turf Equipment', 'Milwaukee Yard & Fleet']));
    expect(listRequests().at(-1)?.collectionOnly).toBe(true);
    first.unmount();

    server.use(...dealerHandlers.emptyCollection());
    renderApp('/dealer', { user: adminUser });
    await user.click(await screen.findByRole('checkbox', { name: 'Only my collection' }));
    expect(await screen.findByText('Your collection is empty')).toBeTruthy();
  });

  it('filters by country (names in the interface language), category and region, and clears them', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/dealer', { user: adminUser });
    const table = await dealerTable();
    await within(table).findByText('Austin Green Machines');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'France', 'Germany', 'Italy', 'Netherlands', 'United States']),
    );
    await user.selectOptions(country, 'Germany');
    await waitFor(() => expect(rowNames(table)).toEqual(['Gartentechnik Schmidt']));
    expect(listRequests().at(-1)).toMatchObject({ country: 'DE', category: null, region: null });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Flagship store');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'US Midwest');
    await waitFor(() => expect(rowNames(table)).toEqual(['Milwaukee Yard & Fleet']));
    expect(listRequests().at(-1)).toMatchObject({ country: null, category: 'flagship_store', region: 'us_midwest' });
  });

  it('keeps Nearby on when the user comes back, and asks the browser again', async () => {
    server.use(...scenario());
    const locate = fakeGeolocation(DEALER_USER_POSITION);
    const user = userEvent.setup();
    const { router } = renderApp('/dealer', { user: adminUser });
    await dealerTable();
    await user.click(screen.getByRole('button', { name: 'Nearby' }));
    await screen.findByRole('columnheader', { name: 'Distance' });
    await router.navigate('/home');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Dealers' })).toBeNull());
    await router.navigate('/dealer');
    await screen.findByRole('columnheader', { name: 'Distance' });
    expect(locate).toHaveBeenCalledTimes(2);
  });
});
