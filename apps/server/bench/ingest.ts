/**
 * Report ingest benchmark (rules 21.8): positions per second through the batched ingest, one process.
 *
 *   npm run bench:ingest -w @yardfleet/server                       # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ingest -w @yardfleet/server
 *
 * On PostgreSQL a throwaway database `yf_bench_<random>` is created on the server of DATABASE_URL
 * and dropped afterwards. Options (env): BENCH_MACHINES (default 2000; at scale 100000),
 * BENCH_WAREHOUSES (default 3; at scale 1000, spread over the metro area, so each report's
 * geofence check searches the cached warehouse index of a scale-sized company), BENCH_POSITIONS
 * (default 40000), BENCH_BATCH (default 500), BENCH_CONCURRENCY (default 4). Prints: the direct
 * `ingestReports` rate, and the rate of the real HTTP call (`POST /web-hmac/device/gateway/report`
 * over a socket, a gateway carrying a batch of machines per call), one request at a time and with
 * BENCH_CONCURRENCY gateways sending at once (disjoint machines, as real gateways would). On
 * PostgreSQL the direct run also prints its WAL bytes per position and the share of HOT machine
 * updates (what migration 0017 lowered and raised). Each batch carries BATCH consecutive machines
 * of the seed, which lie on the same table pages: the hard case for HOT updates.
 *
 * Alert rules (rules 22.1, 22.4; the ingest evaluates them in its transaction): BENCH_RULES=N stores
 * N rules in the bench company before the runs (bench-alert-rules.ts: a few on all machines, three
 * per category, the rest on warehouses and on BENCH_TAGS tags, default N / 2, each machine carrying
 * two), stored as the server stores a created rule, telling an admin and a manager (mail queued).
 * The company then works round the clock (00:00 to 23:59 every day: the mowing reports fall in
 * working hours, as a fleet's mostly do; an out-after-hours alarm is not the common case), and
 * report n carries fault code E-<100 + n mod 50> when n mod 997 is 0 (in every run: about 0.1 % of
 * the machines turn and stay faulty, each opening its fault alerts).
 * BENCH_COMPARE=1 (with BENCH_RULES=N) measures the direct rate only, with and without the rules in
 * one go: after a warm-up run that reports every machine once, BENCH_ROUNDS (default 2) rounds of
 * one run without rules and one with them (the order alternating), the rules stored before and
 * deleted (with their alerts) after each run with them; prints every run, the median of each side
 * and the drop in %, and the alerts each run with rules left open or pending (BENCH_KINDS=1: also
 * by kind, scope and status).
 *
 *   DATABASE_URL=... BENCH_MACHINES=100000 BENCH_WAREHOUSES=1000 BENCH_RULES=1000 BENCH_COMPARE=1 npm run bench:ingest -w @yardfleet/server
 *
 * `-- --transport mqtt` adds a third run: the same gateway reports published over MQTT (QoS 1) to
 * the broker of MQTT_URL (default mqtt://127.0.0.1:1883; best one no other server subscribes to),
 * stored by this process's BENCH_CONCURRENCY consumer connections, timed until every report is
 * committed and acknowledged; on PostgreSQL then by 1 and by BENCH_MQTT_PROCESSES (default 2) server
 * processes (dist/main.js), timed until the rows are in (bench/ingest-mqtt.ts).
 */
