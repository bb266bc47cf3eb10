import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '../entities/units';
import { normalizePostcode, normalizeTownName, resolveNearPlace, TOWN_ACCENTS, type DirectoryPlace } from './near-place';

const at = (lat: number, lng: number) => ({ lat, lng }) as GeoPoint;
const place = (postcode: string, town: string, city: string, state: string, country: string, location: GeoPoint): DirectoryPlace => ({
  postcode,
  town,
  city,
  state,
  country,
  location,
});

const PLACES: readonly DirectoryPlace[] = [
  place('60614', 'Lakeview', 'Chicago', 'IL', 'US', at(41.9325, -87.6535)),
  place('60608', 'Lower West Side', 'Chicago', 'IL', 'US', at(41.8607, -87.6625)),
  place('60201', 'Downtown Evanston', 'Evanston', 'IL', 'US', at(42.0461, -87.6816)),
  place('62701', 'Springfield', 'Sangamon County', 'IL', 'US', at(39.8, -89.65)),
  place('62704', 'Springfield', 'Sangamon County', 'IL', 'US', at(39.78, -89.68)),
  place('65806', 'Springfield', 'Greene County', 'MO', 'US', at(37.2, -93.29)),
  place('1012 AB', 'Amsterdam', 'Amsterdam', 'Noord-Holland', 'NL', at(52.373, 4.893)),
  place('50667', 'Köln', 'Köln', 'NRW', 'DE', at(50.94, 6.96)),
];

describe('measuring from a town or postcode (rules 15.4)', () => {
  it('takes a postcode the directory has, whatever its spaces and case', () => {
    expect(normalizePostcode(' 1012 ab ')).toBe('1012AB');
    expect(resolveNearPlace('1012ab', PLACES)).toEqual({ match: 'postcode', label: 'Amsterdam, Noord-Holland, NL', location: at(52.373, 4.893) });
  });

  it('measures 60601, which no dealer has, from the dealers of its longest shared leading part (6060x)', () => {
    expect(resolveNearPlace('60601', PLACES)).toEqual({ match: 'postcode_area', label: 'Chicago, IL, US', location: at(41.8607, -87.6625) });
  });

  it('measures a postcode no dealer has from the postcode place list when it lists it', () => {
    const loop = place('60601', 'Chicago', 'Chicago', 'IL', 'US', at(41.8858, -87.6181));
    expect(resolveNearPlace('60601', PLACES, [loop])).toEqual({ match: 'postcode', label: 'Chicago, IL, US', location: at(41.8858, -87.6181) });
    // A dealer with the very postcode comes before the list.
    const lakeview = place('60614', 'Lincoln Park', 'Chicago', 'IL', 'US', at(41.92, -87.65));
    expect(resolveNearPlace('60614', PLACES, [lakeview])?.location).toEqual(at(41.9325, -87.6535));
  });

  it('finds nothing for a postcode sharing fewer than three leading characters', () => {
    expect(resolveNearPlace('10001', PLACES)).toBeNull();
  });

  it('matches a town or city by name without regard to case or accents', () => {
    expect(resolveNearPlace('evanston', PLACES)).toMatchObject({ match: 'town', label: 'Evanston, IL, US' });
    expect(resolveNearPlace('koln', PLACES)).toMatchObject({ match: 'town', label: 'Köln, NRW, DE' });
    expect(resolveNearPlace('Chicago', PLACES)?.location.lat).toBeCloseTo((41.9325 + 41.8607) / 2, 6);
  });

  it('strips the same accents as the table a database narrows town candidates with', () => {
    expect(TOWN_ACCENTS.from).toHaveLength(TOWN_ACCENTS.to.length);
    expect(normalizeTownName(TOWN_ACCENTS.from)).toBe(TOWN_ACCENTS.to);
  });

  it('takes the state with the most dealers when a town name is in several', () => {
    const springfield = resolveNearPlace('Springfield', PLACES);
    expect(springfield?.label).toBe('Springfield, IL, US');
    expect(springfield?.location.lat).toBeCloseTo(39.79, 6);
  });

  it('finds nothing for an unknown town or an empty text', () => {
    expect(resolveNearPlace('Atlantis', PLACES)).toBeNull();
    expect(resolveNearPlace('  ', PLACES)).toBeNull();
  });
});
