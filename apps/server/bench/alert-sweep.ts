/**
 * The alert sweep at 100,000 machines (rules 22.2, 22.4; rules 21: the minute's work done in well
 * under a minute), one process, as the server runs it (`sweepAlerts`, src/areas/alerts/engine/sweep.ts):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:alert-sweep -w @yardfleet/server
 *   npm run bench:alert-sweep -w @yardfleet/server                     # PGlite (temp folder)
 *
 * On PostgreSQL a throwaway database `yf_bench_<random>` is created on the server of DATABASE_URL
 * and dropped afterwards. One company (America/Chicago, the default working hours) with an admin
 * and a manager, 50 warehouses and BENCH_MACHINES machines (default 100,000), and its rules: the
 * defaults of a new company (rules 22.6, stored as the server stores them), "Silent for an hour"
 * (`machine_offline`, 60 minutes, all machines, in the app) and "Not back by midnight"
 * (`not_returned` by 00:00, reached all day so the figures do not depend on the hour, mailed to
 * the managers). Runs, each timed with its subjects evaluated and alerts changed:
 * 1. nothing to change: every machine online in its warehouse;
 * 2. first run: BENCH_SILENT % of the machines (default 45) silent for three hours in their
 *    warehouse and BENCH_OUT % (default 45) out for work and idle (so the default out-after-hours
 *    rule does not hold): about 90,000 alerts open, their recipients told, mail queued;
 * 3. three steady runs with those alerts open and nothing new.
 * Prints each run's time, the event loop's longest lag during it (PGlite runs in this process), and
 * the load average. Goal: under 1 s per run. Figures, not a test.
 */
import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import { DEFAULT_WORKING_HOURS } from '@yardfleet/domain/alerts/working-hours';
import { insertDefaultAlertRules } from '../src/areas/alerts/default-rules';
import { sweepAlerts } from '../src/areas/alerts/engine/sweep';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { insertBenchMembers, insertBenchRules } from './bench-alert-rules';
import { openBenchDatabase } from './bench-database';
import { intEnv, runScript } from './bench-env';

const MACHINES = intEnv('BENCH_MACHINES', 100_000);
const SILENT = intEnv('BENCH_SILENT', 45);
const OUT = intEnv('BENCH_OUT', 45);
const WAREHOUSES = 50;
const CENTRE = { lat: 41.85, lng: -87.65 };
const HOUR_MS = 3_600_000;

const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';

/** The two rules the benchmark adds to the defaults (rules 22.1). */
const RULES: readonly AlertRuleDraft[] = [
  {
    name: 'Silent for an hour',
    condition: { kind: 'machine_offline', offlineMinutes: 60, onlyDuringWorkingHours: false, onlyOutForWork: false },
    scope: { kind: 'all' },
    recipients: { people: [], roles: ['admin'] },
    channels: { email: false },
    escalation: null,
    holdMinutes: 0,
    reopenWithinMinutes: 60,
    paused: false,
  },
  {
    name: 'Not back by midnight',
    condition: { kind: 'not_returned', returnBy: '00:00' },
    scope: { kind: 'all' },
    recipients: { people: [], roles: ['manager'] },
    channels: { email: true },
    escalation: null,
    holdMinutes: 0,
    reopenWithinMinutes: 60,
    paused: false,
  },
];