import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config/env';
import { migrateToLatest } from '../src/db/migrate';
import { openBenchDatabase } from './bench-database';
import type { Database } from '../src/db/schema';
import { issueCredential } from '../src/areas/ingest/credentials';
import { ingestReports } from '../src/areas/ingest/ingest';
import type { IncomingReport } from '../src/areas/ingest/fold';
import { loadavg } from 'node:os';
import { alertCounts, deleteBenchRules, insertBenchRules, median } from './bench-alert-rules';
import { CENTRE, seedIngestCompany, seedRuleTargets } from './ingest-seed';
import { benchBrokerUrl, mqttIngestRun, mqttProcessesRun } from './ingest-mqtt';

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const MACHINES = intEnv('BENCH_MACHINES', 2000);
const POSITIONS = intEnv('BENCH_POSITIONS', 40_000);
const BATCH = Math.min(intEnv('BENCH_BATCH', 500), 500);
const CONCURRENCY = intEnv('BENCH_CONCURRENCY', 4);
const WAREHOUSES = intEnv('BENCH_WAREHOUSES', 3);
const RULES = Number(process.env.BENCH_RULES ?? '0') > 0 ? intEnv('BENCH_RULES', 0) : 0;
const TAGS = intEnv('BENCH_TAGS', Math.max(10, Math.round(RULES / 2)));
const COMPARE = process.env.BENCH_COMPARE === '1' && RULES > 0;
const ROUNDS = intEnv('BENCH_ROUNDS', 2);
/** `--transport mqtt` (after `--`): also publishes the gateway reports over MQTT (bench/ingest-mqtt.ts). */
const PROCESSES = intEnv('BENCH_MQTT_PROCESSES', 2);
const TRANSPORT = process.argv.includes('--transport') && process.argv[process.argv.indexOf('--transport') + 1] === 'mqtt' ? 'mqtt' : 'http';

const geoPoint = (lat: number, lng: number): GeoPoint => {
  const decoded = GeoPoint.decode({ lat, lng });
  if (E.isLeft(decoded)) throw new Error(`not a position: ${lat}, ${lng}`);
  return decoded.right;
};

/** Report `n` of the run: machine n mod MACHINES, a position wandering around the depots, fix times one second apart per machine. */
const positionOf = (n: number, offsetSeconds: number) => {
  const round = Math.floor(n / MACHINES);
  const angle = ((n % 97) / 97) * 2 * Math.PI;
  const reach = (((n * 7919) % 1000) / 1000) * 0.08;
  return {
    machine: n % MACHINES,
    fixAt: new Date(Date.now() - 3_600_000 + (offsetSeconds + round) * 1000).toISOString(),
    position: geoPoint(CENTRE.lat + Math.sin(angle) * reach, CENTRE.lng + Math.cos(angle) * reach),
  };
};

/** PostgreSQL's WAL insert position (null on PGlite, whose WAL is not what limits it). */
const walPosition = async (db: Kysely<Database>, name: string): Promise<string | null> =>
  name === 'PGlite' ? null : ((await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db)).rows[0]?.lsn ?? null);

/**
 * What the direct run wrote (migration 0017): WAL bytes per position since `from`, and
 * the share of the machines' row updates that were HOT (no new index entries). The statistics
 * counters reach pg_stat_user_tables within about a second of each transaction, hence the wait.
 */
const writeCost = async (db: Kysely<Database>, from: string): Promise<string> => {
  const wal = (await sql<{ bytes: string }>`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${from}::pg_lsn)::text as bytes`.execute(db)).rows[0]?.bytes;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const updates = (
    await sql<{
      upd: string;
      hot: string;
    }>`select n_tup_upd::text as upd, n_tup_hot_upd::text as hot from pg_stat_user_tables where relname = 'equipment'`.execute(db)
  ).rows[0];
  const hot =
    updates === undefined || Number(updates.upd) === 0
      ? 'no updates'
      : `${Math.round((Number(updates.hot) / Number(updates.upd)) * 100)} % of ${Number(updates.upd).toLocaleString('en-US')} machine updates HOT`;
  return `WAL ${Math.round(Number(wal) / POSITIONS).toLocaleString('en-US')} bytes per position; ${hot}`;
};

const rate = (count: number, ms: number): string => `${Math.round((count / ms) * 1000).toLocaleString('en-US')} positions/s`;

