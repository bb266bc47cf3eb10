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

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const MACHINES = intEnv('BENCH_MACHINES', 2000);
const POSITIONS = intEnv('BENCH_POSITIONS', 40_000);
const BATCH = Math.min(intEnv('BENCH_BATCH', 500), 500);
const CONCURRENCY = intEnv('BENCH_CONCURRENCY', 4);
const WAREHOUSES = intEnv('BENCH_WAREHOUSES', 3);
const CENTRE = { lat: 41.85, lng: -87.65 };

/** Warehouse `i` of WAREHOUSES: the first three on the depots the reports wander around, the others on a grid over about 0.6 x 0.6 degrees around them. */
const warehouseAt = (i: number): { lat: number; lng: number } =>
  i < 3
    ? { lat: CENTRE.lat + i * 0.05, lng: CENTRE.lng }
    : { lat: CENTRE.lat - 0.3 + ((i % 32) / 32) * 0.6, lng: CENTRE.lng - 0.3 + ((Math.floor(i / 32) % 32) / 32) * 0.6 };

/** One company with WAREHOUSES warehouses (radius 400 m) and MACHINES machines. */
const seed = async (db: Kysely<Database>): Promise<{ companyId: string; machines: { id: string; serial: string }[]; gatewayId: string }> => {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Co', time_zone: 'America/Chicago', version: 'FULL_VERSION' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let from = 0; from < WAREHOUSES; from += 500) {
    const rows = Array.from({ length: Math.min(500, WAREHOUSES - from) }, (_, k) => ({
      company_id: company.id,
      name: `Depot ${from + k}`,
      address: '',
      ...warehouseAt(from + k),
      radius_m: 400,
    }));
    await db.insertInto('warehouses').values(rows).execute();
  }
  const now = new Date();
  const machines: { id: string; serial: string }[] = [];
  for (let from = 0; from < MACHINES; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, MACHINES - from) }, (_, k) => {
      const i = from + k;
      return {
        company_id: company.id,
        name: `Mower ${i + 1}`,
        serial_number: `BENCH-${String(i).padStart(6, '0')}`,
        category: 'mower' as const,
        model_number: 'LM2156-X',
        picture_url: null,
        inventory_status: 'never_seen' as const,
        online_status: 'offline' as const,
        activity: 'offline' as const,
        last_seen_at: null,
        last_lat: null,
        last_lng: null,
        added_at: now,
        updated_at: now,
        error_code: null,
        firmware_version: '1.0.0',
        battery_max_capacity_pct: null,
        battery_cycle_count: null,
        engine_hours: 0,
      };
    });
    const inserted = await db.insertInto('equipment').values(rows).returning(['id', 'serial_number']).execute();
    machines.push(...inserted.map((r) => ({ id: r.id, serial: r.serial_number })));
  }
  const gateway = await db
    .insertInto('gateways')
    .values({
      company_id: company.id,
      warehouse_id: null,
      kind: 'device_gateway',
      model: 'DG-300',
      serial_number: 'BENCH-GW-1',
      firmware_version: '3.3.0',
      lat: null,
      lng: null,
      last_connected_at: null,
      online_status: 'offline',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: company.id, machines, gatewayId: gateway.id };
};

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

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    const { companyId, machines, gatewayId } = await seed(db);
    // Planner statistics, as a running fleet has them (autovacuum's analyze; the scale seed runs one
    // too): without them the 500-machine row lock of each batch was planned over the company's rows,
    // four times slower at 100,000 machines.
    await sql`analyze`.execute(db);
    console.log(`${name}: ${MACHINES} machines, ${WAREHOUSES} warehouses, ${POSITIONS} positions per run, batches of ${BATCH}`);

    // 1. The ingest function directly (what the HTTP handler calls after decoding and auth).
    const walBefore = await walPosition(db, name);
    let started = performance.now();
    for (let from = 0; from < POSITIONS; from += BATCH) {
      const batch: IncomingReport[] = [];
      for (let n = from; n < Math.min(from + BATCH, POSITIONS); n += 1) {
        const p = positionOf(n, 0);
        const machine = machines[p.machine];
        if (!machine) continue;
        batch.push({
          equipmentId: machine.id,
          companyId,
          fixAt: p.fixAt,
          source: 'device',
          position: p.position,
          activity: 'mowing',
          errorCode: null,
          errorCleared: false,
          firmwareVersion: null,
          battery: null,
          engineHours: n / MACHINES,
        });
      }
      await ingestReports(db, companyId, batch, new Date());
    }
    console.log(`  ingestReports (direct):           ${rate(POSITIONS, performance.now() - started)}`);
    if (walBefore !== null) console.log(`    ${await writeCost(db, walBefore)}`);

    // 2. The real call over HTTP: gateways each carrying BATCH machines per request; first one
    //    request at a time, then CONCURRENCY requests in flight (several gateways at once).
    const app = await buildApp({ db, clock: systemClock, config: { ...loadConfig(), logLevel: 'silent' } }, { logger: false });
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
    const sendBatch = async (from: number, offset: number, credential: { deviceId: string; deviceSecret: string }): Promise<void> => {
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
      const response = await fetch(`${address}/web-hmac/device/gateway/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_HEADER.id]: credential.deviceId, [DEVICE_HEADER.secret]: credential.deviceSecret },
        body: JSON.stringify({ reports: [{ fixAt, position: null, equipment }] }),
      });
      const body = (await response.json()) as { code: number };
      if (body.code !== 200) throw new Error(`report call answered ${JSON.stringify(body)}`);
    };
    const rounds = Math.ceil(POSITIONS / MACHINES) + 10;
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
  } finally {
    await dispose();
  }
};

await main();
