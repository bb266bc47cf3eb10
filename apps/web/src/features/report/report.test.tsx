import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import { powerReportOf } from '../../testing/fixtures/reports';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { personalHandlers } from '../../testing/handlers/personal';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Monday 9 March 2026 03:30 UTC: still Sunday 8 March in Chicago, the fixture company's time zone. */
const NOW = new Date('2026-03-09T03:30:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // jsdom draws no canvas: the chart's image stays empty, its table is what these tests read.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** Records the bodies posted to a report path, then lets the scenario's handler answer. */
const recordBodies = (path: string) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
};

const tabs = () => screen.findByRole('tablist', { name: 'Report' });

describe('/report (rules 10.1 to 10.9)', () => {
  it('asks the chosen report for company-local days: switching report and period refetches', async () => {
    server.use(...scenario());
    const power = recordBodies('/web-hmac/web/report/power');
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await user.click(within(await tabs()).getByRole('tab', { name: 'Charger power consumption' }));
    await waitFor(() => expect(power).toHaveLength(1));
    // Last 30 days ending Sunday 8 March (Chicago), not Monday 9 March (UTC).
    expect(power[0]).toEqual({
      period: { from: '2026-02-07', to: '2026-03-08' },
      filters: { tagId: null, category: null, warehouseId: null },
      page: 1,
      pageSize: 20,
    });
    const periodButton = await screen.findByRole('button', { name: /^Period Last 30 days: / });
    await user.click(periodButton);
    expect(periodButton.getAttribute('aria-expanded')).toBe('true');
    // Escape closes the panel and gives the focus back to the period button; so does choosing.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Presets' })).toBeNull();
    expect(document.activeElement).toBe(periodButton);
    await user.click(periodButton);
    expect(screen.getByRole('tab', { name: 'Week', selected: true })).toBeTruthy();
    await user.click(within(screen.getByRole('group', { name: 'Presets' })).getByRole('button', { name: 'Past week' }));
    await waitFor(() => expect(power).toHaveLength(2));
    expect(power[1]).toMatchObject({ period: { from: '2026-02-23', to: '2026-03-01' } });
    const chosen = await screen.findByRole('button', { name: 'Period Past week: 02/23/2026 – 03/01/2026' });
    expect(chosen.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(chosen);
  }, 30_000); // the first test loads the report chunk (chart, calendars) cold

  it('keeps the report, filters and period when the user leaves /report and comes back', async () => {
    server.use(...scenario());
    const inventory = recordBodies('/web-hmac/web/report/inventory');
    const user = userEvent.setup();
    const { router } = renderApp('/report', { user: adminUser });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Lawn mower');
    await waitFor(() => expect(inventory.at(-1)).toMatchObject({ filters: { category: 'mower' } }));
    await user.click(within(screen.getByRole('tablist', { name: 'Report' })).getByRole('tab', { name: 'Equipment usage' }));
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('link', { name: 'Equipment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment'));
    await user.click(within(main).getByRole('link', { name: 'Reports' }));
    const usage = within(await tabs()).getByRole('tab', { name: 'Equipment usage' });
    expect(usage.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('mower');
  });

  it('gives each chart its numbers as a table: the power report shows the fixture kWh per day', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await user.click(within(await tabs()).getByRole('tab', { name: 'Charger power consumption' }));
    const table = await screen.findByRole('table', { name: 'Energy per day (kWh)' });
    const request: ReportRequest = {
      period: { from: '2026-02-07', to: '2026-03-08' },
      filters: { tagId: null, category: null, warehouseId: null },
      page: 1,
      pageSize: 20,
    };
    const fixture = powerReportOf(request);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(fixture.days.length);
    expect(rows.map((row) => row.textContent)).toEqual(
      fixture.days.map((day) => `${day.day.slice(5, 7)}/${day.day.slice(8)}/${day.day.slice(0, 4)}${kwhForDisplay(day.energyWh).toFixed(1)} kWh`),
    );
    expect(screen.getByRole('img', { name: 'Energy per day (kWh)' })).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total energy').nextElementSibling?.textContent).toBe(`${kwhForDisplay(fixture.totalWh).toFixed(1)} kWh`);
  });

  it('downloads the export of the shown report and period, saved under the server-given name', async () => {
    server.use(...scenario());
    const exports = recordBodies('/web-hmac/web/report/export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await user.click(within(await tabs()).getByRole('tab', { name: 'Charger power consumption' }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['power-2026-02-07-2026-03-08.csv']));
    expect(exports).toEqual([
      { kind: 'power', period: { from: '2026-02-07', to: '2026-03-08' }, filters: { tagId: null, category: null, warehouseId: null }, format: 'csv' },
    ]);
    vi.unstubAllGlobals();
  });

  it('paints the frame before the company time zone: the inventory is asked at once, period reports wait (rules 10.6)', async () => {
    server.use(...personalHandlers(adminUser, 'loading'), ...scenario());
    const inventory = recordBodies('/web-hmac/web/report/inventory');
    const power = recordBodies('/web-hmac/web/report/power');
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await waitFor(() => expect(inventory).toHaveLength(1));
    expect(await screen.findByRole('table', { name: 'Equipment by inventory status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', false);
    await user.click(within(await tabs()).getByRole('tab', { name: 'Charger power consumption' }));
    expect(screen.getByRole('button', { name: 'Period Last 30 days' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(power).toHaveLength(0);
  });

  it('shows a power-only company the power report alone', async () => {
    server.use(...scenario({ user: powerUser }));
    renderApp('/report', { user: powerUser });
    const list = await tabs();
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Charger power consumption']);
    // A table with its header row stands while the report loads: its rows say the report is there.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Charger power consumption' })).getAllByRole('rowheader').length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
  });
});