/** The direct ingest of POSITIONS positions (report n of `positionOf(n, offsetSeconds)`) in batches of BATCH. @returns ms taken. */
const directRun = async (
  db: Kysely<Database>,
  companyId: string,
  machines: readonly { id: string }[],
  offsetSeconds: number,
  count = POSITIONS,
): Promise<number> => {
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const batch: IncomingReport[] = [];
    for (let n = from; n < Math.min(from + BATCH, count); n += 1) {
      const p = positionOf(n, offsetSeconds);
      const machine = machines[p.machine];
      if (!machine) continue;
      const faulty = RULES > 0 && n % 997 === 0;
      batch.push({
        equipmentId: machine.id,
        companyId,
        fixAt: p.fixAt,
        source: 'device',
        position: p.position,
        activity: 'mowing',
        errorCode: faulty ? `E-${100 + (n % 50)}` : null,
        errorCleared: false,
        firmwareVersion: null,
        battery: null,
        engineHours: n / MACHINES,
      });
    }
    await ingestReports(db, companyId, batch, new Date());
  }
  return performance.now() - started;
};

const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';
const main = async (): Promise<void> => {
  const { db, name, url, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    const { companyId, machines, gatewayId, warehouseIds } = await seedIngestCompany(db, { machines: MACHINES, warehouses: WAREHOUSES });
    const machineIds = machines.map((m) => m.id);
    const drafts = RULES > 0 ? await seedRuleTargets(db, companyId, machineIds, warehouseIds, { rules: RULES, tags: TAGS }) : [];
    // Planner statistics, as a running fleet has them (autovacuum's analyze; the scale seed runs one
    // too): without them the 500-machine row lock of each batch was planned over the company's rows,
    // four times slower at 100,000 machines.
    await sql`analyze`.execute(db);
    const ruleWords = RULES > 0 ? `, ${RULES} alert rules (${TAGS} tags, two per machine)` : '';
    console.log(`${name}: ${MACHINES} machines, ${WAREHOUSES} warehouses${ruleWords}, ${POSITIONS} positions per run, batches of ${BATCH} (load ${load()})`);
    const rounds = Math.ceil(POSITIONS / MACHINES) + 10;

    if (COMPARE) {
      // Every machine reports once first, so no measured run meets a machine never seen.
      const warmMs = await directRun(db, companyId, machines, 0, MACHINES);
      console.log(`  warm-up, every machine once:      ${rate(MACHINES, warmMs)} (no rules)`);
      const without: number[] = [];
      const withRules: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [false, true] : [true, false];
        for (const [k, rules] of order.entries()) {
          const offset = (1 + round * 2 + k) * rounds;
          if (rules) await insertBenchRules(db, companyId, drafts);
          const before = load();
          const ms = await directRun(db, companyId, machines, offset);
          (rules ? withRules : without).push(POSITIONS / (ms / 1000));
          const left = rules ? `; ${await alertCounts(db, companyId)}` : '';
          console.log(`  round ${round + 1}, ${rules ? `${RULES} rules` : 'no rules  '}: ${rate(POSITIONS, ms)} (load ${before} -> ${load()})${left}`);
          if (rules) await deleteBenchRules(db, companyId);
        }
      }
      const a = median(without);
      const b = median(withRules);
      console.log(
        `  median without rules ${Math.round(a).toLocaleString('en-US')} positions/s, with ${RULES} rules ${Math.round(b).toLocaleString('en-US')}: a drop of ${(((a - b) / a) * 100).toFixed(1)} %`,
      );
      return;
    }
    if (RULES > 0) await insertBenchRules(db, companyId, drafts);

    // 1. The ingest function directly (what the HTTP handler calls after decoding and auth).
    const walBefore = await walPosition(db, name);
    let started = performance.now();
    const directMs = await directRun(db, companyId, machines, 0);
    console.log(`  ingestReports (direct):           ${rate(POSITIONS, directMs)}`);
    if (walBefore !== null) console.log(`    ${await writeCost(db, walBefore)}`);
    if (RULES > 0) console.log(`    ${await alertCounts(db, companyId)}`);

    // 2. The real call over HTTP: gateways each carrying BATCH machines per request; first one
    //    request at a time, then CONCURRENCY requests in flight (several gateways at once).
    const app = await buildApp({ db, clock: systemClock, config: { ...loadConfig(), logLevel: 'silent', mqtt: null } }, { logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const credentials = [await issueCredential(db, { companyId, gatewayId }, new Date())];
    for (let g = 1; g < CONCURRENCY; g += 1) {
      const extra = await db
        .insertInto('gateways')
        .values({
          company_id: companyId,
          warehouse_id: null,
          kind: 'device_gateway',
          model: 'DG-300',
          serial_number: `BENCH-GW-${g + 1}`,
          firmware_version: '3.3.0',
          lat: null,
          lng: null,
          last_connected_at: null,
          online_status: 'offline',
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      credentials.push(await issueCredential(db, { companyId, gatewayId: extra.id }, new Date()));
    }
    /** The gateway report body of positions `from` .. `from + BATCH` (each carried machine at its own position). */
    const batchBody = (from: number, offset: number): string => {
      const equipment = [];
      let fixAt = '';
      for (let n = from; n < Math.min(from + BATCH, POSITIONS); n += 1) {
        const p = positionOf(n, offset);
        fixAt = p.fixAt;
        const machine = machines[p.machine];
        if (!machine) continue;
        equipment.push({
          serialNumber: machine.serial,
          position: p.position,
          activity: 'mowing',
          errorCode: null,
          errorCleared: false,
          firmwareVersion: null,
          battery: null,
          engineHours: null,
        });
      }
      return JSON.stringify({ reports: [{ fixAt, position: null, equipment }] });
    };
    const sendBatch = async (from: number, offset: number, credential: { deviceId: string; deviceSecret: string }): Promise<void> => {
      const response = await fetch(`${address}/web-hmac/device/gateway/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_HEADER.id]: credential.deviceId, [DEVICE_HEADER.secret]: credential.deviceSecret },
        body: batchBody(from, offset),
      });
      const body = (await response.json()) as { code: number };
      if (body.code !== 200) throw new Error(`report call answered ${JSON.stringify(body)}`);
    };
    for (const inFlight of [1, CONCURRENCY]) {
      const offset = rounds * (inFlight === 1 ? 1 : 2);
      const starts: number[] = [];
      for (let from = 0; from < POSITIONS; from += BATCH) starts.push(from);
      started = performance.now();
      for (let i = 0; i < starts.length; i += inFlight) {
        await Promise.all(
          starts.slice(i, i + inFlight).map((from, k) => sendBatch(from, offset, credentials[k] ?? credentials[0] ?? { deviceId: '', deviceSecret: '' })),
        );
      }
      console.log(`  POST /web-hmac/device/gateway/report, ${inFlight} in flight: ${rate(POSITIONS, performance.now() - started)}`);
    }
    await app.close();
    if (TRANSPORT === 'mqtt') {
      // 3. The same gateway reports over MQTT: published with QoS 1, stored by the server's consumers (decision 0031).
      const bodies: string[] = [];
      for (let from = 0; from < POSITIONS; from += BATCH) bodies.push(batchBody(from, rounds * 3));
      const ms = await mqttIngestRun(db, credentials, bodies, POSITIONS, CONCURRENCY);
      console.log(`  MQTT gateway-report (${benchBrokerUrl()}), ${CONCURRENCY} consumers: ${rate(POSITIONS, ms)} (load ${load()})`);
      if (url !== null && PROCESSES > 1) {
        for (const processes of [1, PROCESSES]) {
          const bodiesK: string[] = [];
          for (let from = 0; from < POSITIONS; from += BATCH) bodiesK.push(batchBody(from, rounds * (3 + processes)));
          const took = await mqttProcessesRun(db, url, credentials, bodiesK, POSITIONS, processes, CONCURRENCY);
          console.log(
            `  MQTT, ${processes} server process${processes === 1 ? '' : 'es'} (${CONCURRENCY} consumers each): ${rate(POSITIONS, took)} (load ${load()})`,
          );
        }
      }
    }
  } finally {
    await dispose();
  }
};

await main();
