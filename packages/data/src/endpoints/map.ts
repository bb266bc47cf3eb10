import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { mapConfig } from '@yardfleet/contract/endpoints/map';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/** The map settings change only when the server restarts: keep them for a day once asked, seconds. */
export const MAP_CONFIG_KEEP_SECONDS = 24 * 60 * 60;

/**
 * Map area (rules 17.9): `GET web/map/config`, the tile service every map draws over the
 * offline basemap (`tiles: null` for the basemap only). Asked once and kept (tag 'MapConfig').
 */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    mapConfig: build.query<ResponseOf<typeof mapConfig>, void>({
      query: contractRequest(mapConfig),
      providesTags: [{ type: 'MapConfig' as const, id: 'CONFIG' }],
      keepUnusedDataFor: MAP_CONFIG_KEEP_SECONDS,
    }),
  }),
});

export const { useMapConfigQuery } = mapApi;
