import * as t from 'io-ts';
import { DealerId } from './ids';
import { GeoPoint, Miles } from './units';

/**
 * A dealer (SPEC 3): contact and address fields, category, location, distance from the user in
 * miles (null until the user's location is known, SPEC 8 "could not get current location") and
 * whether it is in the user's collection.
 */
export const Dealer = t.type(
  {
    id: DealerId,
    name: t.string,
    address: t.string,
    town: t.string,
    city: t.string,
    state: t.string,
    country: t.string,
    category: t.string,
    telephone: t.string,
    postcode: t.string,
    region: t.string,
    email: t.string,
    website: t.string,
    location: GeoPoint,
    distanceMiles: t.union([Miles, t.null]),
    inMyCollection: t.boolean,
  },
  'Dealer',
);
export type Dealer = t.TypeOf<typeof Dealer>;
