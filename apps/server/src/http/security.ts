import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy directives (issue 2 item 9, docs/security.md): scripts and styles
 * only from this origin (no inline script or style), map tiles from OpenStreetMap, no plugins, no
 * <base>, no framing, forms only to this origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https://*.tile.openstreetmap.org'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
} as const;

/**
 * Registers @fastify/helmet on every answer: the CSP above, HSTS (1 year, subdomains),
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY,
 * Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin, and no X-Powered-By.
 * `upgrade-insecure-requests` is left out so the app works on http://localhost.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
};