/** The company, its members, warehouses, rules and MACHINES machines, every one online in its warehouse. */
const seed = async (db: Kysely<Database>, now: Date): Promise<string> => {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Sweep Co', time_zone: 'America/Chicago', version: 'FULL_VERSION' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update companies set working_hours = ${JSON.stringify(DEFAULT_WORKING_HOURS)}::jsonb where id = ${company.id}::uuid`.execute(db);
  await insertBenchMembers(db, company.id, 'sweep');
  await db.transaction().execute((trx) => insertDefaultAlertRules(trx, company.id, 'FULL_VERSION'));
  await insertBenchRules(db, company.id, RULES);
  const warehouses = await db
    .insertInto('warehouses')
    .values(
      Array.from({ length: WAREHOUSES }, (_, k) => ({
        company_id: company.id,
        name: `Depot ${k + 1}`,
        address: '',
        lat: CENTRE.lat + (k % 10) * 0.02,
        lng: CENTRE.lng + Math.floor(k / 10) * 0.02,
        radius_m: 300,
      })),
    )
    .returning(['id', 'lat', 'lng'])
    .execute();
  for (let from = 0; from < MACHINES; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, MACHINES - from) }, (_, k) => {
      const i = from + k;
      const home = warehouses[i % warehouses.length] ?? { id: null, lat: CENTRE.lat, lng: CENTRE.lng };
      return {
        company_id: company.id,
        name: `Mower ${i + 1}`,
        serial_number: `SWEEP-${String(i).padStart(6, '0')}`,
        category: 'mower' as const,
        model_number: 'LM2156-X',
        picture_url: null,
        inventory_status: 'in_warehouse' as const,
        warehouse_id: home.id,
        online_status: 'online' as const,
        activity: 'idle' as const,
        last_seen_at: now,
        last_lat: home.lat,
        last_lng: home.lng,
        last_position_at: now,
        added_at: now,
        updated_at: now,
        error_code: null,
        firmware_version: '1.0.0',
        battery_max_capacity_pct: null,
        battery_cycle_count: null,
        engine_hours: 0,
      };
    });
    await db.insertInto('equipment').values(rows).execute();
  }
  return company.id;
};

/** Makes SILENT % of the machines silent for three hours (offline, in their warehouse) and OUT % out for work and idle, seen a minute ago. */
const spread = async (db: Kysely<Database>, companyId: string, now: Date): Promise<void> => {
  const silentSince = new Date(now.getTime() - 3 * HOUR_MS).toISOString();
  const seen = new Date(now.getTime() - 60_000).toISOString();
  await sql`update equipment set online_status = 'offline', activity = 'offline', last_seen_at = ${silentSince}::timestamptz, last_position_at = ${silentSince}::timestamptz
    where company_id = ${companyId}::uuid and (substring(serial_number from 7)::int % 100) < ${SILENT}`.execute(db);
  await sql`update equipment set inventory_status = 'out_for_work', warehouse_id = null, last_lat = last_lat + 0.01, last_seen_at = ${seen}::timestamptz,
      last_position_at = ${seen}::timestamptz
    where company_id = ${companyId}::uuid and (substring(serial_number from 7)::int % 100) >= ${SILENT} and (substring(serial_number from 7)::int % 100) < ${SILENT + OUT}`.execute(
    db,
  );
  await sql`analyze`.execute(db);
};

/** One sweep at `now`, timed, with the event loop's longest lag; prints one line. */
const run = async (db: Kysely<Database>, title: string, now: Date): Promise<void> => {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const before = load();
  const started = performance.now();
  const result = await sweepAlerts(db, now);
  const ms = performance.now() - started;
  // The sampling timer fires once the loop is free again: let it record a block that lasted to the end.
  await new Promise((resolve) => setTimeout(resolve, 25));
  lag.disable();
  const open = (await sql<{ n: string }>`select count(*)::text as n from alerts where status <> 'resolved'`.execute(db)).rows[0]?.n ?? '?';
  console.log(
    `  ${title.padEnd(34)} ${Math.round(ms).toLocaleString('en-US').padStart(6)} ms; ${result.evaluated.toLocaleString('en-US')} evaluated, ${result.changed.toLocaleString('en-US')} changed, ${Number(open).toLocaleString('en-US')} alerts live; longest event-loop lag ${Math.round(lag.max / 1e6)} ms (load ${before} -> ${load()})${ms < 1000 ? '' : '  [over 1 s]'}`,
  );
};

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  try {
    await migrateToLatest(db);
    const seededAt = new Date();
    const companyId = await seed(db, seededAt);
    await sql`analyze`.execute(db);
    const rules = (await sql<{ n: string }>`select count(*)::text as n from alert_rules where company_id = ${companyId}::uuid`.execute(db)).rows[0]?.n;
    console.log(`${name}: ${MACHINES.toLocaleString('en-US')} machines, ${WAREHOUSES} warehouses, ${rules} rules (load ${load()})`);
    await run(db, '1. nothing to change', new Date());
    await spread(db, companyId, new Date());
    await run(db, `2. first run (${SILENT} % silent, ${OUT} % out)`, new Date());
    for (let k = 1; k <= 3; k += 1) await run(db, `3. steady run ${k}`, new Date());
  } finally {
    await dispose();
  }
};

runScript(main);
