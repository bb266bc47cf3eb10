import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { powerDb } from '../src/db/power-schema';
import type { Database, NewBattery } from '../src/db/schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { SEED_TIME } from './harness';

/** Minutes before the test clock (SEED_TIME), as a Date. */
export const minutesAgo = (m: number): Date => new Date(SEED_TIME.getTime() - m * 60_000);

let serial = 0;
const nextSerial = (prefix: string): string => `${prefix}-T-${String((serial += 1)).padStart(5, '0')}`;

export const addGateway = async (
  db: Kysely<Database>,
  companyId: string,
  over: {
    siteName?: string | null;
    lastConnectedAt?: Date | null;
    kind?: 'charger_gateway' | 'device_gateway';
    deleted?: boolean;
    warehouseId?: string | null;
  } = {},
): Promise<{ id: string; serial: string }> => {
  const id = randomUUID();
  const s = nextSerial('CGT');
  await powerDb(db)
    .insertInto('gateways')
    .values({
      id,
      company_id: companyId,
      warehouse_id: over.warehouseId ?? null,
      kind: over.kind ?? 'charger_gateway',
      model: 'CG-200',
      serial_number: s,
      firmware_version: '3.3.0',
      lat: 41.9,
      lng: -87.7,
      last_connected_at: over.lastConnectedAt ?? null,
      online_status: 'offline',
      deleted_at: over.deleted === true ? minutesAgo(60) : null,
      site_name: over.siteName ?? null,
    })
    .execute();
  return { id, serial: s };
};

export const addCharger = async (
  db: Kysely<Database>,
  companyId: string,
  gatewayId: string,
  over: { name: string; ports: number; lastReportAt?: Date | null; errorCode?: string | null; totalWh?: number; installedAt?: Date },
): Promise<string> => {
  const id = randomUUID();
  await powerDb(db)
    .insertInto('chargers')
    .values({
      id,
      company_id: companyId,
      warehouse_id: null,
      gateway_id: gatewayId,
      name: over.name,
      model: 'PC-6000',
      serial_number: nextSerial('PC60'),
      firmware_version: '2.0.1',
      port_count: over.ports,
      online_status: 'offline',
      energy_total_wh: over.totalWh ?? 0,
      installed_at: over.installedAt ?? minutesAgo(60 * 24 * 30),
      last_report_at: over.lastReportAt ?? null,
      error_code: over.errorCode ?? null,
    })
    .execute();
  return id;
};

export const addBattery = async (db: Kysely<Database>, companyId: string, over: Partial<NewBattery>): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('batteries')
    .values({
      company_id: companyId,
      charger_id: null,
      port_number: null,
      kind: 'portable',
      model: 'BP-560',
      state: 'standby',
      charge_pct: 50,
      capacity_wh: 1000,
      max_capacity_pct: 100,
      cycle_count: 10,
      legacy: false,
      optimization_active: false,
      error_code: null,
      ...over,
      id,
      serial_number: nextSerial('BP56'),
    })
    .execute();
  return id;
};

type PortState = 'charging' | 'standby' | 'overheat' | 'error' | 'empty' | 'ready' | 'waiting' | 'discharging' | 'fully_charged';
export const addPort = async (
  db: Kysely<Database>,
  companyId: string,
  chargerId: string,
  port: { number: number; state: PortState; batteryId?: string | null; powerW?: number; errorCode?: string | null; stateAt?: Date | null },
): Promise<void> => {
  await powerDb(db)
    .insertInto('charger_ports')
    .values({
      charger_id: chargerId,
      port_number: port.number,
      company_id: companyId,
      state: port.state,
      battery_id: port.batteryId ?? null,
      power_w: port.powerW ?? 0,
      error_code: port.errorCode ?? null,
      state_at: port.stateAt ?? null,
    })
    .execute();
};

export const addEnergy = async (db: Kysely<Database>, companyId: string, chargerId: string, days: Record<string, number>): Promise<void> => {
  await db
    .insertInto('charger_energy_days')
    .values(Object.entries(days).map(([day, energy_wh]) => ({ charger_id: chargerId, company_id: companyId, day, energy_wh })))
    .execute();
};

