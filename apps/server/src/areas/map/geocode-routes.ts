import * as E from 'fp-ts/lib/Either.js';
import type { FastifyRequest } from 'fastify';
import { geocodeSearch } from '@yardfleet/contract/endpoints/geocode';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { HEADER } from '@yardfleet/contract/headers';
import { formatCoordinates, parseCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { fail, HttpFailure, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { askGeocoder } from './geocoder';

/** Searches one user may make per GEOCODE_WINDOW_MS. */
export const GEOCODE_LIMIT_PER_WINDOW = 30;
/** The window of GEOCODE_LIMIT_PER_WINDOW, ms. */
const GEOCODE_WINDOW_MS = 60_000;

const unavailable = (): Answer<never> => fail(ServerCode.geocoderUnavailable, 'Address search is not available right now. Enter coordinates or click the map.');

/** The Accept-Language of the request: its `lang` header (rules 7.4) (for example de-DE), else en-US. */
const acceptLanguage = (request: FastifyRequest): string => {
  const raw = request.headers[HEADER.lang];
  return typeof raw === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(raw) ? raw : 'en-US';
};

/**
 * Address search of the warehouse set-up (rules 17.2): `geo/search { query }` for any member.
 * Coordinates typed in the query (the domain's parseCoordinates) answer one `coordinates` result
 * without any network (none when out of range). Other text asks the geocoder of GEOCODER_URL;
 * when that is `off`, unreachable, slower than 5 s or failing the answer is 1170010503
 * geocoderUnavailable. More than GEOCODE_LIMIT_PER_WINDOW searches a minute with one session
 * answer HTTP 429 too_many_requests (rules 7.12; @fastify/rate-limit, counted in the database so every process shares the count,
 * decision 0032).
 */
export const geocodeRoutes = (route: Registrar): void => {
  route.authed(
    geocodeSearch,
    async ({ input, request, ctx }) => {
      const query = input.query.trim();
      const point = parseCoordinates(query);
      if (E.isRight(point)) return ok({ results: [{ label: formatCoordinates(point.right), location: point.right, kind: 'coordinates' as const }] });
      if (point.left.code === 'out_of_range') return ok({ results: [] });
      const baseUrl = ctx.config.geocoderUrl;
      if (baseUrl === null) return unavailable();
      const answer = await askGeocoder(baseUrl, query, acceptLanguage(request));
      if (E.isLeft(answer)) {
        request.log.warn({ reason: answer.left }, 'address search failed');
        return unavailable();
      }
      return ok({ results: answer.right });
    },
    {
      rateLimit: {
        max: GEOCODE_LIMIT_PER_WINDOW,
        timeWindow: GEOCODE_WINDOW_MS,
        keyGenerator: (request) => `geocode:${String(request.headers[HEADER.token] ?? request.ip)}`,
        errorResponseBuilder: () => new HttpFailure(429, 'too_many_requests', 'Too many address searches. Please wait a minute and try again.'),
      },
    },
  );
};
