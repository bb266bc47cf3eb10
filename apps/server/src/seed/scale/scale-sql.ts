import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { PERFORMERS } from '../catalog';

/**
 * The scale seed's rows that are generated inside the database (rules 21.14: millions of rows
 * in minutes, never shipped from JavaScript): a year of device reports, maintenance logs, stored
 * reminder plans, device credentials and the machines each warehouse gateway hears. Every value
 * is a deterministic function of the machine's number and the seed (`hashint8extended`, stable
 * across PostgreSQL versions and platforms, as hash partitioning needs), so runs are reproducible.
 * They read `scale_plan`, the seed's temporary table of per-machine plans (machines.ts MachinePlan).
 */

/** The temporary per-machine plan table, dropped when the seed's transaction ends. */
export const createPlanTable = async (db: Kysely<Database>): Promise<void> => {
  await sql`create temporary table scale_plan (
    n integer primary key, equipment_id uuid not null, home_id uuid not null, home_lat double precision not null, home_lng double precision not null,
    home_r double precision not null, site_lat double precision not null, site_lng double precision not null, site_r double precision not null,
    utc_offset double precision not null, work_chance double precision not null, hours_per_day double precision not null,
    service_every double precision not null, seasonal boolean not null, last_status text, last_warehouse_id uuid
  ) on commit drop`.execute(db);
};

/** A uniform number in [0, 1) for (machine n, day d, salt), from the seed: the SQL side of the seed's PRNG. */
const u = (seed: number, n: RawBuilder<unknown>, d: RawBuilder<unknown> | number, salt: number): RawBuilder<number> =>
  sql<number>`((hashint8extended((${n})::bigint * 1000000 + (${d})::bigint * 100 + ${salt}, ${seed}::bigint) & 2147483647)::double precision / 2147483648.0)`;

/** A point `dist` metres from (lat, lng) towards `bearing` radians (the same flat offset as seed/places.ts). */
const offsetLat = (lat: RawBuilder<unknown>, dist: RawBuilder<unknown>, bearing: RawBuilder<unknown>) =>
  sql`round((${lat} + ${dist} * cos(${bearing}) / 111320.0) * 1e6) / 1e6`;
const offsetLng = (lat: RawBuilder<unknown>, lng: RawBuilder<unknown>, dist: RawBuilder<unknown>, bearing: RawBuilder<unknown>) =>
  sql`round((${lng} + ${dist} * sin(${bearing}) / (111320.0 * cos(radians(${lat})))) * 1e6) / 1e6`;

/** What every generator needs: the company, the seed, the seed time, and the machine range [from, to) of this statement. */
export interface ChunkInput {
  readonly companyId: string;
  readonly seed: number;
  readonly now: Date;
  readonly from: number;
  readonly to: number;
}

/**
 * Device reports of machines [from, to) over the `days` days before `now`: on a working day
 * (Monday to Saturday, by the machine's category chance and the season: snow blowers in winter,
 * the rest mostly April to October) a machine reports twice: at 07:00-08:30 local time at its work
 * site (out for work: inside the site, which the seed placed outside every geofence) and at
 * 15:00-17:30 back in its home warehouse, charging (inside 60 % of its radius: in warehouse, with
 * the warehouse id). Engine hours and battery cycles rise linearly to the machine's current values;
 * only days after it was added and before its last report count. Then each seen machine's current
 * state at `last_seen_at` (as the demo's history ends). Then each machine's `last_warehouse_id`,
 * as the ingest's fold keeps it (migration 0023): the warehouse it is in, else that of its newest
 * report placed in one.
 * @returns the number of reports inserted.
 */