/** A new company in `timeZone` with one admin who logs in with the demo password (the power admin's hash); returns its id and the admin's email. */
export const addCompany = async (db: Kysely<Database>, name: string, timeZone: string): Promise<{ companyId: string; email: string }> => {
  const companyId = randomUUID();
  await db.insertInto('companies').values({ id: companyId, name, time_zone: timeZone, version: 'POWER_VERSION' }).execute();
  const power = await db.selectFrom('users').selectAll().where('email', '=', DEMO_LOGINS.power).executeTakeFirstOrThrow();
  const email = `admin-${companyId.slice(0, 8)}@far.yardfleet.test`;
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: power.password_hash,
      first_name: 'Far',
      last_name: 'Away',
      user_type: 2,
      company_id: companyId,
      role: 'admin',
      status: 'activated',
      invited_at: null,
      activated_at: power.activated_at,
      invitation_address: null,
      consent_accepted_at: power.consent_accepted_at,
      locked_until: null,
    })
    .execute();
  return { companyId, email };
};

/**
 * The figures of a company recomputed in SQL straight from the rows, independently of the
 * server's code: ports 1..port_count from charger_ports, or (a charger without port rows) from
 * the batteries on its ports; a port holds a battery when one is known or its state is neither
 * empty nor error; a charger is online within 10 minutes of its last report, and the ports of an
 * offline one count only as unknown, never in the live battery figures (rules 11.7); an online
 * charger needs attention with an error code of its own or on a port, or a port in overheat or
 * error (rules 11.9); energy by
 * company-local day (`today`, `monthStart`).
 */
export const figuresInDb = async (db: Kysely<Database>, companyId: string, now: Date, today: string, monthStart: string) => {
  const { rows } = await sql<Record<string, number>>`
    with ch as (
      select c.id, c.port_count, c.error_code, (c.last_report_at is not null and c.last_report_at > ${now.toISOString()}::timestamptz - interval '10 minutes') as online,
        exists (select 1 from charger_ports x where x.charger_id = c.id) as has_rows
      from chargers c where c.company_id = ${companyId}
    ), ports as (
      select case when ch.has_rows then coalesce(cp.state, 'empty') else coalesce(b.state, 'empty') end as state,
        case when ch.has_rows then cb.id is not null else b.id is not null end as known, ch.online, ch.id as charger_id,
        case when ch.has_rows then cp.error_code else b.error_code end as error_code
      from ch cross join lateral generate_series(1, ch.port_count) as g(n)
      left join charger_ports cp on cp.charger_id = ch.id and cp.port_number = g.n
      left join batteries cb on cb.id = cp.battery_id and cb.company_id = ${companyId}
      left join batteries b on b.charger_id = ch.id and b.port_number = g.n and b.company_id = ${companyId}
    ), held as (select state from ports where online and (known or state not in ('empty', 'error')))
    select
      (select count(*) filter (where online) from ch)::int as "chargersOnline",
      (select count(*) filter (where not online) from ch)::int as "chargersOffline",
      (select count(*) filter (where state = 'charging') from held)::int as "batteriesCharging",
      (select count(*) filter (where state in ('ready', 'fully_charged')) from held)::int as "batteriesReady",
      (select count(*) filter (where state in ('overheat', 'error')) from held)::int as "batteriesFaulty",
      (select count(*) filter (where not online) from ports)::int as "portsUnknown",
      (select count(*) from ch where ch.online and (trim(coalesce(ch.error_code, '')) <> '' or exists (select 1 from ports p where p.charger_id = ch.id
        and (trim(coalesce(p.error_code, '')) <> '' or p.state in ('overheat', 'error')))))::int as "chargersNeedingAttention",
      (select coalesce(sum(energy_wh), 0) from charger_energy_days where company_id = ${companyId} and day = ${today})::float8 as "energyTodayWh",
      (select coalesce(sum(energy_wh), 0) from charger_energy_days where company_id = ${companyId} and day between ${monthStart} and ${today})::float8 as "energyThisMonthWh"
  `.execute(db);
  return rows[0];
};
