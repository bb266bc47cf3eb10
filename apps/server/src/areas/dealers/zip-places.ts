import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryPlace } from '@yardfleet/domain/dealers/near-place';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { findRepoRoot } from '../../config/env';
import { readCsvRows } from '../../seed/dealer-directory';

/**
 * The postcode place list the dealer list measures a typed US ZIP code from (rules 15.9):
 * apps/server/assets/dealers/us-zip-places.csv (zip, lat, lng, city, state: every ZIP of the 50
 * states and DC with its centroid, built by tools/dealers/build-zip-places.ts from the `zipcodes`
 * package). Read once, on the first ZIP asked for; without the file the list is empty and a
 * postcode is matched against the directory's dealers only.
 */
export const zipPlacesPath = (): string => join(findRepoRoot(), 'apps', 'server', 'assets', 'dealers', 'us-zip-places.csv');

let byZip: ReadonlyMap<string, DirectoryPlace> | undefined;

const load = (path: string): ReadonlyMap<string, DirectoryPlace> => {
  if (!existsSync(path)) return new Map();
  const [, ...rows] = readCsvRows(readFileSync(path, 'utf8'));
  const places = new Map<string, DirectoryPlace>();
  for (const [zip = '', lat = '', lng = '', city = '', state = ''] of rows) {
    const location = { lat: Number(lat), lng: Number(lng) } as GeoPoint;
    if (Number.isFinite(location.lat) && Number.isFinite(location.lng)) places.set(zip, { postcode: zip, town: city, city, state, country: 'US', location });
  }
  return places;
};

/** The listed place of the US ZIP code `postcode` (normalized: five digits), or none. */
export const zipPlaces = (postcode: string): readonly DirectoryPlace[] => {
  if (!/^\d{5}$/.test(postcode)) return [];
  byZip ??= load(zipPlacesPath());
  const place = byZip.get(postcode);
  return place === undefined ? [] : [place];
};
