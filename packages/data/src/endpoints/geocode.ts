import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { geocodeSearch } from '@yardfleet/contract/endpoints/geocode';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/**
 * Address search of the warehouse set-up (rules 17.2): `geo/search { query }` answers at most 5
 * places `{ label, location, kind }` (typed coordinates answer one `coordinates` place). A lazy
 * query: the screen searches when the user asks, and RTK Query keeps recent answers per query.
 * Failure 1170010503 geocoderUnavailable: "enter coordinates or click the map".
 */
export const geocodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    geocodeSearch: build.query<ResponseOf<typeof geocodeSearch>, RequestOf<typeof geocodeSearch>>({
      query: contractRequest(geocodeSearch),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazyGeocodeSearchQuery, useGeocodeSearchQuery } = geocodeApi;
