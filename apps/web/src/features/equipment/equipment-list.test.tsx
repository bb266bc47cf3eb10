import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EquipmentListRequest } from '@yardfleet/contract/endpoints/equipment';
import { adminUser } from '../../testing/fixtures/users';
import { equipmentHandlers } from '../../testing/handlers/equipment';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

/** Records every equipment list query the page sends, then lets the fixture handler answer it. */
const recordQueries = (): EquipmentListRequest[] => {
  const seen: EquipmentListRequest[] = [];
  server.use(
    http.post('*/web-hmac/web/equipment/list', async ({ request }) => {
      seen.push((await request.clone().json()) as EquipmentListRequest);
    }),
  );
  return seen;
};

const table = () => screen.findByRole('table', { name: 'Equipment' });

describe('Equipment list (rules 2.10)', () => {
  it('shows the fleet with its columns and translated statuses', async () => {
    server.use(...scenario());
    renderApp('/equipment', { user: adminUser });
    const list = await table();
    expect(await within(list).findByRole('rowheader', { name: 'North crew mower 1' })).toBeTruthy();
    for (const header of ['Picture', 'Name', 'SN', 'Category', 'Model number', 'Inventory status', 'Tags', 'Online status', 'Last seen']) {
      expect(within(list).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const row = within(list).getByRole('rowheader', { name: 'North crew mower 2' }).closest('tr');
    expect(row?.textContent).toContain('4 minutes ago');
    expect(row?.textContent).toContain('Out for work');
    expect(screen.getByText('Page 1 of 2 · 40 results')).toBeTruthy();
  });

  it('sends filters and the debounced search in the query, and keeps them after leaving and coming back', async () => {
    server.use(...scenario());
    const seen = recordQueries();
    const user = userEvent.setup();
    const { router } = renderApp('/equipment', { user: adminUser });
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'mower');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ category: 'mower', page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or serial number' }), 'north');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ category: 'mower', search: 'north' }));
    expect(seen.some((q) => q.search === 'n')).toBe(false);
    expect(await screen.findByRole('rowheader', { name: 'North crew mower 2' })).toBeTruthy();
    // The new rows are rendered in the background (a deferred render, rules 21.5): the old ones leave a moment later.
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Spare mower' })).toBeNull());

    await router.navigate('/personal/personalCenter');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    await router.navigate('/equipment');
    await table();
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('mower');
    expect((screen.getByRole('searchbox', { name: 'Search by name or serial number' }) as HTMLInputElement).value).toBe('north');
    expect(seen.at(-1)).toMatchObject({ category: 'mower', search: 'north' });
  });

  it('filters by tag from the tag list and pages through the results', async () => {
    server.use(...scenario());
    const seen = recordQueries();
    const user = userEvent.setup();
    renderApp('/equipment', { user: adminUser });
    await table();
    const tagFilter = screen.getByRole('combobox', { name: 'Tag' });
    await waitFor(() => expect(within(tagFilter).getByRole('option', { name: 'Crews · North crew' })).toBeTruthy());
    await user.selectOptions(tagFilter, 'Crews · North crew');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ tagId: 'tag_north_crew' }));

    await user.selectOptions(tagFilter, 'All');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 2, tagId: null }));
  });

  it('explains an empty fleet (a new company): machines come from the mobile app, then set up a warehouse and invite people', async () => {
    server.use(equipmentHandlers.empty(), ...scenario());
    renderApp('/equipment', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'No machines yet' })).toBeTruthy();
    expect(screen.getByText(/Machines are added from the Yardfleet mobile app/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(screen.getByRole('link', { name: 'Set up a warehouse' }).getAttribute('href')).toBe('/warehouse/new');
    expect(screen.getByRole('link', { name: 'Invite people' }).getAttribute('href')).toBe('/people');
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('still says "No results found" when a filter matches nothing', async () => {
    server.use(equipmentHandlers.empty(), ...scenario());
    const user = userEvent.setup();
    renderApp('/equipment', { user: adminUser });
    await screen.findByRole('heading', { name: 'No machines yet' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'mower');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No machines yet' })).toBeNull();
  });

  it("shows each machine's activity, a fault with its error code, and filters by activity and by fault", async () => {
    server.use(...scenario());
    const seen = recordQueries();
    const user = userEvent.setup();
    renderApp('/equipment', { user: adminUser });
    const list = await table();
    expect(within(list).getByRole('columnheader', { name: 'Activity' })).toBeTruthy();
    const faulty = (await within(list).findByRole('rowheader', { name: 'Zero-turn 52 Parks' })).closest('tr');
    expect(faulty?.textContent).toContain('Faulty');
    expect(faulty?.textContent).toContain('E-217');
    expect(within(list).getByRole('rowheader', { name: 'North crew mower 1' }).closest('tr')?.textContent).toContain('Mowing');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Faults' }), 'With an error code');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ faulty: true, page: 1 }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Zero-turn 52 Parks']),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Faults' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), 'Charging');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ activity: 'charging', faulty: null }));
    await waitFor(() => expect(within(list).queryByRole('rowheader', { name: 'North crew mower 1' })).toBeNull());
  });

  it('moves "Last seen" on as time passes, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(...scenario());
      renderApp('/equipment', { user: adminUser });
      const list = await table();
      const row = (await within(list).findByRole('rowheader', { name: 'North crew mower 2' })).closest('tr');
      expect(row?.textContent).toContain('4 minutes ago');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3 * 60_000);
      });
      expect(row?.textContent).toContain('7 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the error state with the HTTP failure and retries', async () => {
    server.use(equipmentHandlers.httpError(500, 'Internal Server Error'), ...scenario());
    const user = userEvent.setup();
    renderApp('/equipment', { user: adminUser });
    expect(await screen.findByText('The equipment list could not be loaded.')).toBeTruthy();
    expect(screen.getAllByText('Code: 500, Message: Internal Server Error').length).toBeGreaterThan(0);
    server.resetHandlers(...scenario());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'North crew mower 1' })).toBeTruthy();
  });
});
