/**
 * The equipment list at fleet scale (rules 21.6): autocannon against the built server on an
 * existing database (the demo admin's company filled with e.g. 100,000 machines), for
 *   - `first`:  page 1 of 50 rows, no filter;
 *   - `last`:   the last page of 50 rows, no filter (read backwards from the end of the index);
 *   - `middle`: the middle page (the most expensive one: half the index is skipped);
 *   - `serial`: a search by one machine's whole serial number (trigram index);
 *   - `name`:   a search by a 3-character-or-longer part of a name (trigram index, many matches);
 *   - `short`:  a search by 2 characters (no trigram: the company's rows are read);
 *   - `status`: the online-status filter (no index: the status columns are rewritten by the ingest);
 * each at 10 and at 100 connections, printing requests/s, median and p95 latency (ms, from each
 * response's own time), non-2xx and errors, the CPU µs per request of the server and of
 * PostgreSQL (bench/database-cpu.ts), and the load average before each run. Requests carry
 * `accept-encoding: br, gzip` as a browser does.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_list npx tsx bench/equipment-list.ts
 *   BENCH_DATA_DIR=/tmp/list/pglite npx tsx bench/equipment-list.ts        # an existing PGlite folder
 *
 * Environment: BENCH_MAIN (built server file, default dist/main.js, built when missing),
 * BENCH_PORT (default 18204), BENCH_SECONDS per run (default 10), BENCH_ONLY (comma-separated
 * target names), BENCH_CONNECTIONS (comma-separated, default 10,100), BENCH_NODE_FLAGS (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/p`). The server logs at warn to a file (printed path).
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { intEnv, runScript } from './bench-env';
import { databaseCpuSeconds, databaseNameOf } from './database-cpu';
import { ensureBuilt, MAIN_JS, withServerChild, type ServerChild } from './server-process';

const PORT = intEnv('BENCH_PORT', 18204);
const SECONDS = intEnv('BENCH_SECONDS', 10);
const CONNECTIONS = (process.env['BENCH_CONNECTIONS'] ?? '10,100').split(',').map(Number);
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', devicetype: '1', lang: 'en-US', deviceid: 'bench-list', traceid: 'bench' };
const PATH = '/web-hmac/web/equipment/list';
const NO_FILTER = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

type ListAnswer = { code: number; entry: { total: number; items: { name: string; serialNumber: string }[] } };

/** Logs the demo admin in; @returns the session headers. @throws Error when the login is refused. */
const logIn = async (url: string): Promise<Record<string, string>> => {
  const response = await fetch(`${url}/web-hmac/web/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; entry: { token: string; uid: string } | null };
  if (body.code !== 200 || body.entry === null) throw new Error(`login refused: ${JSON.stringify(body)}`);
  return { token: body.entry.token, uid: body.entry.uid };
};

/** One list call (for choosing the targets' bodies). @throws Error on a non-200 envelope. */
const listOnce = async (url: string, session: Record<string, string>, body: object): Promise<ListAnswer['entry']> => {
  const response = await fetch(`${url}${PATH}`, { method: 'POST', headers: { ...HEADERS, ...session }, body: JSON.stringify({ ...NO_FILTER, ...body }) });
  const answer = (await response.json()) as ListAnswer;
  if (answer.code !== 200) throw new Error(`list refused: ${JSON.stringify(answer)}`);
  return answer.entry;
};

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Runs autocannon with `body` and `connections` for `seconds`; latencies are each response's own
 * time; `serverUs` and `databaseUs` are the CPU µs per answered request of the server process and
 * of the PostgreSQL backends of `database` (0 on PGlite, which runs inside the server).
 */
const run = async (server: ServerChild, database: string | null, session: Record<string, string>, body: string, connections: number, seconds: number) => {
  const url = server.url;
  const latencies: number[] = [];
  const serverCpu = (await server.memory(false)).cpuSeconds;
  const databaseCpu = databaseCpuSeconds(database);
  const instance = autocannon({
    url,
    requests: [{ method: 'POST', path: PATH, headers: { ...HEADERS, ...session }, body }],
    connections,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const count = Math.max(1, latencies.length);
  const serverUs = (((await server.memory(false)).cpuSeconds - serverCpu) * 1e6) / count;
  const databaseUs = ((databaseCpuSeconds(database) - databaseCpu) * 1e6) / count;
  return {
    serverUs,
    databaseUs,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

const main = async (): Promise<void> => {
  const mainFile = process.env['BENCH_MAIN'] ?? MAIN_JS;
  if (mainFile === MAIN_JS) ensureBuilt(false);
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = process.env['BENCH_DATA_DIR'];
  if (databaseUrl === undefined && dataDir === undefined) throw new Error('set DATABASE_URL or BENCH_DATA_DIR to a database with a scale fleet');
  const database = databaseNameOf(databaseUrl);
  const logFile = join(tmpdir(), `yf-bench-list-${PORT}.log`);
  const options = {
    port: PORT,
    env: { REPORT_SCHEDULER: 'off', ...(databaseUrl === undefined ? { DATA_DIR: dataDir ?? '' } : { DATABASE_URL: databaseUrl }) },
    logFile,
    main: mainFile,
    nodeFlags: process.env['BENCH_NODE_FLAGS']?.split(' ').filter((f) => f !== '') ?? [],
  };
  await withServerChild(options, async (server) => {
    const session = await logIn(server.url);
    const first = await listOnce(server.url, session, {});
    const lastPage = Math.max(1, Math.ceil(first.total / 50));
    const sample = (await listOnce(server.url, session, { page: Math.ceil(lastPage / 3) })).items[7] ?? first.items[0];
    if (sample === undefined) throw new Error('the fleet is empty');
    const targets: Record<string, object> = {
      first: {},
      last: { page: lastPage },
      middle: { page: Math.ceil(lastPage / 2) },
      serial: { search: sample.serialNumber },
      name: { search: sample.name.slice(0, Math.max(3, sample.name.length - 2)) },
      short: { search: sample.name.slice(1, 3) },
      status: { onlineStatus: 'online' },
    };
    const only = process.env['BENCH_ONLY']?.split(',') ?? Object.keys(targets);
    console.log(
      `database: ${databaseUrl === undefined ? `PGlite ${dataDir ?? ''}` : 'PostgreSQL'}; ${first.total} machines; ${SECONDS} s per run; server ${mainFile}`,
    );
    console.log('target  conns      req/s   p50 ms   p95 ms  non2xx  errors  server-µs  pg-µs  load-avg  body');
    for (const [name, body] of Object.entries(targets).filter(([n]) => only.includes(n))) {
      const text = JSON.stringify({ ...NO_FILTER, ...body });
      for (const connections of CONNECTIONS) {
        await run(server, database, session, text, connections, 2); // warm-up: JIT, pool, caches
        const load = loadavg()[0]?.toFixed(2) ?? '?';
        const f = await run(server, database, session, text, connections, SECONDS);
        console.log(
          `${name.padEnd(7)} ${String(connections).padStart(5)} ${f.rps.toFixed(0).padStart(10)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${String(f.non2xx).padStart(7)} ${String(f.errors).padStart(7)} ${f.serverUs.toFixed(0).padStart(10)} ${f.databaseUs.toFixed(0).padStart(6)} ${load.padStart(9)}  ${JSON.stringify(body)}`,
        );
      }
    }
  });
};

runScript(main);
