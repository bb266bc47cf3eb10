import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { gatewayWhereabouts } from './gateway-format';

const intl = createIntl({ locale: 'en-US', onError: () => undefined });
const at = (lat: number, lng: number) => ({ lat, lng }) as GeoPoint;
const DEPOTS = [
  { id: 'north', name: 'North Depot', location: at(41.929, -87.6727) },
  { id: 'south', name: 'South Depot', location: at(41.8236, -87.6655) },
];

describe('a gateway’s location in words (rules 14.2)', () => {
  it('is its place when it has one, and the sentence of rules 8.5 without a position', () => {
    expect(gatewayWhereabouts(intl, { place: { warehouseId: null, name: 'Naperville Charging Yard' }, location: at(41.78, -88.17) }, DEPOTS)).toEqual({
      text: 'Naperville Charging Yard',
      coordinates: null,
    });
    expect(gatewayWhereabouts(intl, { place: null, location: null }, DEPOTS).text).toBe('There is no location information for this device.');
  });

  it('is near the nearest warehouse within 5 miles, the coordinates under it', () => {
    expect(gatewayWhereabouts(intl, { place: null, location: at(41.9262, -87.6488) }, DEPOTS)).toEqual({
      text: 'Near North Depot (1.2 mi)',
      coordinates: '41.92620, -87.64880',
    });
  });

  it('is the distance from the nearest warehouse beyond 5 miles (Naperville, about 25 miles out)', () => {
    const far = gatewayWhereabouts(intl, { place: null, location: at(41.7823, -88.1717) }, DEPOTS);
    expect(far.text).toMatch(/^2\d\.\d mi from South Depot$/);
    expect(far.coordinates).toBe('41.78230, -88.17170');
  });

  it('is the coordinates alone when the company has no warehouse', () => {
    expect(gatewayWhereabouts(intl, { place: null, location: at(41.9262, -87.6488) }, [])).toEqual({ text: '41.92620, -87.64880', coordinates: null });
  });
});
