import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { geocodeHandlers } from '../../testing/handlers/geocode';
import { heldFirstScreen } from '../../testing/held-first-screen';
import { scenario } from '../../testing/handlers/scenarios';
import { warehouseHandlers } from '../../testing/handlers/warehouses';
import { matchMediaFor, renderApp } from '../../testing/render-app';
import { metresOf, sliderOf } from './step-radius';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

const next = () => screen.getByRole('button', { name: 'Next' });

describe('Warehouses list (rules 17.4, 17.5)', () => {
  it('lists the depots with their columns; one with gateways says so and offers no delete, one without is deleted', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Address', 'Location', 'Radius (m)', 'Gateways', 'Actions']);
    const south = (await within(table).findByRole('rowheader', { name: 'South Depot' })).closest('tr');
    expect(south?.textContent).toContain('41.82360, -87.66550');
    expect(screen.getByRole('button', { name: 'Set up a warehouse' })).toBeTruthy();

    // Rules 17.4: the has-gateways text comes before any delete, and the delete cannot be started.
    const southDelete = within(table).getByRole('button', { name: 'Delete South Depot' }) as HTMLButtonElement;
    expect(southDelete.disabled).toBe(true);
    expect(southDelete.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(southDelete.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This warehouse has 2 gateways assigned, reset them before removing it.',
    );
    await user.click(southDelete);
    expect(screen.queryByRole('dialog', { name: 'Delete this warehouse?' })).toBeNull();
    expect(within(table).getByText('This warehouse has 3 gateways assigned, reset them before removing it.')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Delete West Depot' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this warehouse?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'West Depot' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Set up a warehouse' }));
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
  });

  it('holds the map (OpenLayers and the map config read) until the first screen has painted, keeping its place (rules 17.9, 21.4)', async () => {
    server.use(...scenario());
    await import('./warehouse-map'); // loaded already: only the gate can keep the map from asking for its config
    const firstScreen = heldFirstScreen(server);
    const { mapConfigReads } = firstScreen;
    try {
      renderApp('/warehouse', { user: adminUser });
      const table = await screen.findByRole('table', { name: 'Warehouses' });
      expect(await within(table).findByRole('rowheader', { name: 'South Depot' })).toBeTruthy();
      // Past the idle callback (at most 1 s): the gate alone still holds the map.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(mapConfigReads).toEqual([]);
      expect(screen.getByText('Loading the map…').className).toContain('h-80');
      firstScreen.open();
      await waitFor(() => expect(mapConfigReads).toHaveLength(1));
    } finally {
      firstScreen.release();
    }
  });

  it("keeps each warehouse's fields, status and actions in its row, which a phone shows as a card (rules 2.22)", async () => {
    // One render at every width: below 992 px CSS alone turns the rows into cards (the Phone story checks that in a browser).
    vi.stubGlobal('matchMedia', matchMediaFor(390));
    try {
      server.use(...scenario());
      renderApp('/warehouse', { user: adminUser });
      const table = await screen.findByRole('table', { name: 'Warehouses' });
      const south = (await within(table).findByRole('rowheader', { name: 'South Depot' })).closest('tr');
      if (south === null) throw new Error('no South Depot row');
      expect(south.textContent).toContain('41.82360, -87.66550');
      expect(south.textContent).toContain('This warehouse has 2 gateways assigned, reset them before removing it.');
      expect(within(south).getByText('Radius (m)')).toBeTruthy();
      expect((within(table).getByRole('button', { name: 'Delete West Depot' }) as HTMLButtonElement).disabled).toBe(false);
      expect(within(south).getByRole('button', { name: 'Edit South Depot' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows an employee the list without set-up, edit or delete', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp('/warehouse', { user: employeeUser });
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(await within(table).findByRole('rowheader', { name: 'North Depot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up a warehouse' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Only admins and managers can set up, edit or delete warehouses.')).toBeTruthy();
  });

  it('explains warehouses when there are none, and offers a retry when the list fails', async () => {
    server.use(...warehouseHandlers.empty(), ...scenario());
    const first = renderApp('/warehouse', { user: adminUser });
    expect(await screen.findByText('No warehouses yet')).toBeTruthy();
    expect(screen.getByText(/Machines inside the radius count as in warehouse/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up a warehouse' })).toBeTruthy();
    first.unmount();
    server.use(...warehouseHandlers.httpError());
    renderApp('/warehouse', { user: adminUser });
    expect(await screen.findByText('The warehouses could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Warehouse set-up wizard (rules 17.2, 17.3)', () => {
  it('sets up a warehouse from typed coordinates in three steps and lands on the list', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse/new', { user: adminUser });
    expect((await screen.findByText('Step 1 of 3')).textContent).toBe('Step 1 of 3');
    const steps = screen.getByRole('list', { name: 'Set-up steps' });
    expect(within(steps).getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    // Rules 17.2: typed coordinates are the chosen point at once, with no result to click.
    await user.type(screen.getByRole('textbox', { name: 'Search an address or coordinates' }), '41.8781° N, 87.6298° W');
    expect(screen.getByText('Chosen location')).toBeTruthy();
    expect(screen.getByText('41.87810, -87.62980')).toBeTruthy();
    expect(screen.queryByText('No location chosen yet: search above or click the map.')).toBeNull();
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.click(next());

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const metres = screen.getByRole('spinbutton', { name: 'Radius in metres' });
    expect((metres as HTMLInputElement).value).toBe('150');
    await user.clear(metres);
    await user.type(metres, '5');
    expect(screen.getByText('Radius must be between 10 and 50000.')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await user.type(metres, '00');
    expect((screen.getByRole('slider', { name: 'Radius slider' }) as HTMLInputElement).getAttribute('aria-valuetext')).toBe('500 m');
    await user.click(next());

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save warehouse' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Loop Yard');
    await user.click(screen.getByRole('button', { name: 'Save warehouse' }));
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    const row = (await within(table).findByRole('rowheader', { name: 'Loop Yard' })).closest('tr');
    expect(row?.textContent).toContain('41.87810, -87.62980');
    expect(row?.textContent).toContain('500');
    expect(await screen.findByText('Warehouse set up.')).toBeTruthy();
  });

  it('prefills the address from a search result, keeps values when going back, and shows a server name error on step 3', async () => {
    server.use(...warehouseHandlers.invalidName(), ...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse/new', { user: adminUser });
    await user.type(await screen.findByRole('textbox', { name: 'Search an address or coordinates' }), 'willis tower');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /^Willis Tower, 233 South Wacker Drive/ }));
    await user.click(next());
    await user.click(next());
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toMatch(/^Willis Tower, 233 South Wacker Drive/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tower Yard');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText(/^Willis Tower, 233 South Wacker Drive/)).toBeTruthy();
    await user.click(next());
    await user.click(next());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Tower Yard');
    await user.click(screen.getByRole('button', { name: 'Save warehouse' }));
    expect(await screen.findByText('Your Name must be at most 50 characters long')).toBeTruthy();
  });

  it('chooses a search result from the keyboard, and shows a name another warehouse has on the name field (rules 17.2)', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse/new', { user: adminUser });
    await user.type(await screen.findByRole('textbox', { name: 'Search an address or coordinates' }), 'willis tower{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('button')[0];
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen location')).toBeTruthy();
    await user.click(next());
    await user.click(next());
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'North Depot');
    await user.click(screen.getByRole('button', { name: 'Save warehouse' }));
    expect(await screen.findByText('Another warehouse already has this name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('North Depot');
    expect(screen.queryByRole('table', { name: 'Warehouses' })).toBeNull();
  });

  it('says to enter coordinates when the address search is unavailable', async () => {
    server.use(...geocodeHandlers.unavailable(), ...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse/new', { user: adminUser });
    await user.type(await screen.findByRole('textbox', { name: 'Search an address or coordinates' }), 'Navy Pier{Enter}');
    expect(await screen.findByText('Address search is not available right now. Enter coordinates or click the map.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Search an address or coordinates' }));
    await user.type(screen.getByRole('textbox', { name: 'Search an address or coordinates' }), '95, 10{Enter}');
    expect(await screen.findByText('Latitude must be between -90 and 90 and longitude between -180 and 180.')).toBeTruthy();
  });

  it('edits a warehouse prefilled from the list', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/warehouse/wh_south_0001/edit', { user: adminUser });
    expect(await screen.findByText('41.82360, -87.66550')).toBeTruthy();
    await user.click(next());
    expect((screen.getByRole('spinbutton', { name: 'Radius in metres' }) as HTMLInputElement).value).toBe('150');
    await user.click(next());
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'South Yard');
    await user.click(screen.getByRole('button', { name: 'Save warehouse' }));
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(await within(table).findByRole('rowheader', { name: 'South Yard' })).toBeTruthy();
  });
});

describe('radius slider scale', () => {
  it('maps the ends to 10 and 50,000 m and reads back a value near what it shows', () => {
    expect(metresOf(0)).toBe(10);
    expect(metresOf(1000)).toBe(50_000);
    expect(metresOf(sliderOf(150))).toBe(150);
    expect(sliderOf(5)).toBe(0);
  });
});
