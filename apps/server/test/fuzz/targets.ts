import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as t from 'io-ts';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { FILE_DOWNLOADS } from '@yardfleet/contract/file-downloads';
import { findRepoRoot } from '../../src/config/env';

/**
 * One route the fuzz test sends requests to (rules 20.8). `kind`:
 * - `envelope`: a contract endpoint answered with the JSON envelope;
 * - `download`: answers a file on success (the report export), fuzzed like the others;
 * - `stream`: holds the connection open on success (the live stream), so it is fuzzed only where
 *   it answers at once: without a session, and with every request it reads (query, headers).
 */
export interface FuzzTarget {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: t.Mixed | undefined;
  readonly auth: boolean;
  readonly kind: 'envelope' | 'download' | 'stream';
}

const isEndpoint = (v: unknown): v is Omit<FuzzTarget, 'name' | 'kind'> =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v && 'auth' in v && 'request' in v;

/**
 * Contract files whose endpoints the server does not serve yet (declared ahead of their routes):
 * they are not fuzzed, since every call of theirs answers 404. Once their routes are served, the
 * test "knows every /web-hmac route the server serves" fails on them until the file leaves this
 * list, so served endpoints are always fuzzed.
 */
export const NOT_YET_SERVED_FILES: readonly string[] = [];

/**
 * Every endpoint exported by `packages/contract/src/endpoints/*.ts` (each exported value with
 * method, path, request, response and auth), found by reading the folder so a new endpoint is
 * fuzzed without anyone listing it (but those of NOT_YET_SERVED_FILES), plus the routes the
 * contract names only by path: the report export and the selection export (`download`), and the live stream (`stream`).
 * Sorted by path.
 */
export const fuzzTargets = async (): Promise<FuzzTarget[]> => {
  const dir = join(findRepoRoot(), 'packages', 'contract', 'src', 'endpoints');
  const found: FuzzTarget[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_YET_SERVED_FILES.includes(f))) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.push({ name, method: value.method, path: value.path, request: value.request, auth: value.auth, kind: 'envelope' });
    }
  }
  for (const download of FILE_DOWNLOADS) {
    found.push({ name: download.operationId, method: 'POST', path: download.path, request: download.request, auth: true, kind: 'download' });
  }
  found.push({ name: 'liveStream', method: 'GET', path: liveStreamPath, request: undefined, auth: true, kind: 'stream' });
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
};

/**
 * The `METHOD path` of every route the app serves under /web-hmac, read from Fastify's
 * `printRoutes({ commonPrefix: false })` tree (each child line adds its segment to its parent's
 * path, four characters of indent per level); HEAD is left out.
 */
export const servedApiRoutes = (printed: string): string[] => {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = [...indent].length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path.startsWith('/') ? path : `/${path}`;
    const full = parents[depth] ?? path;
    if (!full.startsWith('/web-hmac/')) continue;
    for (const method of methods.split(',').map((m) => m.trim())) if (method !== '' && method !== 'HEAD') routes.push(`${method} ${full}`);
  }
  return routes.sort();
};
