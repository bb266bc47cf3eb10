/**
 * The inventory home at fleet scale (rules 10.11, 21.6): the built server on an existing database
 * (the demo admin's company filled with e.g. 100,000 machines); the demo admin asks for the /home
 * overview (`GET equipment/overview`: counts by inventory and online status, service due and
 * overdue) and the list's first page filtered by `serviceDue: 'overdue'` (what the overview's
 * count links to), BENCH_ROUNDS times each, one call at a time after one warm-up call. Prints each
 * call's wall time (ms, request to answer), the median and the maximum, the answer's counts and
 * the load average. Figures, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_due npx tsx bench/home-overview.ts
 *
 * Environment: BENCH_MAIN (built server file, default dist/main.js, built when missing; a build
 * kept elsewhere measures the code before a change), BENCH_PORT (default 18209), BENCH_ROUNDS
 * (default 10).
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { intEnv, runScript } from './bench-env';
import { ensureBuilt, MAIN_JS, withServerChild } from './server-process';

const PORT = intEnv('BENCH_PORT', 18209);
const ROUNDS = intEnv('BENCH_ROUNDS', 10);
const HEADERS = { 'content-type': 'application/json', devicetype: '1', lang: 'en-US', deviceid: 'bench-home', traceid: 'bench' };

/** One call; @returns the envelope's entry and the wall time in ms. @throws Error on a non-200 envelope. */
const request = async (
  url: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<{ entry: unknown; ms: number }> => {
  const started = performance.now();
  const response = await fetch(`${url}/web-hmac/web/${path}`, {
    method,
    headers: Object.fromEntries(Object.entries({ ...HEADERS, ...headers }).filter(([name]) => body !== undefined || name !== 'content-type')),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  const answer = (await response.json()) as { code: number; entry: unknown };
  const ms = performance.now() - started;
  if (answer.code !== 200) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
  return { entry: answer.entry, ms };
};

/** Runs `call` once to warm up, then ROUNDS times; prints the times, the median and the maximum. @returns the last entry. */
const rounds = async (label: string, call: () => Promise<{ entry: unknown; ms: number }>): Promise<unknown> => {
  await call();
  const times: number[] = [];
  let entry: unknown = null;
  for (let i = 0; i < ROUNDS; i += 1) {
    const answer = await call();
    times.push(answer.ms);
    entry = answer.entry;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `${label}: median ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms over ${ROUNDS} calls (${times.map((t) => t.toFixed(0)).join(' ')}); load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return entry;
};

const main = async (): Promise<void> => {
  const mainFile = process.env['BENCH_MAIN'] ?? MAIN_JS;
  if (mainFile === MAIN_JS) ensureBuilt(false);
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl === undefined) throw new Error('set DATABASE_URL to a PostgreSQL database with a scale fleet');
  const logFile = join(tmpdir(), `yf-bench-home-${PORT}.log`);
  const started = performance.now();
  await withServerChild(
    { port: PORT, env: { REPORT_SCHEDULER: 'off', DATABASE_URL: databaseUrl }, logFile, main: mainFile, timeoutMs: 900_000 },
    async (server) => {
      console.log(`server ${mainFile} answering after ${((performance.now() - started) / 1000).toFixed(1)} s (migrations included)`);
      const login = (await request(server.url, 'POST', 'auth/login', {}, { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD })).entry as {
        token: string;
        uid: string;
      };
      const session = { token: login.token, uid: login.uid };
      const overview = await rounds('GET equipment/overview', () => request(server.url, 'GET', 'equipment/overview', session));
      const { total, serviceDue } = overview as { total: number; serviceDue: unknown };
      console.log(`  ${total} machines; service ${JSON.stringify(serviceDue)}`);
      const query = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null, page: 1, pageSize: 50, serviceDue: 'overdue' };
      const page = await rounds('POST equipment/list serviceDue overdue, page 1 of 50', () => request(server.url, 'POST', 'equipment/list', session, query));
      console.log(`  total ${(page as { total: number }).total}`);
    },
  );
};

runScript(main);
