import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportRequest } from '@yardfleet/contract/endpoints/reports';
import deDE from '../../../lang/de-DE.json';
import enUS from '../../../lang/en-US.json';
import { activityText } from '../../shared/i18n/activity-words';
import { maintenanceReportOf, usageReportOf } from '../../testing/fixtures/reports';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Monday 9 March 2026 03:30 UTC: Sunday 8 March in Chicago, the fixture company's time zone (last 30 days: 7 February to 8 March). */
const NOW = new Date('2026-03-09T03:30:00Z');
const REQUEST: ReportRequest = {
  period: { from: '2026-02-07', to: '2026-03-08' },
  filters: { tagId: null, category: null, warehouseId: null },
  page: 1,
  pageSize: 20,
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const hours = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The totals region as [label, value, definition] triples. */
const totalsOf = async () => {
  const totals = await screen.findByRole('region', { name: 'Totals' });
  return within(totals)
    .getAllByRole('term')
    .map((term) => {
      const [value, help] = [term.nextElementSibling, term.nextElementSibling?.nextElementSibling];
      return { label: term.textContent ?? '', value: value?.textContent ?? '', help: help?.tagName === 'DD' ? help.textContent : null };
    });
};

describe('the report measures (rules 10.12)', () => {
  it('usage: each total shows its definition, the activities add up to the runtime, offline is stated per machine, the table has the export columns', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await user.click(within(await screen.findByRole('tablist', { name: 'Report' })).getByRole('tab', { name: 'Equipment usage' }));
    await screen.findByRole('table', { name: 'Equipment usage' });
    const totals = await totalsOf();
    expect(totals.map((t) => t.label)).toEqual([
      'Usage times',
      'Runtime',
      'Working',
      'Moving',
      'Transfer',
      'Charging',
      'Idle',
      'Faulty',
      'Offline, average per machine',
    ]);
    for (const t of totals) expect(t.help?.length).toBeGreaterThan(10);
    expect(totals.find((t) => t.label === 'Runtime')?.help).toMatch(/sum of the activities/);
    const value = (label: string) => hours(totals.find((t) => t.label === label)?.value);
    const activities = ['Working', 'Moving', 'Transfer', 'Charging', 'Idle', 'Faulty'].map(value);
    expect(value('Runtime')).toBeCloseTo(
      activities.reduce((a, b) => a + b, 0),
      6,
    );
    const fixture = usageReportOf(REQUEST);
    expect(value('Offline, average per machine')).toBeCloseTo(Math.round(fixture.totals.activitySeconds.offline / fixture.total / 360) / 10, 6);
    expect(value('Offline, average per machine')).toBeLessThanOrEqual(30 * 24);
    for (const t of totals.slice(1)) expect(t.value).toMatch(/ h$/);

    const table = screen.getByRole('table', { name: 'Equipment usage' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // the export's columns in the export's order (apps/server USAGE_COLUMNS)
    expect(headers).toEqual(['Name', 'SN', 'Category', 'Usage times', 'Runtime', 'Working', 'Moving', 'Transfer', 'Charging', 'Idle', 'Faulty', 'Offline']);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      // cells after name (row header): SN, category, usage times, runtime, 6 activities, offline
      const [runtime, ...rest] = cells.slice(3).map(hours);
      expect(runtime).toBeCloseTo(
        rest.slice(0, 6).reduce((a, b) => a + b, 0),
        6,
      );
    }
  });

  it('maintenance: labor time is in hours in the totals, the table and the chart', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/report', { user: adminUser });
    await user.click(within(await screen.findByRole('tablist', { name: 'Report' })).getByRole('tab', { name: 'Maintenance' }));
    await screen.findByRole('table', { name: 'Labor time by month (hours)' });
    const fixture = maintenanceReportOf(REQUEST);
    const labor = (await totalsOf()).find((t) => t.label === 'Labor time');
    expect(labor?.value).toBe(`${Math.round((fixture.totals.laborMinutes / 60) * 100) / 100} h`.replace(/^(\d+) h$/, '$1.0 h'));
    expect(labor?.help).toBeTruthy();
    expect(screen.queryAllByText(/ min$/)).toEqual([]);
    const chart = screen.getByRole('table', { name: 'Labor time by month (hours)' });
    const chartHours = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => hours(row.lastElementChild?.textContent));
    expect(chartHours.reduce((a, b) => a + b, 0)).toBeCloseTo(fixture.totals.laborMinutes / 60, 1);
  });

  it('names the work by category: a blower reporting mowing is blowing, in every language', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    expect(activityText(intl, 'blower', 'mowing')).toBe('Blowing');
    expect(activityText(intl, 'mower', 'mowing')).toBe('Mowing');
    expect(activityText(intl, 'chainsaw', 'charging')).toBe('Charging');
    expect(activityText(createIntl({ locale: 'de-DE', messages: deDE }), 'blower', 'mowing')).toBe('Bläst');
  });
});