export const insertReports = async (db: Kysely<Database>, input: ChunkInput & { readonly days: number }): Promise<number> => {
  const { seed } = input;
  const today = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate())).toISOString().slice(0, 19);
  const n = sql`w.n`;
  const d = sql`w.d`;
  const season = sql`case when w.seasonal then (case when w.month in (12, 1, 2) then 1.0 when w.month in (3, 11) then 0.3 else 0 end)
    else (case when w.month between 4 and 10 then 1.25 when w.month in (3, 11) then 0.8 else 0.25 end) end`;
  const fixAt = sql`(w.day + make_interval(secs => case when leg.k = 0
      then (7 - w.utc_offset) * 3600 + ${u(seed, n, d, 2)} * 5400 else (15 - w.utc_offset) * 3600 + ${u(seed, n, d, 3)} * 9000 end)) at time zone 'UTC'`;
  const dist = sql`case when leg.k = 0 then ${u(seed, n, d, 4)} * w.site_r else ${u(seed, n, d, 5)} * w.home_r * 0.6 end`;
  const bearing = sql`${u(seed, n, d, 6)} * 2 * pi()`;
  const cLat = sql`case when leg.k = 0 then w.site_lat else w.home_lat end`;
  const cLng = sql`case when leg.k = 0 then w.site_lng else w.home_lng end`;
  const inserted = await sql<{ n: string }>`with days as (
      select g.d, ${today}::timestamp - make_interval(days => g.d) as day from generate_series(1, ${input.days}) as g(d)
    ), w as (
      select p.*, e.category, e.engine_hours, e.last_seen_at, e.added_at, e.firmware_version, e.battery_max_capacity_pct, e.battery_cycle_count,
        days.d, days.day, extract(month from days.day)::int as month,
        e.engine_hours / greatest(1, extract(epoch from e.last_seen_at - e.added_at) / 86400) as per_day
      from scale_plan p join equipment e on e.id = p.equipment_id cross join days
      where p.n >= ${input.from} and p.n < ${input.to} and e.last_seen_at is not null and p.work_chance > 0 and extract(isodow from days.day) < 7
    ), r as (
      select w.*, leg.k, ${fixAt} as fix_at, ${offsetLat(cLat, dist, bearing)} as lat, ${offsetLng(cLat, cLng, dist, bearing)} as lng
      from w cross join (values (0), (1)) as leg(k)
      where ${u(seed, n, d, 1)} < w.work_chance * ${season}
    ), h as (
      select r.*, greatest(0, r.engine_hours - r.per_day * extract(epoch from r.last_seen_at - r.fix_at) / 86400) as hours
      from r where r.fix_at >= r.added_at and r.fix_at < r.last_seen_at - interval '10 minutes'
    ), ins as (
      insert into equipment_reports (equipment_id, fix_at, company_id, source, lat, lng, activity, error_code, error_cleared, firmware_version,
        battery_capacity_pct, battery_cycle_count, engine_hours, received_at, inventory_status, warehouse_id)
      select h.equipment_id, h.fix_at, ${input.companyId}::uuid, 'device', h.lat, h.lng,
        case when h.k = 1 then 'charging' when h.category in ('mower', 'ride_on_mower') then 'mowing' else 'moving' end,
        null, false, h.firmware_version, h.battery_max_capacity_pct,
        case when h.battery_cycle_count is null then null else floor(h.battery_cycle_count * h.hours / greatest(h.engine_hours, 0.1))::integer end,
        round(h.hours * 10) / 10, h.fix_at,
        case when h.k = 0 then 'out_for_work' else 'in_warehouse' end, case when h.k = 0 then null else h.home_id end
      from h
      union all
      select e.id, e.last_seen_at, ${input.companyId}::uuid, 'device', e.last_lat, e.last_lng,
        case when e.activity in ('mowing', 'charging', 'moving', 'idle', 'transfer') then e.activity when p.last_status = 'in_warehouse' then 'idle' else 'moving' end,
        e.error_code, false, e.firmware_version, e.battery_max_capacity_pct, e.battery_cycle_count, e.engine_hours, e.last_seen_at, p.last_status, p.last_warehouse_id
      from scale_plan p join equipment e on e.id = p.equipment_id
      where p.n >= ${input.from} and p.n < ${input.to} and e.last_seen_at is not null and e.last_lat is not null
      returning 1
    )
    select count(*) as n from ins`.execute(db);
  await sql`update equipment e set last_warehouse_id = coalesce(e.warehouse_id, (
      select r.warehouse_id from equipment_reports r
      where r.company_id = e.company_id and r.equipment_id = e.id and r.warehouse_id is not null order by r.fix_at desc limit 1))
    from scale_plan p where p.equipment_id = e.id and p.n >= ${input.from} and p.n < ${input.to}`.execute(db);
  return Number(inserted.rows[0]?.n ?? 0);
};

const DETAILS = {
  maintenance: 'Blade or chain sharpened, filters cleaned, firmware checked, battery contacts cleaned.',
  inspection: 'Visual inspection, safety switch and guard check.',
  repair: 'Replaced damaged drive motor connector after field fault report.',
};

