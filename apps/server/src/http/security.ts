import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileOrigin } from '../config/env';

/**
 * The Content-Security-Policy directives (issue 2 item 9, docs/security.md): scripts and styles
 * only from this origin (no inline script or style), map tiles from the origin of the configured
 * MAP_TILE_URL (issue 5 item 8; none when it is `off`), no plugins, no <base>, no framing, forms
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

/**
 * Registers @fastify/helmet on every answer: the CSP above (img-src allowing the origin of
 * `tiles`, the MAP_TILE_URL config), HSTS (1 year, subdomains), X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY,
 * Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin, and no X-Powered-By.
 * `upgrade-insecure-requests` is left out so the app works on http://localhost.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, tiles: { readonly url: string } | null): Promise<void> => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(tiles) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
};
