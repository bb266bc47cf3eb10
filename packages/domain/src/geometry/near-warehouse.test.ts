import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '../entities/units';
import { distanceMiles } from './distance';
import { NEAR_WAREHOUSE_MAX_MILES, warehouseVicinity } from './near-warehouse';

const at = (lat: number, lng: number) => ({ lat, lng }) as GeoPoint;
const SOUTH = { id: 'south', name: 'South Depot', location: at(41.8236, -87.6655) };
const NORTH = { id: 'north', name: 'North Depot', location: at(41.929, -87.6727) };
const DEPOTS = [SOUTH, NORTH];

describe('a position near a warehouse (rules 14.2)', () => {
  it('is near the nearest warehouse within 5 miles, with the great-circle distance in miles', () => {
    const phone = at(41.9, -87.64);
    const vicinity = warehouseVicinity(phone, DEPOTS);
    expect(vicinity).toMatchObject({ kind: 'near', warehouse: { name: 'North Depot' } });
    expect(vicinity.kind !== 'none' && vicinity.miles).toBeCloseTo(distanceMiles(phone, NORTH.location), 9);
    expect(vicinity.kind !== 'none' && vicinity.miles).toBeGreaterThan(2);
  });

  it('is far from it beyond 5 miles (Naperville is about 25 miles from the depots)', () => {
    const vicinity = warehouseVicinity(at(41.7823, -88.1717), DEPOTS);
    expect(vicinity).toMatchObject({ kind: 'far', warehouse: { name: 'South Depot' } });
    expect(vicinity.kind !== 'none' && vicinity.miles).toBeGreaterThan(NEAR_WAREHOUSE_MAX_MILES);
  });

  it('is none for a company without warehouses', () => {
    expect(warehouseVicinity(at(41.9, -87.64), [])).toEqual({ kind: 'none' });
  });
});
