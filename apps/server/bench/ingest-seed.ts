/**
 * The seed of the ingest benchmark (bench/ingest.ts): one company with warehouses, machines and a
 * gateway, and for a run with alert rules its tags, members and round-the-clock working hours.
 */
import { sql, type Kysely } from 'kysely';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import type { Database } from '../src/db/schema';
import { benchRuleDrafts, categoryOf, insertBenchMembers, insertBenchTags, tagBenchMachines } from './bench-alert-rules';

/** The centre of the metro area the warehouses and reports are around. */
export const CENTRE = { lat: 41.85, lng: -87.65 };

/** Every day 00:00 to 23:59 (rules 22.2): the working hours of the bench company when it has rules. */
const ROUND_THE_CLOCK = { days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { start: '00:00', end: '23:59' }])) };

/** Warehouse `i` of a seed: the first three on the depots the reports wander around, the others on a grid over about 0.6 x 0.6 degrees around them. */
export const warehouseAt = (i: number): { lat: number; lng: number } =>
  i < 3
    ? { lat: CENTRE.lat + i * 0.05, lng: CENTRE.lng }
    : { lat: CENTRE.lat - 0.3 + ((i % 32) / 32) * 0.6, lng: CENTRE.lng - 0.3 + ((Math.floor(i / 32) % 32) / 32) * 0.6 };

/** One company with `warehouses` warehouses (radius 400 m, `warehouseAt`), `machines` machines (never seen, categories in turn) and a device gateway. */
export const seedIngestCompany = async (
  db: Kysely<Database>,
  { machines: MACHINES, warehouses: WAREHOUSES }: { readonly machines: number; readonly warehouses: number },
): Promise<{ companyId: string; machines: { id: string; serial: string }[]; gatewayId: string; warehouseIds: string[] }> => {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Bench Co', time_zone: 'America/Chicago', version: 'FULL_VERSION' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const warehouseIds: string[] = [];
  for (let from = 0; from < WAREHOUSES; from += 500) {
    const rows = Array.from({ length: Math.min(500, WAREHOUSES - from) }, (_, k) => ({
      company_id: company.id,
      name: `Depot ${from + k}`,
      address: '',
      ...warehouseAt(from + k),
      radius_m: 400,
    }));
    warehouseIds.push(...(await db.insertInto('warehouses').values(rows).returning('id').execute()).map((r) => r.id));
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
        category: categoryOf(i),
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
  return { companyId: company.id, machines, gatewayId: gateway.id, warehouseIds };
};

/**
 * What the company of a run with `rules` alert rules has besides (bench-alert-rules.ts): `tags`
 * tags, two on each machine; an admin and a manager whom the rules tell; working hours round the
 * clock (the mowing reports fall within them, as a fleet's mostly do). @returns the rule drafts
 * (not yet stored).
 */
export const seedRuleTargets = async (
  db: Kysely<Database>,
  companyId: string,
  machineIds: readonly string[],
  warehouseIds: readonly string[],
  { rules, tags }: { readonly rules: number; readonly tags: number },
): Promise<AlertRuleDraft[]> => {
  const tagIds = await insertBenchTags(db, companyId, tags);
  await tagBenchMachines(db, machineIds, tagIds);
  await insertBenchMembers(db, companyId, 'ingest');
  await sql`update companies set working_hours = ${JSON.stringify(ROUND_THE_CLOCK)}::jsonb where id = ${companyId}::uuid`.execute(db);
  return benchRuleDrafts(rules, { tagIds, warehouseIds });
};
