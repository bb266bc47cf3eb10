import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';
import { reportSearch, viewOfSearch } from './report-url';

const server = createTestServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
/** Monday 9 March 2026 03:30 UTC: Sunday 8 March in Chicago, the fixture company's time zone. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T03:30:00Z'));
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
const tab = async (name: string) => within(await screen.findByRole('tablist', { name: 'Report' })).getByRole('tab', { name });

describe('/report in the URL (rules 10.7: bookmark, share, reload, Back)', () => {
  it('opens the report, period and filters a link names', async () => {
    server.use(...scenario());
    const usage = recordBodies('/web-hmac/web/report/usage');
    renderApp('/report?report=usage&period=month:2026-02&category=mower', { user: adminUser });
    await waitFor(async () => expect((await tab('Equipment usage')).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(usage.at(-1)).toMatchObject({ period: { from: '2026-02-01', to: '2026-02-28' }, filters: { category: 'mower' } }));
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('mower');
  });

  it("writes each choice into the URL and Back restores the previous one; /report from the menu gets the kept view's URL", async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/report', { user: adminUser });
    await waitFor(() => expect(router.state.location.search).toBe('?report=inventory&period=last30Days'));
    await user.click(await tab('Maintenance'));
    await waitFor(() => expect(router.state.location.search).toBe('?report=maintenance&period=last30Days'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Lawn mower');
    await waitFor(() => expect(router.state.location.search).toBe('?report=maintenance&period=last30Days&category=mower'));
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(''));
    await router.navigate(-1);
    await waitFor(async () => expect((await tab('Inventory')).getAttribute('aria-selected')).toBe('true'));
    await router.navigate(1);
    await waitFor(async () => expect((await tab('Maintenance')).getAttribute('aria-selected')).toBe('true'));
  });

  it("names the power report in a power-only company's URL, from the menu and from a link to a report it may not open", async () => {
    server.use(...scenario({ user: powerUser }));
    const { router } = renderApp('/report', { user: powerUser });
    await waitFor(() => expect(router.state.location.search).toBe('?report=power&period=last30Days'));
    await router.navigate('/report?report=inventory&period=month:2026-02');
    await waitFor(() => expect(router.state.location.search).toBe('?report=power&period=month%3A2026-02'));
    expect((await tab('Charger power consumption')).getAttribute('aria-selected')).toBe('true');
  });

  it('reads and writes every kind of period, and ignores what it cannot read', () => {
    const fallback = { kind: 'preset', preset: 'last30Days' } as const;
    const none = { tagId: null, category: null, warehouseId: null };
    for (const period of [
      { kind: 'preset', preset: 'pastYear' },
      { kind: 'week', isoYear: 2026, week: 9 },
      { kind: 'month', year: 2026, month: 2 },
      { kind: 'range', from: '2026-01-05', to: '2026-02-11' },
    ] as const) {
      const view = { kind: 'power' as const, period, filters: none, page: 3 };
      expect(viewOfSearch(reportSearch(view), fallback)).toEqual(view);
    }
    expect(viewOfSearch(new URLSearchParams('report=usage&period=fortnight&category=spaceship&page=-2'), fallback)).toEqual({
      kind: 'usage',
      period: fallback,
      filters: none,
      page: 1,
    });
    expect(viewOfSearch(new URLSearchParams('period=pastWeek'), fallback)).toBeNull();
  });
});
