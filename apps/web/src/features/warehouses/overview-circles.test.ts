import { describe, expect, it } from 'vitest';
import { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { fixture } from '../../testing/decode';
import { WAREHOUSES } from '../../testing/fixtures/warehouses';
import { overviewCircles } from './overview-circles';

const at = (id: string, name: string, lat: number, lng: number) =>
  fixture(WarehouseView, { id, name, address: '', location: { lat, lng }, radius: 100, linkedGatewayCount: 0 });

describe('the warehouse overview map circles (rules 17.5)', () => {
  it('gives each warehouse its own circle and name when they stand apart', () => {
    expect(overviewCircles(WAREHOUSES).map((c) => [c.id, c.label, c.radiusMeters])).toEqual([
      ['wh_north_0001', 'North Depot', 120],
      ['wh_south_0001', 'South Depot', 150],
      ['wh_west_0001', 'West Depot', 130],
    ]);
  });

  it('writes the names of warehouses at the same spot once, one per line, instead of on top of each other', () => {
    const circles = overviewCircles([at('a', 'Dock A', 41.9, -87.6), at('b', 'Far Yard', 39.7, -105), at('c', 'Dock B', 41.90001, -87.60002)]);
    expect(circles.map((c) => c.label)).toEqual(['Dock A\nDock B', 'Far Yard', undefined]);
    expect(circles).toHaveLength(3);
  });
});
