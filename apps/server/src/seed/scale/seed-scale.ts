import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { DEMO_SEED } from '../demo';
import { DEMO_PASSWORD } from '../people';
import { prng } from '../prng';
import { bulkInsert, type BulkColumn } from './bulk-insert';
import { createCompany, refusePollution, resolveCompany, SCALE_GATEWAY_MODEL, type ScaleCompany } from './scale-company';
import { buildMachine, machineContext, type ScaleMachine } from './scale-machines';
import { buildScaleSites, buildScaleWarehouses, type ScaleWarehouse } from './scale-places';
import { progressPrinter } from './scale-progress';
import { createPlanTable, insertCredentials, insertMaintenance, insertReminderPlans, insertReports, insertSubDevices, type ChunkInput } from './scale-sql';
import { insertScaleTags } from './scale-tags';
import { refreshAllServiceMarks } from '../../areas/maintenance/service-due';
import { withoutIndexes } from './report-indexes';
import { countScale, type ScaleCounts } from './scale-summary';

/** The scale seed's fixed seed (the demo's plus 12): the same fleet on every run. */
export const SCALE_SEED = DEMO_SEED + 12;

/** What to seed (rules 21.14); the program's flags map onto it (main.ts). */
export interface ScaleSeedOptions {
  /** Machines to add (100,000 for the goals of rules 21). */
  readonly machines: number;
  readonly warehouses: number;
  readonly tags: number;
  /** Days of device report history before `now` (365: a year). */
  readonly reportDays: number;
  /** The admin whose company is filled, or created (scale-company.ts resolveCompany). */
  readonly companyEmail: string;
  /** The name of a company the seed creates. */
  readonly companyName: string;
  readonly now: Date;
  /** The server's mode; production is refused. */
  readonly mode: 'demo' | 'production';
  /** An argon2 hash of the demo password to reuse (tests); hashed once otherwise. */
  readonly passwordHash?: string;
  /** Progress lines (stderr in the program). */
  readonly log: (line: string) => void;
}

/** What the seed did. */
export interface ScaleSeedResult {
  readonly company: ScaleCompany;
  readonly password: string;
  readonly counts: ScaleCounts;
  readonly seconds: number;
}

/** Machines built in JavaScript per round (rows, tags and plans inserted in bulk), and per SQL statement of the history. */
const MACHINE_BATCH = 5_000;
const REPORT_CHUNK = 2_000;
const ROW_CHUNK = 20_000;

