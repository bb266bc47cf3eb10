import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { findRepoRoot } from '../config/env';
import { HttpFailure } from './answers';
import { cspDirectives } from './security';

/** The OpenAPI 3.1 document of the contract (docs/api.md). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page (Scalar, self-hosted; docs/api.md). */
export const API_REFERENCE_PATH = '/api/reference';

/** Where `npm run build` writes the document and the page (packages/openapi/src/build.ts). */
export const openApiDist = (): string => join(findRepoRoot(), 'packages', 'openapi', 'dist');

/**
 * The CSP of the reference page only (docs/decisions/0028-api-reference-page-csp.md): the app's
 * directives (security.ts, without map tiles), plus inline styles, which Scalar (a Vue app) injects
 * as `<style>` elements and `style` attributes at run time. Scripts stay 'self' only, nothing is
 * fetched from another origin, and every other answer keeps the app's CSP.
 */
export const referencePageCsp = (): string =>
  Object.entries({ ...cspDirectives(null), styleSrc: ["'self'", "'unsafe-inline'"] })
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');

/**
 * Serves what packages/openapi built into `dist` (decision 0028): `GET /api/openapi.json` (the
 * document) and `GET /api/reference/...` (the page's script and styles, Scalar bundled), as precompressed
 * brotli or gzip copies when the client accepts them, revalidated on each load (`no-cache`); and
 * `GET /api/reference`, the page, with its own CSP (`referencePageCsp`). Open to everyone, like
 * the web app's files: the document describes the API, it holds no data. When the package is not
 * built, the three answer 404 `{ status, message, error: "not_found" }` naming `npm run build`.
 */
export const registerOpenApi = async (app: FastifyInstance, dist: string = openApiDist()): Promise<void> => {
  const notBuilt = new HttpFailure(404, 'not_found', 'The API document is not built: run `npm run build` at the repository root, then restart the server');
  const pagePath = join(dist, 'reference', 'index.html');
  const page = existsSync(pagePath) ? readFileSync(pagePath) : undefined;
  if (page === undefined) {
    for (const path of [OPENAPI_PATH, API_REFERENCE_PATH, `${API_REFERENCE_PATH}/*`])
      app.get(path, async (_request, reply) => reply.code(404).send(notBuilt.body()));
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/api/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (path) => path === '/openapi.json' || path.startsWith('/reference/'),
    setHeaders: (response) => {
      void response.setHeader('cache-control', 'no-cache');
      void response.setHeader('vary', 'accept-encoding');
    },
  });
  const csp = referencePageCsp();
  app.get(API_REFERENCE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', csp).send(page),
  );
};
