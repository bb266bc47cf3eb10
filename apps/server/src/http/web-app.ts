import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@yardfleet/contract/endpoint';
import { HttpFailure } from './answers';

/** URL prefix of the equipment pictures the demo data points at (served from apps/server/assets/equipment). */
export const EQUIPMENT_PICTURE_PREFIX = '/media/equipment/';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Yardfleet</title></head>
<body><h1>Yardfleet</h1><p>The web app is not built. Run <code>npm run build</code> at the repository root, then restart the server.</p>
<p>The API is available under ${API_BASE}.</p></body></html>
`;

/**
 * Hashed build assets (Vite's `assets/name-<hash>.js`, and their precompressed `.br` / `.gz`
 * copies) never change: cache them for a year.
 */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/;

const wantsHtml = (request: FastifyRequest): boolean => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
};

/**
 * Serves the built web app from `webDist` (one process, one port: architecture 3): each file as its
 * precompressed brotli or gzip copy when the client accepts one (rules 21.2; `Vary:
 * accept-encoding` on every file), hashed assets with a one-year immutable cache, index.html with
 * no-cache. Any GET outside
 * /web-hmac and /dev/ that accepts HTML and matches no file answers index.html (SPA fallback, deep
 * links); /dev/ is the server's own (the demo's mailbox), so where it does not exist it answers 404.
 * When `webDist/index.html` is missing, those requests answer a plain "not built" page and the
 * API still works. Other unknown paths answer 404 `{ status, message, error: "not_found" }`.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string, assetsDir: string): Promise<void> => {
  const built = existsSync(join(webDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: join(assetsDir, 'equipment'),
    prefix: EQUIPMENT_PICTURE_PREFIX,
    decorateReply: !built,
    maxAge: '1d',
  });
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes file.br and file.gz beside each text file
      // (vite-plugin-compression2); the one the Accept-Encoding prefers is sent with its
      // Content-Encoding and the original's Content-Type, else the file itself.
      preCompressed: true,
      // @fastify/static 9 hands setHeaders the raw response (typed as SetHeadersResponse). It sets
      // no Vary itself: every file here may have encoded copies, so caches must key on the encoding.
      setHeaders: (response, path) => {
        void response.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        void response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendIndex = async (reply: FastifyReply): Promise<FastifyReply> => {
    if (!built) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  };

  app.get('/', async (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const serverOnly = path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith('/dev/');
    if (!serverOnly && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request)) return sendIndex(reply);
    const failure = new HttpFailure(404, 'not_found', `Route ${request.method} ${path} not found`);
    return reply.code(404).send(failure.body());
  });
};