const equipmentColumns: readonly BulkColumn<ScaleMachine>[] = [
  ['id', 'uuid'],
  ['company_id', 'uuid'],
  ['name', 'text'],
  ['serial_number', 'text'],
  ['category', 'text'],
  ['model_number', 'text'],
  ['picture_url', 'text'],
  ['inventory_status', 'text'],
  ['online_status', 'text'],
  ['activity', 'text'],
  ['last_seen_at', 'timestamptz'],
  ['last_lat', 'double precision'],
  ['last_lng', 'double precision'],
  ['added_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['error_code', 'text'],
  ['firmware_version', 'text'],
  ['battery_max_capacity_pct', 'double precision'],
  ['battery_cycle_count', 'integer'],
  ['engine_hours', 'double precision'],
  ['warehouse_id', 'uuid'],
  ['last_position_at', 'timestamptz'],
].map(([name = '', type = '']) => ({ name, type, value: (m: ScaleMachine) => m.row[name as keyof ScaleMachine['row']] }));

type PlanValue = (m: ScaleMachine) => string | number | boolean | null;
const planColumns: readonly BulkColumn<ScaleMachine>[] = (
  [
    ['n', 'integer', (m) => m.plan.n],
    ['equipment_id', 'uuid', (m) => m.plan.equipmentId],
    ['home_id', 'uuid', (m) => m.plan.homeId],
    ['home_lat', 'double precision', (m) => m.plan.homeLat],
    ['home_lng', 'double precision', (m) => m.plan.homeLng],
    ['home_r', 'double precision', (m) => m.plan.homeRadiusM],
    ['site_lat', 'double precision', (m) => m.plan.siteLat],
    ['site_lng', 'double precision', (m) => m.plan.siteLng],
    ['site_r', 'double precision', (m) => m.plan.siteSpreadM],
    ['utc_offset', 'double precision', (m) => m.plan.utcOffsetHours],
    ['work_chance', 'double precision', (m) => m.plan.workChance],
    ['hours_per_day', 'double precision', (m) => m.plan.hoursPerWorkDay],
    ['service_every', 'double precision', (m) => m.plan.serviceEveryHours],
    ['seasonal', 'boolean', (m) => m.plan.seasonal],
    ['last_status', 'text', (m) => m.plan.lastStatus],
    ['last_warehouse_id', 'uuid', (m) => m.plan.lastWarehouseId],
  ] satisfies [string, string, PlanValue][]
).map(([name, type, value]) => ({ name, type, value }));

const warehouseColumns = (companyId: string): readonly BulkColumn<ScaleWarehouse>[] => [
  { name: 'id', type: 'uuid', value: (w) => w.id },
  { name: 'company_id', type: 'uuid', value: () => companyId },
  { name: 'name', type: 'text', value: (w) => w.name },
  { name: 'address', type: 'text', value: (w) => w.address },
  { name: 'lat', type: 'double precision', value: (w) => w.lat },
  { name: 'lng', type: 'double precision', value: (w) => w.lng },
  { name: 'radius_m', type: 'double precision', value: (w) => w.radiusM },
];

/** The next number of each name base in the company ("Mower" -> 41 after Mower 1..40), so added names continue the demo's. */
const nextNumbers = async (trx: Kysely<Database>, companyId: string): Promise<Map<string, number>> => {
  const rows = await trx.selectFrom('equipment').select('name').where('company_id', '=', companyId).execute();
  const next = new Map<string, number>();
  for (const { name } of rows) {
    const match = /^(.*\S)\s+(\d+)$/.exec(name);
    if (match?.[1] !== undefined && match[2] !== undefined) next.set(match[1], Math.max(next.get(match[1]) ?? 1, Number(match[2]) + 1));
  }
  return next;
};

/** Runs `step` over [0, total) in chunks of `size`, ticking the progress with the rows each chunk wrote. */
const inChunks = async (
  total: number,
  size: number,
  progress: ReturnType<typeof progressPrinter>,
  step: (from: number, to: number) => Promise<number>,
): Promise<number> => {
  let rows = 0;
  for (let from = 0; from < total; from += size) {
    rows += await step(from, Math.min(total, from + size));
    progress.tick(Math.min(total, from + size), rows);
  }
  progress.done(rows);
  return rows;
};

/**
 * The scale seed (rules 21.14, decision 0014): refuses a database it would pollute, picks or
 * creates the company (scale-company.ts), then in ONE transaction writes `warehouses` warehouses
 * with a device gateway each, `tags` tags in four groups, `machines` machines built in JavaScript
 * with the demo's generator and the domain's rules (bulk inserts of 5,000), and generates inside the
 * database the machines' report history over `reportDays` days, maintenance logs, stored reminder
 * plans, device credentials and gateway sub-devices (scale-sql.ts), the reports table's indexes
 * dropped meanwhile and built again after (report-indexes.ts: the table stays locked until the
 * seed commits); then ANALYZE. Progress goes to
 * `options.log`. Stored columns other code derives (the list's sort key, the per-company machine
 * count, migration 0012) are generated columns and triggers, so they fill themselves.
 * @throws ScaleSeedRefused (production, real accounts, a company seeded before, a non-admin email); the database's errors (nothing is kept then).
 */
export const seedScale = async (db: Kysely<Database>, options: ScaleSeedOptions): Promise<ScaleSeedResult> => {
  const started = Date.now();
  const progress = progressPrinter(options.log);
  const { now } = options;
  await refusePollution(db, options.mode);
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const rng = prng(SCALE_SEED);
  const resolved = await resolveCompany(db, options.companyEmail, now, passwordHash);
  if (resolved !== 'create' && resolved.origin === 'demo') options.log('seed: the database had no accounts: seeded the demo first');

  const company = await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    const target =
      resolved === 'create'
        ? await createCompany(trx, { email: options.companyEmail, companyName: options.companyName, passwordHash, now, ids: rng.uuid })
        : resolved;
    const { companyId } = target;
    options.log(`seed: filling ${target.companyName} (admin ${target.adminEmail}) with ${options.machines.toLocaleString('en-US')} machines`);

    const warehouses = buildScaleWarehouses(rng, options.warehouses);
    const sites = buildScaleSites(rng, warehouses, 3);
    await bulkInsert(trx, 'warehouses', warehouseColumns(companyId), warehouses);
    const gateways = warehouses.map((w, i) => ({
      id: rng.uuid(),
      company_id: companyId,
      warehouse_id: w.id,
      kind: 'device_gateway',
      model: SCALE_GATEWAY_MODEL,
      serial_number: `DG31-2024-${String(100_000 + i * 7 + rng.int(0, 6)).padStart(6, '0')}`,
      firmware_version: rng.pick(['3.1.0', '3.2.2', '3.3.0']),
      lat: w.lat,
      lng: w.lng,
      minutes: rng.chance(0.97) ? rng.int(0, 4) : rng.int(30, 3000),
    }));
    await bulkInsert(
      trx,
      'gateways',
      [
        ...(['id', 'company_id', 'warehouse_id', 'kind', 'model', 'serial_number', 'firmware_version'] as const).map((name) => ({
          name,
          type: name.endsWith('id') ? 'uuid' : 'text',
          value: (g: (typeof gateways)[number]) => g[name],
        })),
        { name: 'lat', type: 'double precision', value: (g) => g.lat },
        { name: 'lng', type: 'double precision', value: (g) => g.lng },
        { name: 'last_connected_at', type: 'timestamptz', value: (g) => new Date(now.getTime() - g.minutes * 60_000) },
        { name: 'online_status', type: 'text', value: (g) => (g.minutes < 10 ? 'online' : 'offline') },
      ],
      gateways,
    );
    options.log(`seed: ${warehouses.length} warehouses, ${gateways.length} gateways, ${sites.length} work sites`);
    const tags = await insertScaleTags(trx, rng, companyId, options.tags, warehouses, sites);
    options.log(`seed: ${tags.tags} tags in ${tags.groups} groups`);

    const serial = await sql<{ n: string | null }>`select max(substring(serial_number from '-([0-9]{6,})$')::bigint) as n from equipment`.execute(trx);
    const ctx = machineContext({
      companyId,
      now,
      warehouses,
      sites,
      tags: tags.ids,
      nextNumber: await nextNumbers(trx, companyId),
      serialSeq: Number(serial.rows[0]?.n ?? 0) + 1000,
    });
    await createPlanTable(trx);
    progress.phase('machines', options.machines);
    let tagRows = 0;
    for (let from = 0; from < options.machines; from += MACHINE_BATCH) {
      const batch = Array.from({ length: Math.min(MACHINE_BATCH, options.machines - from) }, (_, k) => buildMachine(rng, ctx, from + k));
      await bulkInsert(trx, 'equipment', equipmentColumns, batch);
      const links = batch.flatMap((m) => m.tagIds.map((tagId) => ({ equipmentId: m.row.id, tagId })));
      await bulkInsert(
        trx,
        'equipment_tags',
        [
          { name: 'equipment_id', type: 'uuid', value: (l) => l.equipmentId },
          { name: 'tag_id', type: 'uuid', value: (l) => l.tagId },
        ],
        links,
      );
      await bulkInsert(trx, 'scale_plan', planColumns, batch);
      tagRows += links.length;
      progress.tick(from + batch.length, from + batch.length + links.length);
    }
    progress.done(options.machines + tagRows);
    // The history statements join the plan to the machines: give the planner their real sizes (a temporary table is never auto-analyzed).
    await sql`analyze scale_plan`.execute(trx);
    await sql`analyze equipment`.execute(trx);

    const chunk = (from: number, to: number): ChunkInput => ({ companyId, seed: SCALE_SEED, now, from, to });
    progress.phase('reports', options.machines);
    const loadReports = () =>
      inChunks(options.machines, REPORT_CHUNK, progress, (from, to) => insertReports(trx, { ...chunk(from, to), days: options.reportDays }));
    await withoutIndexes(trx, 'equipment_reports', loadReports, options.log);
    progress.phase('maintenance', options.machines);
    await inChunks(options.machines, ROW_CHUNK, progress, (from, to) => insertMaintenance(trx, chunk(from, to)));
    progress.phase('reminder plans', options.machines);
    await inChunks(options.machines, ROW_CHUNK, progress, (from, to) => insertReminderPlans(trx, chunk(from, to)));
    options.log('seed: service marks (the reminder marks of every plan, migration 0015)');
    await refreshAllServiceMarks(trx, companyId);
    progress.phase('device credentials', options.machines);
    await inChunks(options.machines, ROW_CHUNK, progress, (from, to) => insertCredentials(trx, { ...chunk(from, to), gatewayModel: SCALE_GATEWAY_MODEL }));
    progress.phase('gateway sub-devices', options.machines);
    await inChunks(options.machines, ROW_CHUNK, progress, (from, to) => insertSubDevices(trx, { ...chunk(from, to), gatewayModel: SCALE_GATEWAY_MODEL }));
    options.log('seed: committing');
    return target;
  });

  const analyzing = Date.now();
  await sql`analyze`.execute(db);
  options.log(`seed: analyzed in ${((Date.now() - analyzing) / 1000).toFixed(1)} s`);
  return { company, password: DEMO_PASSWORD, counts: await countScale(db, company.companyId), seconds: (Date.now() - started) / 1000 };
};