/**
 * Maintenance logs of machines [from, to), as the demo's fleet builder writes them: an inspection or
 * a maintenance at each half service interval up to the engine hours (the last six kept; the last
 * one sets the engine-hours reminder), one machine in ten a full interval behind (overdue), and a
 * repair with a 3-month date reminder for about one machine in ten with over 20 h.
 * @returns the number of logs inserted.
 */
export const insertMaintenance = async (db: Kysely<Database>, input: ChunkInput): Promise<number> => {
  const { seed } = input;
  const n = sql`p.n`;
  const performers = sql`(array[${sql.join(PERFORMERS.map((p) => sql`${p}`))}]::text[])`;
  const when = (hours: RawBuilder<unknown>) =>
    sql`e.added_at + (coalesce(e.last_seen_at, ${input.now.toISOString()}::timestamptz) - e.added_at) * (${hours} / greatest(e.engine_hours, 1))`;
  const inserted = await sql<{ n: string }>`with ins as (
      insert into maintenance_logs (company_id, equipment_id, service_type, performed_at, runtime_hours, labor_minutes, expense_cents, currency,
        performed_by, details, reminder_kind, reminder_units, reminder_calendar_unit)
      select ${input.companyId}::uuid, p.equipment_id, case when k.k % 2 = 0 then 'maintenance' else 'inspection' end,
        ${when(sql`k.k * m.step`)}, k.k * m.step,
        case when k.k % 2 = 0 then 45 + floor(${u(seed, n, sql`k.k`, 11)} * 76)::int else 15 + floor(${u(seed, n, sql`k.k`, 11)} * 26)::int end,
        case when k.k % 2 = 0 then (45 + floor(${u(seed, n, sql`k.k`, 12)} * 136)::int) * 100 else floor(${u(seed, n, sql`k.k`, 12)} * 36)::int * 100 end,
        'USD', ${performers}[1 + floor(${u(seed, n, sql`k.k`, 13)} * ${PERFORMERS.length})::int],
        case when k.k % 2 = 0 then ${DETAILS.maintenance} else ${DETAILS.inspection} end,
        case when k.k = m.kmax then 'engine_hours' else 'off' end, case when k.k = m.kmax then p.service_every::integer else null end, null
      from scale_plan p join equipment e on e.id = p.equipment_id
      cross join lateral (select p.service_every / 2 as step,
        floor((e.engine_hours - case when p.n % 10 = 3 then p.service_every else 0 end) / (p.service_every / 2))::int as kmax) as m
      cross join lateral generate_series(greatest(1, m.kmax - 5), m.kmax) as k(k)
      where p.n >= ${input.from} and p.n < ${input.to} and e.engine_hours > 0
      union all
      select ${input.companyId}::uuid, p.equipment_id, 'repair', ${when(sql`x.h`)}, x.h,
        60 + floor(${u(seed, n, 0, 14)} * 181)::int, (80 + floor(${u(seed, n, 0, 15)} * 371)::int) * 100, 'USD',
        ${performers}[1 + floor(${u(seed, n, 0, 16)} * ${PERFORMERS.length})::int], ${DETAILS.repair}, 'date', 3, 'months'
      from scale_plan p join equipment e on e.id = p.equipment_id
      cross join lateral (select round((10 + ${u(seed, n, 0, 17)} * (e.engine_hours - 10))::numeric, 1)::double precision as h) as x
      where p.n >= ${input.from} and p.n < ${input.to} and e.engine_hours > 20 and ${u(seed, n, 0, 18)} < 0.1
      returning 1
    )
    select count(*) as n from ins`.execute(db);
  return Number(inserted.rows[0]?.n ?? 0);
};

/**
 * Stored reminder plans (reminder_plans) for about a quarter of the machines [from, to) that have a
 * service log: half every 6 months from the last service, half every service interval of engine
 * hours from the last service's runtime.
 * @returns the number of plans inserted.
 */
