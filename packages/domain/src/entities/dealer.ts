import * as t from 'io-ts';
import { DealerCategory, DealerRegion } from '../dealers/dealer-codes';
import { DealerId } from './ids';
import { GeoPoint, Miles } from './units';

/**
 * A dealer (rules 3.8): the directory's dealer number (`code`), contact and address fields, its
 * category and region codes (dealers/dealer-codes.ts), its country as an ISO 3166-1 alpha-2 code
 * (shown in the reader's language), its telephone in international format, its location, the
 * distance from the user in statute miles (null until the user's location is known, rules 15.3,
 * 15.4) and whether it is in the reader's own collection.
 */
export const Dealer = t.type(
  {
    id: DealerId,
    code: t.string,
    name: t.string,
    address: t.string,
    town: t.string,
    city: t.string,
    state: t.string,
    country: t.string,
    category: DealerCategory,
    telephone: t.string,
    postcode: t.string,
    region: DealerRegion,
    email: t.string,
    website: t.string,
    location: GeoPoint,
    distanceMiles: t.union([Miles, t.null]),
    inMyCollection: t.boolean,
  },
  'Dealer',
);
export type Dealer = t.TypeOf<typeof Dealer>;
