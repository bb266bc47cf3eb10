/**
 * Report export benchmark (rules 10.9, 21.9): time to last byte, bytes and the server's peak memory
 * while it streams 100,000 report rows as CSV and as XLSX over HTTP. Prints figures; not a test.
 *
 *   npm run bench:export -w @yardfleet/server                        # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:export -w @yardfleet/server
 *
 * Options (env): BENCH_ROWS (default 100000), BENCH_KIND (`maintenance`, default: BENCH_ROWS
 * service logs over the past year on 200 machines; `inventory`: BENCH_ROWS machines),
 * BENCH_KEYSET_INDEX=1 (maintenance: first create an index on (company_id, performed_at desc,
 * id desc), the order the row generator's keyset reads in; migration 0008 creates it, so the flag
 * only matters on a database from before it). The rows are
 * inserted in bulk (INSERT ... SELECT FROM unnest(arrays)), the real app listens on a local port
 * and each export is one `POST /web-hmac/web/report/export` read to its end. Memory is sampled in
 * this same process (server, embedded PGlite and the client that only counts bytes) every 50 ms:
 * RSS and V8 heap before the request and at their peak during it. Goal: 100,000 rows in at most
 * 10 s and 200 MB.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { reportExportPath } from '@yardfleet/contract/endpoints/reports';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config/env';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { openBenchDatabase } from './bench-database';

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const ROWS = intEnv('BENCH_ROWS', 100_000);
const KIND = process.env['BENCH_KIND'] === 'inventory' ? 'inventory' : 'maintenance';
const MACHINES = KIND === 'inventory' ? ROWS : 200;
/** BENCH_KEYSET_INDEX=1: add the index the maintenance rows' keyset (newest first) walks (migration 0008 creates it; `if not exists`). */
const KEYSET_INDEX = process.env['BENCH_KEYSET_INDEX'] === '1';
const PERIOD = { from: '2025-06-16', to: '2026-06-15' };
const INSERT_BATCH = 10_000;
const MB = 1024 * 1024;

/** Bulk-inserts `count` rows built by `at(i)` with one INSERT ... unnest per batch. */
const insertMachines = async (db: Kysely<Database>, companyId: string, count: number): Promise<string[]> => {
  const ids: string[] = [];
  const categories = ['mower', 'ride_on_mower', 'string_trimmer', 'blower', 'hedge_trimmer', 'chainsaw', 'snow_blower', 'edger'];
  const statuses = ['in_warehouse', 'out_for_work', 'never_seen', 'location_unknown'];
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const n = Math.min(INSERT_BATCH, count - from);
    const batch = Array.from({ length: n }, () => randomUUID());
    const idx = Array.from({ length: n }, (_, k) => from + k);
    await sql`
      insert into equipment (id, company_id, name, serial_number, category, model_number, picture_url, inventory_status, online_status, activity, last_seen_at,
        last_lat, last_lng, added_at, updated_at, error_code, firmware_version, battery_max_capacity_pct, battery_cycle_count, engine_hours)
      select u.id, ${companyId}::uuid, u.name, u.serial, u.category, 'LM2156-X', null, u.status, 'offline', 'offline', u.seen, null, null, now(), now(), null, '1.0.0', null, null, u.hours
      from unnest(${batch}::uuid[], ${idx.map((i) => `Mower ${i + 1}`)}::text[], ${idx.map((i) => `BENCH-${String(i).padStart(7, '0')}`)}::text[],
        ${idx.map((i) => categories[i % categories.length] ?? 'mower')}::text[], ${idx.map((i) => statuses[i % statuses.length] ?? 'never_seen')}::text[],
        ${idx.map((i) => new Date(Date.now() - (i % 1000) * 60_000).toISOString())}::timestamptz[], ${idx.map((i) => (i % 500) / 2)}::double precision[])
        as u(id, name, serial, category, status, seen, hours)`.execute(db);
    ids.push(...batch);
  }
  return ids;
};