export const insertReminderPlans = async (db: Kysely<Database>, input: ChunkInput): Promise<number> => {
  const n = sql`l.n`;
  const inserted = await sql<{ n: string }>`with last as (
      select distinct on (m.equipment_id) p.n, p.service_every, m.equipment_id, m.performed_at, m.runtime_hours
      from scale_plan p join maintenance_logs m on m.equipment_id = p.equipment_id
      where p.n >= ${input.from} and p.n < ${input.to}
      order by m.equipment_id, m.performed_at desc
    ), ins as (
      insert into reminder_plans (equipment_id, company_id, kind, every, calendar_unit, since_at, since_engine_hours, updated_at)
      select l.equipment_id, ${input.companyId}::uuid,
        case when ${u(input.seed, n, 0, 21)} < 0.5 then 'date' else 'engine_hours' end,
        case when ${u(input.seed, n, 0, 21)} < 0.5 then 6 else l.service_every::integer end,
        case when ${u(input.seed, n, 0, 21)} < 0.5 then 'months' else null end,
        l.performed_at, l.runtime_hours, l.performed_at
      from last l where ${u(input.seed, n, 0, 20)} < 0.25
      returning 1
    )
    select count(*) as n from ins`.execute(db);
  return Number(inserted.rows[0]?.n ?? 0);
};

/** The device secret the scale seed gives a machine or gateway, in SQL: hex SHA-256 of `yardfleet-scale:<id>` (a bench reporting for seeded machines computes the same). */
const secretOf = (id: RawBuilder<unknown>) => sql`encode(sha256(convert_to('yardfleet-scale:' || ${id}::text, 'UTF8')), 'hex')`;
/** Its stored form: the SHA-256 of the secret, as credentials.ts keeps it. */
const hashOf = (id: RawBuilder<unknown>) => sql`encode(sha256(convert_to(${secretOf(id)}, 'UTF8')), 'hex')`;

/**
 * A device credential for every machine [from, to) (they were bound from the mobile app) and, on the
 * first chunk, for every scale gateway of the company (model `gatewayModel`): id
 * `md5('yardfleet-scale-credential:<id>')` as a UUID, secret as `secretOf` says.
 * @returns the number of credentials inserted.
 */
export const insertCredentials = async (db: Kysely<Database>, input: ChunkInput & { readonly gatewayModel: string }): Promise<number> => {
  const machines = await sql<{ n: string }>`with ins as (
      insert into device_credentials (id, company_id, equipment_id, gateway_id, secret_hash, created_at)
      select md5('yardfleet-scale-credential:' || p.equipment_id::text)::uuid, ${input.companyId}::uuid, p.equipment_id, null, ${hashOf(sql`p.equipment_id`)}, e.added_at
      from scale_plan p join equipment e on e.id = p.equipment_id where p.n >= ${input.from} and p.n < ${input.to}
      returning 1
    ) select count(*) as n from ins`.execute(db);
  if (input.from > 0) return Number(machines.rows[0]?.n ?? 0);
  const gateways = await sql<{ n: string }>`with ins as (
      insert into device_credentials (id, company_id, equipment_id, gateway_id, secret_hash, created_at)
      select md5('yardfleet-scale-credential:' || g.id::text)::uuid, g.company_id, null, g.id, ${hashOf(sql`g.id`)}, ${input.now.toISOString()}::timestamptz
      from gateways g where g.company_id = ${input.companyId}::uuid and g.model = ${input.gatewayModel}
      returning 1
    ) select count(*) as n from ins`.execute(db);
  return Number(machines.rows[0]?.n ?? 0) + Number(gateways.rows[0]?.n ?? 0);
};

/**
 * The machines each scale warehouse gateway heard (gateway_sub_devices, rules 14.7): every
 * machine of [from, to) standing in a warehouse now, heard by that warehouse's gateway from its
 * addition to its last report.
 * @returns the number of rows inserted.
 */
export const insertSubDevices = async (db: Kysely<Database>, input: ChunkInput & { readonly gatewayModel: string }): Promise<number> => {
  const inserted = await sql<{ n: string }>`with ins as (
      insert into gateway_sub_devices (gateway_id, equipment_id, company_id, first_heard_at, last_heard_at)
      select g.id, e.id, e.company_id, least(e.added_at, e.last_seen_at), e.last_seen_at
      from scale_plan p join equipment e on e.id = p.equipment_id
      join gateways g on g.warehouse_id = e.warehouse_id and g.company_id = e.company_id and g.model = ${input.gatewayModel}
      where p.n >= ${input.from} and p.n < ${input.to} and e.warehouse_id is not null and e.last_seen_at is not null
      returning 1
    ) select count(*) as n from ins`.execute(db);
  return Number(inserted.rows[0]?.n ?? 0);
};
