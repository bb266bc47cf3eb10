import { mapConfig } from '@yardfleet/contract/endpoints/map';
import { ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';

/**
 * `GET /web-hmac/web/map/config` (rules 17.9): the tile service of MAP_TILE_URL and
 * MAP_TILE_ATTRIBUTION (`tiles: null` when MAP_TILE_URL is `off`). Open: the settings are the same
 * for everybody and hold no company data.
 */
export const mapRoutes = (route: Registrar): void => {
  route.open(mapConfig, async ({ ctx }) => ok({ tiles: ctx.config.mapTiles }));
};
