import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@yardfleet/contract/endpoints/live';
import type { GatewayId } from '@yardfleet/domain/entities/ids';
import { powerApi } from '../endpoints/power';
import { warehousesApi } from '../endpoints/warehouses';
import { chargeSystemDetailFixture, chargerViewFixture, chargeSystemSummaryFixture, powerOverviewFixture } from '../power-fixtures';
import { createTestStore, ok, TEST_SESSION as session, useTestServer } from '../test-support';
import { createFakeLiveFetch, type FakeStream } from './fake-live-fetch';
import { LIVE_COALESCE_MS, liveTagsFor } from './cache-updater';
import { liveUpdatesStopped } from './live-updates';
// Loaded lazily by the store; loaded here first so the tests' fake timers see it at once.
import './live-session';

const server = useTestServer();
afterEach(() => vi.useRealTimers());

const SYSTEM = 'gw_power_1';
const CHARGER = 'chg_power_1';

/** Answers the power and warehouse reads and counts how often each was asked. */
const countingServer = () => {
  const hits = { overview: 0, system: 0, warehouses: 0 };
  server.use(
    http.get('*/web-hmac/web/power/overview', () => ((hits.overview += 1), ok(powerOverviewFixture()))),
    http.post(
      '*/web-hmac/web/power/system',
      () => ((hits.system += 1), ok(chargeSystemDetailFixture(chargeSystemSummaryFixture({ id: SYSTEM }), [chargerViewFixture({ id: CHARGER })]))),
    ),
    http.get('*/web-hmac/web/warehouse/list', () => ((hits.warehouses += 1), ok({ warehouses: [] }))),
  );
  return hits;
};

const change = (entity: LiveEvent['entity'], id: string, eventId: number): string =>
  `id: ${eventId}\nevent: change\ndata: ${JSON.stringify({ entity, id })}\n\n`;

/** A logged-in live store whose power overview, one charge system and the warehouse list are shown. */
const shownScreens = async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const hits = countingServer();
  const net = createFakeLiveFetch();
  const { store } = createTestStore({ session, liveUpdates: { fetch: net.fetch, random: () => 0 } });
  const stream: FakeStream = net.stream();
  const subscriptions = [
    store.dispatch(powerApi.endpoints.powerOverview.initiate()),
    store.dispatch(powerApi.endpoints.chargeSystemDetail.initiate({ id: SYSTEM as GatewayId })),
    store.dispatch(warehousesApi.endpoints.warehouseList.initiate()),
  ];
  await Promise.all(subscriptions);
  await vi.advanceTimersByTimeAsync(0);
  expect(hits).toEqual({ overview: 1, system: 1, warehouses: 1 });
  /** Lets the coalescing window pass and the refetches answer. */
  const afterWindow = async (): Promise<void> => {
    await vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS);
    await vi.advanceTimersByTimeAsync(0);
  };
  const stopLive = (): void => {
    store.dispatch(liveUpdatesStopped());
  };
  const close = (): void => {
    stopLive();
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
  return { hits, stream, afterWindow, stopLive, close };
};

describe('live changes refetch the reads that show them', () => {
  it("a burst of charger changes refetches the overview and that charger's system once, after the window", async () => {
    const { hits, stream, afterWindow, close } = await shownScreens();
    stream.send(change('charger', CHARGER, 1));
    await vi.advanceTimersByTimeAsync(200);
    stream.send(change('charger', CHARGER, 2));
    await vi.advanceTimersByTimeAsync(200);
    stream.send(change('charge_system', SYSTEM, 3));
    await vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS - 401);
    expect(hits).toEqual({ overview: 1, system: 1, warehouses: 1 });
    await afterWindow();
    expect(hits).toEqual({ overview: 2, system: 2, warehouses: 1 });
    close();
  });

  it('a charger of another system refetches the overview only; a warehouse change refetches the warehouses and the overview', async () => {
    const { hits, stream, afterWindow, close } = await shownScreens();
    stream.send(change('charger', 'chg_elsewhere', 1));
    await afterWindow();
    expect(hits).toEqual({ overview: 2, system: 1, warehouses: 1 });
    stream.send(change('warehouse', 'wh_1', 2));
    await afterWindow();
    expect(hits).toEqual({ overview: 3, system: 1, warehouses: 2 });
    close();
  });

  it('a machine change leaves the power and warehouse reads alone', async () => {
    const { hits, stream, afterWindow, close } = await shownScreens();
    stream.send(change('equipment', 'eq_1', 1));
    await afterWindow();
    expect(hits).toEqual({ overview: 1, system: 1, warehouses: 1 });
    close();
  });

  it('event: reset refetches every shown read', async () => {
    const { hits, stream, afterWindow, close } = await shownScreens();
    stream.send('event: reset\ndata: {}\n\n');
    await afterWindow();
    expect(hits).toEqual({ overview: 2, system: 2, warehouses: 2 });
    close();
  });

  it('stopping the live updates drops the changes still waiting for their window', async () => {
    const { hits, stream, afterWindow, stopLive, close } = await shownScreens();
    stream.send(change('charger', CHARGER, 1));
    await vi.advanceTimersByTimeAsync(1);
    stopLive();
    await afterWindow();
    expect(hits).toEqual({ overview: 1, system: 1, warehouses: 1 });
    close();
  });
});

describe('liveTagsFor', () => {
  it.each<[LiveEvent['entity'], readonly unknown[]]>([
    [
      'charger',
      [
        { type: 'Charger', id: 'x1' },
        { type: 'Power', id: 'OVERVIEW' },
        { type: 'Report', id: 'power' },
      ],
    ],
    [
      'charge_system',
      [
        { type: 'ChargeSystem', id: 'x1' },
        { type: 'Power', id: 'OVERVIEW' },
        { type: 'Report', id: 'power' },
      ],
    ],
    // the machine's detail, the equipment list and the fleet map (both provide the list tag), the inventory report (not the usage report: a period sum, refreshed with its period)
    [
      'equipment',
      [
        { type: 'Equipment', id: 'x1' },
        { type: 'Equipment', id: 'LIST' },
        { type: 'Report', id: 'inventory' },
      ],
    ],
    [
      'warehouse',
      [
        { type: 'Warehouse', id: 'LIST' },
        { type: 'Warehouse', id: 'x1' },
        { type: 'Equipment', id: 'LIST' },
        { type: 'Power', id: 'OVERVIEW' },
        { type: 'Report', id: 'inventory' },
        { type: 'Report', id: 'power' },
      ],
    ],
    // every alert read: /alerts' pages, the bell's alert count and a machine's open alerts (rules 22.5)
    ['alert', [{ type: 'Alert', id: 'LIST' }]],
  ])('%s', (entity, tags) => {
    expect(liveTagsFor({ entity, id: 'x1' } as LiveEvent)).toEqual(tags);
  });
});
