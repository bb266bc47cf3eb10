/**
 * A warehouse save at fleet scale (rules 16.10): the built server on an existing database (the
 * demo admin's company filled with e.g. 100,000 machines); the demo admin creates a warehouse of
 * 300 m around a located machine, moves it 200 m, resizes it to 500 m and deletes it, BENCH_ROUNDS
 * times. Prints each call's wall time (ms, request to answer, including the geofence re-run over
 * the machines it can change) and the load average before each round.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_geofence npx tsx bench/warehouse-save.ts
 *
 * Environment: BENCH_MAIN (built server file, default dist/main.js, built when missing), BENCH_PORT
 * (default 18208), BENCH_ROUNDS (default 3).
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { intEnv, runScript } from './bench-env';
import { ensureBuilt, MAIN_JS, withServerChild } from './server-process';

const PORT = intEnv('BENCH_PORT', 18208);
const ROUNDS = intEnv('BENCH_ROUNDS', 3);
const HEADERS = { 'content-type': 'application/json', devicetype: '1', lang: 'en-US', deviceid: 'bench-warehouse', traceid: 'bench' };

/** One POST; @returns the envelope's entry and the wall time in ms. @throws Error on a non-200 envelope. */
const post = async (url: string, path: string, headers: Record<string, string>, body: object): Promise<{ entry: unknown; ms: number }> => {
  const started = performance.now();
  const response = await fetch(`${url}/web-hmac/web/${path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const answer = (await response.json()) as { code: number; entry: unknown };
  const ms = performance.now() - started;
  if (answer.code !== 200) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
  return { entry: answer.entry, ms };
};

const main = async (): Promise<void> => {
  const mainFile = process.env['BENCH_MAIN'] ?? MAIN_JS;
  if (mainFile === MAIN_JS) ensureBuilt(false);
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl === undefined) throw new Error('set DATABASE_URL to a PostgreSQL database with a scale fleet');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const located = await client.query<{ lat: number; lng: number; n: string }>(
    `select e.last_lat as lat, e.last_lng as lng, (select count(*) from equipment x where x.company_id = e.company_id and x.last_lat is not null) as n
       from equipment e join users u on u.company_id = e.company_id where u.email = $1 and e.last_lat is not null order by e.id limit 1 offset 500`,
    [DEMO_LOGINS.admin],
  );
  await client.end();
  const spot = located.rows[0];
  if (spot === undefined) throw new Error('the demo admin has no located machine');
  const logFile = join(tmpdir(), `yf-bench-warehouse-${PORT}.log`);
  await withServerChild({ port: PORT, env: { REPORT_SCHEDULER: 'off', DATABASE_URL: databaseUrl }, logFile, main: mainFile }, async (server) => {
    const login = (await post(server.url, 'auth/login', {}, { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD })).entry as { token: string; uid: string };
    const session = { token: login.token, uid: login.uid };
    console.log(`PostgreSQL; ${spot.n} located machines in the company; server ${mainFile}`);
    console.log('round  create ms  move ms  resize ms  delete ms  load-avg');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const load = loadavg()[0]?.toFixed(2) ?? '?';
      const name = `Bench yard ${Date.now().toString(36)}`;
      const at = { lat: spot.lat, lng: spot.lng };
      const created = await post(server.url, 'warehouse/create', session, { name, address: '', location: at, radius: 300 });
      const id = (created.entry as { id: string }).id;
      const moved = await post(server.url, 'warehouse/edit', session, { id, name, address: '', location: { lat: at.lat + 0.0018, lng: at.lng }, radius: 300 });
      const resized = await post(server.url, 'warehouse/edit', session, {
        id,
        name,
        address: '',
        location: { lat: at.lat + 0.0018, lng: at.lng },
        radius: 500,
      });
      const deleted = await post(server.url, 'warehouse/delete', session, { id });
      const cells = [created, moved, resized, deleted].map((c) => c.ms.toFixed(0).padStart(9));
      console.log(`${String(round).padStart(5)} ${cells.join(' ')} ${load.padStart(9)}`);
    }
  });
};

runScript(main);
