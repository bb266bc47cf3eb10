/**
 * Per-request cost of an authenticated call (the session lookup of decision 0016, the 1,000 req/s
 * goal of rules 21.6): autocannon against the BUILT server (`node dist/main.js`, what production runs) for
 *   - `GET /healthz`                          the bare JSON route (no session, no database),
 *   - `GET /web-hmac/web/auth/login/info`     an authenticated call doing one small query,
 *   - `POST /web-hmac/web/equipment/list`     page 1 of 50 rows of the demo fleet,
 *   - `GET /web-hmac/web/tag/list`            a cheap authenticated call (one small query),
 *   - the same list and tag calls with an API key (`Authorization: Bearer`, docs/security.md "API
 *     keys"; targets `list-key`, `tags-key`) beside the session's, so the two costs can be compared
 *     (the key's rate limit is lifted for the run with API_KEY_REQUESTS_PER_MINUTE),
 * each at 10 and at 100 connections, printing requests/s, the median and the p95 latency (ms,
 * from every response's own time), the CPU time per request of the server process and of the
 * PostgreSQL backends of its database (µs; robust on a busy shared machine, where req/s is not),
 * and the non-2xx / error / timeout / non-200-envelope counts.
 *
 *   npm run bench:authed -w @yardfleet/server                      # PGlite in a temp folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_x npm run bench:authed -w @yardfleet/server
 *
 * Environment: BENCH_MAIN (the built server file, default dist/main.js, built when missing),
 * BENCH_PORT (default 18207), BENCH_SECONDS per run (default 10), BENCH_LOG_LEVEL (the server's
 * LOG_LEVEL, default info: a request line per call, as production logs), BENCH_DATA_DIR (PGlite
 * folder, default a new temp folder), BENCH_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`),
 * BENCH_ONLY (comma-separated target names: bare, info, list, list-key, tags, tags-key), BENCH_REVERSE=1
 * (the targets in the reverse order). The demo is seeded at first start.
 * The server's output goes to a log file (printed at the end), not through a pipe.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { intEnv } from './bench-env';
import { databaseCpuSeconds, databaseNameOf } from './database-cpu';
import { ensureBuilt, MAIN_JS, withServerChild, type ServerChild } from './server-process';

const PORT = intEnv('BENCH_PORT', 18207);
const SECONDS = intEnv('BENCH_SECONDS', 10);
const CONNECTIONS = [10, 100] as const;

/** The headers (rules 7.4) every call carries. */
const BASE_HEADERS = { 'content-type': 'application/json', devicetype: '1', lang: 'en-US', deviceid: 'bench-authed', traceid: 'bench' };

interface Target {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** How the call authenticates: not at all, with the admin's session, or with a read API key. */
  readonly authed: false | 'session' | 'key';
  readonly body?: string;
}
const LIST_BODY = JSON.stringify({ page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null });
const TARGETS: readonly Target[] = [
  { name: 'bare', method: 'GET', path: '/healthz', authed: false },
  { name: 'info', method: 'GET', path: '/web-hmac/web/auth/login/info', authed: 'session' },
  { name: 'list', method: 'POST', path: '/web-hmac/web/equipment/list', authed: 'session', body: LIST_BODY },
  { name: 'list-key', method: 'POST', path: '/web-hmac/web/equipment/list', authed: 'key', body: LIST_BODY },
  { name: 'tags', method: 'GET', path: '/web-hmac/web/tag/list', authed: 'session' },
  { name: 'tags-key', method: 'GET', path: '/web-hmac/web/tag/list', authed: 'key' },
];

/** Creates a read API key as the admin of `session`; @returns its Authorization header. @throws Error when refused. */
const createKey = async (url: string, session: Record<string, string>): Promise<Record<string, string>> => {
  const response = await fetch(`${url}/web-hmac/web/api-key/create`, {
    method: 'POST',
    headers: { ...BASE_HEADERS, ...session },
    body: JSON.stringify({ name: 'bench', scope: 'read', expiresInDays: 1 }),
  });
  const body = (await response.json()) as { code: number; entry: { secret: string } | null };
  if (body.code !== 200 || body.entry === null) throw new Error(`key refused: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.entry.secret}` };
};

