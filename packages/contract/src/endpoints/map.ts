import * as t from 'io-ts';
import { endpoint } from '../endpoint';

/**
 * An XYZ raster tile service: `url` with `{z}`, `{x}`, `{y}` placeholders (and optionally `{a-c}`
 * subdomains) and the credit its licence requires, as plain text (e.g. "© OpenStreetMap contributors").
 */
export const MapTilesConfig = t.type({ url: t.string, attribution: t.string }, 'MapTilesConfig');
export type MapTilesConfig = t.TypeOf<typeof MapTilesConfig>;

/** The map settings of this installation: online tiles, or null when only the offline basemap is used. */
export const MapConfig = t.type({ tiles: t.union([MapTilesConfig, t.null]) }, 'MapConfig');
export type MapConfig = t.TypeOf<typeof MapConfig>;

/**
 * `GET /web-hmac/web/map/config` (rules 17.9), no session needed: the tile service every map
 * draws over the offline basemap (server variables MAP_TILE_URL, default OpenStreetMap, and
 * MAP_TILE_ATTRIBUTION); `tiles: null` when MAP_TILE_URL is `off`.
 */
export const mapConfig = endpoint({
  method: 'GET',
  path: '/web-hmac/web/map/config',
  request: undefined,
  response: MapConfig,
  auth: false,
});