const insertLogs = async (db: Kysely<Database>, companyId: string, machines: readonly string[], count: number): Promise<void> => {
  const types = ['maintenance', 'inspection', 'repair'];
  const yearStart = Date.UTC(2025, 5, 17);
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const idx = Array.from({ length: Math.min(INSERT_BATCH, count - from) }, (_, k) => from + k);
    await sql`
      insert into maintenance_logs (company_id, equipment_id, service_type, performed_at, runtime_hours, labor_minutes, expense_cents, currency, performed_by, details, reminder_kind)
      select ${companyId}::uuid, u.machine, u.type, u.at, u.runtime, u.labor, u.cents, u.currency, 'Bench Technician', u.details, 'off'
      from unnest(${idx.map((i) => machines[i % machines.length] ?? '')}::uuid[], ${idx.map((i) => types[i % 3] ?? 'repair')}::text[],
        ${idx.map((i) => new Date(yearStart + Math.floor((i / count) * 362 * 86_400_000)).toISOString())}::timestamptz[], ${idx.map((i) => 10 + (i % 997) / 10)}::double precision[],
        ${idx.map((i) => 15 + (i % 120))}::integer[], ${idx.map((i) => (i % 50_000) + 99)}::integer[], ${idx.map((i) => (i % 7 === 0 ? 'USD' : 'EUR'))}::text[],
        ${idx.map((i) => `Replaced blade, checked battery, log ${i}`)}::text[])
        as u(machine, type, at, runtime, labor, cents, currency, details)`.execute(db);
  }
};

/** One company (full version) with its rows and an admin's session headers. */
const seed = async (db: Kysely<Database>): Promise<{ token: string; uid: string }> => {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Co', time_zone: 'Europe/Berlin', version: 'FULL_VERSION' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email: 'bench@bench.yardfleet.test',
      password_hash: 'not-a-login',
      first_name: 'Bench',
      last_name: 'Admin',
      user_type: 2,
      company_id: company.id,
      role: 'admin',
      status: 'activated',
      invited_at: null,
      activated_at: new Date(),
      invitation_address: null,
      consent_accepted_at: new Date(),
      locked_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const machines = await insertMachines(db, company.id, MACHINES);
  if (KIND === 'maintenance') await insertLogs(db, company.id, machines, ROWS);
  if (KIND === 'maintenance' && KEYSET_INDEX)
    await sql`create index bench_maintenance_keyset_idx on maintenance_logs (company_id, performed_at desc, id desc)`.execute(db);
  await sql`analyze`.execute(db);
  const config = loadConfig();
  const token = await createSession(db, systemClock, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours }, user.id);
  return { token, uid: user.id };
};

interface Figures {
  readonly firstByteMs: number;
  readonly lastByteMs: number;
  readonly bytes: number;
  readonly lines: number;
  readonly rss: { readonly before: number; readonly peak: number };
  readonly heap: { readonly before: number; readonly peak: number };
}

/** Requests one export and reads it to the end, counting bytes (and line breaks), sampling memory every 50 ms. */
const measure = async (address: string, session: { token: string; uid: string }, format: 'csv' | 'xlsx'): Promise<Figures> => {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${address}${reportExportPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: session.token, uid: session.uid, lang: 'en-US' },
      body: JSON.stringify({ kind: KIND, period: PERIOD, filters: { tagId: null, category: null, warehouseId: null }, format }),
    });
    if (response.body === null || !(response.headers.get('content-disposition') ?? '').startsWith('attachment'))
      throw new Error(`export answered ${response.status} ${await response.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      if (format === 'csv') for (const b of chunk) if (b === 10) lines += 1;
    }
    return {
      firstByteMs,
      lastByteMs: performance.now() - started,
      bytes,
      lines,
      rss: { before: before.rss, peak: peak.rss },
      heap: { before: before.heapUsed, peak: peak.heap },
    };
  } finally {
    clearInterval(sample);
  }
};

const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    let started = performance.now();
    const session = await seed(db);
    console.log(
      `${name}: ${KIND} export of ${ROWS.toLocaleString('en-US')} rows${KEYSET_INDEX ? ', keyset index' : ''} (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const app = await buildApp({ db, clock: systemClock, config: { ...loadConfig(), logLevel: 'silent' } }, { logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const format of ['csv', 'xlsx'] as const) {
        started = performance.now();
        const f = await measure(address, session, format);
        const rows = format === 'csv' ? `, ${f.lines.toLocaleString('en-US')} lines` : '';
        console.log(
          `  ${format.toUpperCase().padEnd(4)} first byte ${(f.firstByteMs / 1000).toFixed(2)} s, last byte ${(f.lastByteMs / 1000).toFixed(2)} s, ${mb(f.bytes)}${rows}; ` +
            `RSS ${mb(f.rss.before)} -> peak ${mb(f.rss.peak)} (+${mb(f.rss.peak - f.rss.before)}), heap ${mb(f.heap.before)} -> peak ${mb(f.heap.peak)}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
};

await main();