/** Logs the demo admin in; @returns the session headers. @throws Error when the login is refused. */
const logIn = async (url: string): Promise<Record<string, string>> => {
  const response = await fetch(`${url}/web-hmac/web/auth/login`, {
    method: 'POST',
    headers: BASE_HEADERS,
    body: JSON.stringify({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; entry: { token: string; uid: string } | null };
  if (body.code !== 200 || body.entry === null) throw new Error(`login refused: ${JSON.stringify(body)}`);
  return { token: body.entry.token, uid: body.entry.uid };
};

/** One run's figures: requests/s (mean of the per-second counts), median and p95 latency (ms), CPU per request (µs). */
interface Figures {
  readonly rps: number;
  readonly serverCpuUs: number;
  readonly databaseCpuUs: number;
  readonly p50: number;
  readonly p95: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly envelopeFailures: number;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Runs autocannon on `target` with `connections` for `seconds`; latencies are each response's own time. */
const run = async (
  server: ServerChild,
  database: string | null,
  target: Target,
  auth: { readonly session: Record<string, string>; readonly key: Record<string, string> },
  connections: number,
  seconds: number,
): Promise<Figures> => {
  const url = server.url;
  const latencies: number[] = [];
  const serverCpu = (await server.memory(false)).cpuSeconds;
  const databaseCpu = databaseCpuSeconds(database);
  let envelopeFailures = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.authed === false ? BASE_HEADERS : { ...BASE_HEADERS, ...auth[target.authed] },
        ...(target.body === undefined ? {} : { body: target.body }),
        // A business failure (1401 session expired, ...) is HTTP 200: count the envelopes whose code is not 200.
        onResponse: (_status, body) => {
          if (target.name !== 'bare' && !body.startsWith('{"code":200')) envelopeFailures += 1;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const count = Math.max(1, latencies.length);
  return {
    rps: result.requests.average,
    serverCpuUs: (((await server.memory(false)).cpuSeconds - serverCpu) * 1e6) / count,
    databaseCpuUs: ((databaseCpuSeconds(database) - databaseCpu) * 1e6) / count,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    envelopeFailures,
  };
};

/**
 * Waits until the server is idle (under 5 % of a core over one second, at most 120 s): after a
 * first start it still seeds and classifies in the background, which would count as request cost.
 */
const quiet = async (server: ServerChild): Promise<void> => {
  for (let waited = 0; waited < 120; waited += 1) {
    const before = (await server.memory(false)).cpuSeconds;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if ((await server.memory(false)).cpuSeconds - before < 0.05) return;
  }
};

const main = async (): Promise<void> => {
  const main = process.env['BENCH_MAIN'] ?? MAIN_JS;
  if (main === MAIN_JS) ensureBuilt(false);
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = process.env['BENCH_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'yf-bench-authed-'));
  const logFile = join(tmpdir(), `yf-bench-authed-${PORT}.log`);
  const only = process.env['BENCH_ONLY']?.split(',') ?? TARGETS.map((t) => t.name);
  const options = {
    port: PORT,
    env: {
      LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'info',
      REPORT_SCHEDULER: 'off',
      API_KEY_REQUESTS_PER_MINUTE: '10000000',
      ...(databaseUrl === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl }),
    },
    logFile,
    main,
    nodeFlags: process.env['BENCH_NODE_FLAGS']?.split(' ').filter((f) => f !== '') ?? [],
  };
  await withServerChild(options, async (server) => {
    const session = await logIn(server.url);
    const auth = { session, key: await createKey(server.url, session) };
    await quiet(server);
    console.log(
      `database: ${databaseUrl === undefined ? `PGlite ${dataDir}` : 'PostgreSQL'}; ${SECONDS} s per run; server ${main}; load average ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const database = databaseNameOf(databaseUrl);
    console.log('target    conns      req/s   p50 ms   p95 ms  server-cpu-us/req  db-cpu-us/req  non2xx  errors  timeouts  not-200-envelopes');
    // BENCH_REVERSE=1 runs the targets in the reverse order (a key's run before its session's), to alternate between passes.
    const targets = TARGETS.filter((t) => only.includes(t.name));
    for (const target of process.env['BENCH_REVERSE'] === '1' ? targets.reverse() : targets) {
      for (const connections of CONNECTIONS) {
        await run(server, database, target, auth, connections, 2); // warm-up: JIT, pool, caches
        const f = await run(server, database, target, auth, connections, SECONDS);
        console.log(
          `${target.name.padEnd(8)} ${String(connections).padStart(6)} ${f.rps.toFixed(0).padStart(10)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.serverCpuUs.toFixed(0).padStart(18)} ${f.databaseCpuUs.toFixed(0).padStart(14)} ${String(f.non2xx).padStart(7)} ${String(f.errors).padStart(7)} ${String(f.timeouts).padStart(9)} ${String(f.envelopeFailures).padStart(18)}`,
        );
      }
    }
  });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
