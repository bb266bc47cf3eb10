import type { HttpHandler } from 'msw';
import { mapConfig, type MapConfig } from '@yardfleet/contract/endpoints/map';
import { httpFailureHandler, neverAnswers, okEnvelope, on } from './respond';

/**
 * `GET /web-hmac/web/map/config` (no session needed). Stories and tests answer `tiles: null` by
 * default: no network in tests, so every map draws the offline basemap only.
 */
export const mapConfigHandler = (config: MapConfig = { tiles: null }): HttpHandler => on(mapConfig, () => okEnvelope(config));

/** The map configuration in each state. */
export const mapHandlers = {
  offline: (): HttpHandler => mapConfigHandler({ tiles: null }),
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(mapConfig, status, message),
  loading: (): HttpHandler => neverAnswers(mapConfig),
};
