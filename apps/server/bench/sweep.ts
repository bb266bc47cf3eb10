/**
 * The first missed-heartbeat sweep after an outage (a fleet of 100,000 machines; rules 16.8), one
 * process, as the server runs it (`sweepStale`, src/areas/ingest/sweeper.ts):
 *
 *   npm run bench:sweep -w @yardfleet/server                                  # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_MACHINES=100000 npm run bench:sweep -w @yardfleet/server
 *
 * On PostgreSQL a throwaway database `yf_bench_<random>` is created on the server of DATABASE_URL
 * and dropped afterwards. One company with BENCH_MACHINES machines (default 20,000), all online and
 * out for work, silent for 30 minutes: the sweep takes every one offline. It runs twice on the same
 * machines, made silent again in between: in batches of SWEEP_BATCH_ROWS (the server's), and in
 * one transaction of all of them (the sweep before it was batched). During each, a read of one
 * machine by id is sent every BENCH_PROBE_MS (default 20) on the same database handle the routes
 * use, as a detail call would; the bench prints the sweep's time, the reads' count, median, p95 and
 * longest wait (from sending to answer), the event loop's longest lag (PGlite runs in the process:
 * a long statement holds the loop, and with it every request), and the notifications shown.
 * Figures, not a test.
 */
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { SWEEP_BATCH_ROWS, sweepStale } from '../src/areas/ingest/sweeper';
import { openBenchDatabase } from './bench-database';

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const MACHINES = intEnv('BENCH_MACHINES', 20_000);
const PROBE_MS = intEnv('BENCH_PROBE_MS', 20);

/** One company of MACHINES machines (inserted 1,000 a statement); returns its id and the machines' ids. */
const seed = async (db: Kysely<Database>): Promise<{ companyId: string; ids: string[] }> => {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Co', time_zone: 'America/Chicago', version: 'FULL_VERSION' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const ids: string[] = [];
  for (let from = 0; from < MACHINES; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, MACHINES - from) }, (_, k) => ({
      company_id: company.id,
      name: `Mower ${from + k + 1}`,
      serial_number: `SWEEP-${String(from + k).padStart(6, '0')}`,
      category: 'mower' as const,
      model_number: 'LM2156-X',
      picture_url: null,
      inventory_status: 'out_for_work' as const,
      online_status: 'online' as const,
      activity: 'mowing' as const,
      last_seen_at: now,
      last_lat: 41.85,
      last_lng: -87.65,
      last_position_at: now,
      added_at: now,
      updated_at: now,
      error_code: null,
      firmware_version: '1.0.0',
      battery_max_capacity_pct: null,
      battery_cycle_count: null,
      engine_hours: 0,
    }));
    ids.push(...(await db.insertInto('equipment').values(rows).returning('id').execute()).map((r) => r.id));
  }
  return { companyId: company.id, ids };
};

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Makes every machine online again, last seen 30 minutes before `now`, and forgets the notifications. */
const silence = async (db: Kysely<Database>, companyId: string, now: Date): Promise<void> => {
  await sql`update equipment set online_status = 'online', activity = 'mowing', last_seen_at = ${new Date(now.getTime() - 30 * 60_000).toISOString()}::timestamptz
    where company_id = ${companyId}::uuid`.execute(db);
  await sql`delete from notifications where company_id = ${companyId}::uuid`.execute(db);
  await sql`analyze equipment`.execute(db);
};

/** One sweep with `batchRows`, probed; prints one line. */
const run = async (db: Kysely<Database>, companyId: string, ids: readonly string[], title: string, batchRows: number): Promise<void> => {
  const now = new Date();
  await silence(db, companyId, now);
  // The event loop's lag: a 10 ms timer's lateness, and at the end the time since its last tick
  // (a sweep that blocks the loop to its end lets no timer fire at all).
  let lastTick = performance.now();
  let maxLag = 0;
  const ticker = setInterval(() => {
    const at = performance.now();
    maxLag = Math.max(maxLag, at - lastTick - 10);
    lastTick = at;
  }, 10);
  // Reads sent every PROBE_MS while the sweep runs, each timed from its sending to its answer.
  const waits: Promise<number>[] = [];
  const prober = setInterval(() => {
    const started = performance.now();
    const id = ids[(waits.length * 7919) % ids.length] ?? '';
    waits.push(
      db
        .selectFrom('equipment')
        .select(['id', 'online_status'])
        .where('id', '=', id)
        .executeTakeFirst()
        .then(() => performance.now() - started),
    );
  }, PROBE_MS);
  const started = performance.now();
  const swept = await sweepStale(db, now, { batchRows });
  const ms = performance.now() - started;
  clearInterval(prober);
  maxLag = Math.max(maxLag, performance.now() - lastTick - 10);
  clearInterval(ticker);
  const answered = await Promise.all(waits);
  const sorted = [...answered].sort((a, b) => a - b);
  const notices = await sql<{ kind: string; machine_count: number | null; n: string }>`select kind, machine_count, count(*) as n from notifications
    where company_id = ${companyId}::uuid and grouped_into is null group by kind, machine_count`.execute(db);
  console.log(
    `${title}: ${swept} machines offline in ${(ms / 1000).toFixed(1)} s; reads during it ${sorted.length}, median ${quantile(sorted, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(sorted, 0.95).toFixed(1)} ms, longest ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms; event loop longest lag ${maxLag.toFixed(0)} ms; ` +
      `notifications shown: ${notices.rows.map((r) => `${r.n} ${r.kind}${r.machine_count === null ? '' : ` (${r.machine_count} machines)`}`).join(', ') || 'none'}`,
  );
};

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    const { companyId, ids } = await seed(db);
    console.log(
      `${name}: ${MACHINES} machines of one company, all out for work and silent for 30 minutes; a read of one machine every ${PROBE_MS} ms during each sweep`,
    );
    await run(db, companyId, ids, `batches of ${SWEEP_BATCH_ROWS} (the server's)`, SWEEP_BATCH_ROWS);
    await run(db, companyId, ids, 'one transaction of all (unbatched)', MACHINES + 1);
  } finally {
    await dispose();
  }
};

await main();
