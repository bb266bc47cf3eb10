import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { POWER_IDS } from '../../testing/fixtures/power';
import { adminUser, powerUser } from '../../testing/fixtures/users';
import { powerHandlers } from '../../testing/handlers/power';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();

/** The value shown under a label of a description list. */
const term = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('Power overview (rules 11.2)', () => {
  it('shows the figures and the charge systems, each a link to its detail', async () => {
    server.use(...scenario());
    renderApp('/power', { user: adminUser });
    const figures = await screen.findByRole('region', { name: 'Power figures' });
    expect(term(figures, 'Chargers online')).toBe('4');
    expect(term(figures, 'Chargers offline')).toBe('1');
    expect(term(figures, 'Batteries charging')).toBe('3');
    // Riverside's charger is offline: its standby and ready ports are unknown, not counted as live (rules 11.7).
    expect(term(figures, 'Batteries ready')).toBe('2');
    expect(term(figures, 'Batteries faulty')).toBe('2');
    expect(term(figures, 'Ports unknown')).toBe('2');
    expect(term(figures, 'Chargers needing attention')).toBe('1');
    expect(term(figures, 'Energy today')).toBe('28.4 kWh');
    expect(term(figures, 'Energy this month')).toBe('69.7 kWh');
    const table = screen.getByRole('table', { name: 'Charge systems' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['North Depot', 'Oakwood Cemetery', 'Riverside Park', 'South Depot']);
    const [north, oakwood, riverside] = rows;
    expect(
      within(north as HTMLElement)
        .getByRole('link', { name: 'North Depot' })
        .getAttribute('href'),
    ).toBe(`/power/${POWER_IDS.north}`);
    // North Depot stands at the warehouse of that name.
    expect(north?.textContent).toContain('Warehouse: North Depot');
    expect(north?.textContent).toContain('3 of 3');
    const [attention, ports] = within(north as HTMLElement).getAllByRole('list');
    expect(
      within(ports as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Charging', '1 Standby', '1 Overheat', '1 Error', '1 Empty', '1 Ready', '1 Waiting', '1 Discharging', '1 Fully charged']);
    // Bay 2's overheating and faulty ports: one charger needs attention, each code with its suggestion (rules 11.9).
    expect(north?.textContent).toContain('1 charger needs attention');
    expect(
      within(attention as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Error B-402', 'Error B-517']);
    expect(north?.textContent).toContain('20.6 kWh');
    expect(oakwood?.textContent).toContain('Site: Oakwood Cemetery');
    expect(oakwood?.textContent).toContain('No chargers');
    expect(riverside?.textContent).toContain('Offline');
    expect(riverside?.textContent).toContain('0 of 1');
    const riversidePorts = within(riverside as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(riversidePorts).toHaveLength(1);
    expect(riversidePorts[0]).toMatch(/^2 Unknown since .*\d\d:\d\d/);
  });

  it('opens the charge system detail from its row', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/power', { user: adminUser });
    await user.click(await screen.findByRole('link', { name: 'South Depot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/power/${POWER_IDS.south}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'South Depot' })).toBeTruthy();
  });

  it('says that charger gateways are bound from the mobile app when there is no charge system', async () => {
    server.use(...powerHandlers.empty(), ...scenario());
    renderApp('/power', { user: adminUser });
    expect(await screen.findByText('No charge systems yet')).toBeTruthy();
    expect(screen.getByText(/Charger gateways are bound from the mobile app/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Charge systems' })).toBeNull();
  });

  it('offers a retry when the overview fails', async () => {
    server.use(...powerHandlers.httpError(), ...scenario());
    renderApp('/power', { user: adminUser });
    expect(await screen.findByText('The power overview could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is the home of a power-only company, while the full version home stays the equipment list', async () => {
    server.use(...scenario({ user: powerUser }));
    const power = renderApp('/home', { user: powerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Power overview' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Charge systems' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Equipment' })).toBeNull();
    power.unmount();
    server.resetHandlers(...scenario());
    renderApp('/home', { user: adminUser });
    expect(await screen.findByRole('table', { name: 'Equipment' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Power overview' })).toBeNull();
  });

  it('reads the topology and loads the map only once their panels near the viewport (rules 11.2: below the fold on a phone)', async () => {
    // A fake IntersectionObserver: nothing intersects until `reach` says the panels are near.
    const observed: { readonly target: Element; readonly callback: IntersectionObserverCallback; readonly observer: IntersectionObserver }[] = [];
    class FakeObserver {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds = [0];
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, callback: this.callback, observer: this as unknown as IntersectionObserver });
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const reach = () =>
      act(() => {
        for (const { target, callback, observer } of observed)
          callback(
            [
              {
                target,
                isIntersecting: true,
                intersectionRatio: 1,
                time: 0,
                boundingClientRect: target.getBoundingClientRect(),
                intersectionRect: target.getBoundingClientRect(),
                rootBounds: null,
              },
            ],
            observer,
          );
      });
    let detailReads = 0;
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === chargeSystemDetail.path) detailReads += 1;
    };
    server.events.on('request:start', onRequest);
    try {
      server.use(...scenario());
      renderApp('/power', { user: adminUser });
      expect(await screen.findByRole('table', { name: 'Charge systems' })).toBeTruthy();
      expect(screen.getByText('Loading the map…')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(detailReads).toBe(0);
      reach();
      await waitFor(() => expect(detailReads).toBe(1));
    } finally {
      server.events.removeListener('request:start', onRequest);
      vi.unstubAllGlobals();
    }
  });
});
