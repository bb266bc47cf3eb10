import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { tileOrigin } from '../config/env';
import { NO_ROUTE_SCHEMAS } from '../no-route-schemas';

/**
 * The Content-Security-Policy directives (docs/security.md, "HTTP headers"): scripts and styles
 * only from this origin (no inline script or style), map tiles from the origin of the configured
 * MAP_TILE_URL (rules 17.9; none when it is `off`), no plugins, no <base>, no framing, forms
 * only to this origin.
 */
export const cspDirectives = (tiles: { readonly url: string } | null) => {
  const origin = tiles === null ? undefined : tileOrigin(tiles.url);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...(origin === undefined ? [] : [origin])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrcAttr: ["'none'"],
  };
};

/** The @fastify/helmet options of every answer (see `registerSecurityHeaders`). */
const helmetOptions = (tiles: { readonly url: string } | null) => ({
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(tiles) },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
});

/**
 * The headers @fastify/helmet sets with `options`, read once from a throwaway Fastify instance:
 * they are the same on every answer (no CSP nonces), and @fastify/helmet builds its middleware
 * anew (parsing every directive) on each request, a measurable part of a cheap call.
 */
const helmetHeaders = async (options: ReturnType<typeof helmetOptions>): Promise<readonly (readonly [string, string | number | readonly string[]])[]> => {
  const probe = Fastify({ logger: false, schemaController: NO_ROUTE_SCHEMAS }); // no ajv at start-up (cold start, rules 21.10)
  await probe.register(helmet, options);
  // Names come back lower-cased (`content-security-policy`); header names are case-insensitive.
  probe.get('/', async (_request, reply) => JSON.stringify(Object.entries(reply.raw.getHeaders())));
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return JSON.parse(answer.body) as [string, string | number | string[]][];
};

/**
 * Sets on every answer the headers @fastify/helmet produces for: the CSP above (img-src allowing
 * the origin of `tiles`, the MAP_TILE_URL config), HSTS (1 year, subdomains),
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY,
 * Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin, and no X-Powered-By.
 * `upgrade-insecure-requests` is left out so the app works on http://localhost. The headers are
 * computed once by helmet itself (`helmetHeaders`) and set on the raw response in `onRequest`, as
 * helmet does, so hijacked answers (the live stream) carry them too.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, tiles: { readonly url: string } | null): Promise<void> => {
  const headers = await helmetHeaders(helmetOptions(tiles));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
};
