import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WarehouseId } from '../entities/ids';
import { alongMeridian, arbPoint, pt } from '../geometry/test-points';
import { buildWarehouseIndex } from '../geometry/warehouse-index';
import { inventoryStatusAt, inventoryTransition, LOCATION_UNKNOWN_AFTER_MS, NEVER_SEEN, type InventoryState } from './inventory-status';

const wid = (s: string) => s as WarehouseId;
const depot = pt(41.8781, -87.6298);
const index = buildWarehouseIndex([{ id: wid('chicago'), location: depot, radius: 250 }]);
const step = inventoryTransition(index.locate);
const at = (h: number) => new Date(Date.UTC(2026, 5, 1) + h * 3_600_000).toISOString();

describe('rules 4.2, 4.3 inventory status by geofence', () => {
  it.each<[string, ReturnType<typeof pt>, 'device' | 'gateway', InventoryState['status']]>([
    ['a device at the depot is in warehouse', depot, 'device', 'in_warehouse'],
    ['its gateway 200 m from the depot is in warehouse', alongMeridian(depot, 200), 'gateway', 'in_warehouse'],
    ['300 m from a 250 m depot is out for work', alongMeridian(depot, 300), 'device', 'out_for_work'],
    ['another city is out for work', pt(40.7128, -74.006), 'device', 'out_for_work'],
  ])('%s', (_name, position, source, status) => {
    const next = step(NEVER_SEEN, { type: 'positionReported', at: at(0), position, source });
    expect(E.isRight(next) && next.right.status).toBe(status);
  });

  it('the in-warehouse state names the warehouse', () => {
    expect(step(NEVER_SEEN, { type: 'positionReported', at: at(0), position: depot, source: 'device' })).toEqual(
      E.right({ status: 'in_warehouse', warehouseId: 'chicago', position: depot, reportedAt: at(0) }),
    );
  });

  it.each<[string, InventoryState, number, string]>([
    ['before any report the machine is never seen', NEVER_SEEN, 0, 'never_seen'],
    ['a report an hour old keeps its status', { status: 'out_for_work', position: depot, reportedAt: at(0) }, 1, 'out_for_work'],
    [
      'a report exactly 24 h old keeps its status',
      { status: 'in_warehouse', warehouseId: wid('chicago'), position: depot, reportedAt: at(0) },
      24,
      'in_warehouse',
    ],
    [
      'no report for 25 h: current location unknown',
      { status: 'in_warehouse', warehouseId: wid('chicago'), position: depot, reportedAt: at(0) },
      25,
      'location_unknown',
    ],
  ])('%s', (_name, state, hours, status) => {
    expect(inventoryStatusAt(state, new Date(at(hours)))).toBe(status);
  });

  it('the location-unknown window is 24 hours', () => {
    expect(LOCATION_UNKNOWN_AFTER_MS).toBe(86_400_000);
  });

  it('an older report than the last one is refused; an unreadable time too', () => {
    const s1 = step(NEVER_SEEN, { type: 'positionReported', at: at(5), position: depot, source: 'device' });
    if (E.isLeft(s1)) throw new Error('first report refused');
    expect(step(s1.right, { type: 'positionReported', at: at(4), position: depot, source: 'device' })).toEqual(
      E.left({ code: 'stale_report', lastReportAt: at(5) }),
    );
    expect(step(s1.right, { type: 'positionReported', at: 'yesterday', position: depot, source: 'device' })).toEqual(E.left({ code: 'invalid_time' }));
  });

  it('property: a position inside a radius always yields in_warehouse, whatever the previous state', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: arbPoint, r: fc.double({ min: 20, max: 20_000, noNaN: true }) }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.constantFrom<InventoryState>(NEVER_SEEN, { status: 'out_for_work', position: depot, reportedAt: at(0) }),
        (depots, pick, f, previous) => {
          const fences = depots.map(({ c, r }, i) => ({ id: wid(`w${i}`), location: c, radius: r }));
          const target = fences[pick % fences.length];
          if (!target) return;
          const next = inventoryTransition(buildWarehouseIndex(fences).locate)(previous, {
            type: 'positionReported',
            at: at(1),
            position: alongMeridian(target.location, target.radius * f),
            source: 'gateway',
          });
          expect(E.isRight(next) && next.right.status).toBe('in_warehouse');
        },
      ),
    );
  });

  it('property: the status shown is always one rules 4.2 and 4.3 name', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ p: arbPoint, h: fc.integer({ min: 0, max: 100 }) })), fc.integer({ min: 0, max: 200 }), (reports, nowH) => {
        let state: InventoryState = NEVER_SEEN;
        for (const r of reports) {
          const next = step(state, { type: 'positionReported', at: at(r.h), position: r.p, source: 'device' });
          if (E.isRight(next)) state = next.right;
        }
        expect(['in_warehouse', 'out_for_work', 'never_seen', 'location_unknown']).toContain(inventoryStatusAt(state, new Date(at(nowH))));
      }),
    );
  });
});
