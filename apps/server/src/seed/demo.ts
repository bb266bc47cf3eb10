import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { gatewayDb } from '../db/gateway-schema';
import { powerDb } from '../db/power-schema';
import type { Database } from '../db/schema';
import { CREW_PHONES, DEPOT_TABLET, MEMBER_PHONE, heardMachines, type AppGatewayPhone } from './app-gateways';
import { BRIGHTLINE_FLEET, GREENWAY_FLEET } from './catalog';
import { demoGateways } from './demo-gateways';
import { chunks, insertReports } from './demo-inserts';
import { buildFleet } from './fleet';
import { DEMO_PASSWORD, demoPeople } from './people';
import { seedDealerDirectory } from './dealer-directory';
import { BRIGHTLINE_YARD, GREENWAY_WAREHOUSES, WORK_SITES, offset } from './places';
import { buildPower } from './power';
import { BRIGHTLINE_DEPOTS, DEMO_TIME_ZONE } from './power-sites';
import { prng } from './prng';
import { buildReportHistory } from './report-history';
import { seedDemoNotifications, settleDemoBell } from './notifications';
import { seedDemoSecurityLog } from './security-log';
import { refreshAllServiceMarks } from '../areas/maintenance/service-due';
import { insertDefaultAlertRules } from '../areas/alerts/default-rules';
import { seedDemoAlerts } from './alert-history';

/** The fixed seed of the demo data: the same names, serial numbers and counts on every machine. */
export const DEMO_SEED = 20_261_122;
export const GREENWAY_NAME = 'Greenway Grounds Care';
export const BRIGHTLINE_NAME = 'Brightline Power Services';

/** How many rows the demo wrote, per table. */
export type SeedSummary = Record<
  'companies' | 'users' | 'warehouses' | 'gateways' | 'tags' | 'equipment' | 'maintenance' | 'chargers' | 'batteries' | 'dealers',
  number
>;

/**
 * Options: the seed time every relative time is measured from; an argon2 hash of Demo1234 to reuse
 * (tests); `alertStory`: also the demo's own alert rules and a fortnight of alerts (alert-history.ts;
 * `seedIfEmpty`, the demo's start, turns it on; the test harness leaves it off so the alert suites
 * start from the default rules and no alert).
 */
export interface SeedOptions {
  readonly now: Date;
  readonly passwordHash?: string;
  readonly alertStory?: boolean;
}

/**
 * Writes the demo (rules 20.1) in one transaction: Greenway Grounds Care (FULL_VERSION,
 * America/Chicago) with 168 machines, 3 warehouses, gateways of every kind (app gateways with the
 * phones that bound them; the machines device and app gateways heard; one deleted
 * device gateway), tag groups Crew / Site / Condition,
 * maintenance and charge systems at two warehouses (a third with a gateway and no chargers yet);
 * Brightline Power Services (POWER_VERSION) with charge systems at three sites (its yard, Aurora
 * and Wheaton Depot, the last offline) and 6 machines of its own; chargers with every port,
 * batteries on ports and loose, 30 days of energy and the meter readings behind it (power.ts);
 * 30 days of device reports behind Greenway's machines (report-history.ts, for the usage report);
 * the six demo logins plus more people; the dealer directory; the default alert rules (rules 22.6),
 * and with `alertStory` the demo's alert rules and alerts (alert-history.ts).
 * @returns the number of rows per table.
 */
export const seedDemo = async (db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> => {
  const { now } = options;
  const rng = prng(DEMO_SEED);
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const serials = new Set<string>();
  const greenway = rng.uuid();
  const brightline = rng.uuid();

  return db.transaction().execute(async (trx) => {
    // A seed is a one-off bulk write, like a migration: the request-sized statement timeout
    // (DATABASE_STATEMENT_TIMEOUT_MS) does not apply to it on a slow or busy host.
    await sql`set local statement_timeout = 0`.execute(trx);
    await trx
      .insertInto('companies')
      .values([
        { id: greenway, name: GREENWAY_NAME, time_zone: DEMO_TIME_ZONE, version: 'FULL_VERSION', created_at: new Date(Date.UTC(2023, 0, 9, 15)) },
        { id: brightline, name: BRIGHTLINE_NAME, time_zone: DEMO_TIME_ZONE, version: 'POWER_VERSION', created_at: new Date(Date.UTC(2023, 5, 2, 15)) },
      ])
      .execute();
    // Every new company starts with the default alert rules (rules 22.6).
    await insertDefaultAlertRules(trx, greenway, 'FULL_VERSION');
    await insertDefaultAlertRules(trx, brightline, 'POWER_VERSION');

    const people = demoPeople(now).map(({ company, ...person }) => ({
      ...person,
      id: rng.uuid(),
      password_hash: passwordHash,
      company_id: company === 'greenway' ? greenway : company === 'brightline' ? brightline : null,
    }));
    await trx.insertInto('users').values(people).execute();

    const warehouses = GREENWAY_WAREHOUSES.map((w) => ({ ...w, id: rng.uuid() }));
    const yard = { ...BRIGHTLINE_YARD, id: rng.uuid() };
    await trx
      .insertInto('warehouses')
      .values([
        ...warehouses.map((w) => ({ id: w.id, company_id: greenway, name: w.name, address: w.address, lat: w.lat, lng: w.lng, radius_m: w.radiusM })),
        { id: yard.id, company_id: brightline, name: yard.name, address: yard.address, lat: yard.lat, lng: yard.lng, radius_m: yard.radiusM },
      ])
      .execute();

    const { rows: gateways, add: gateway } = demoGateways(rng, now);
    // A charge system (rules 11.1) is a charger gateway and its chargers: at each Greenway warehouse
    // (West Depot's gateway is just installed, no chargers yet), and at Brightline's yard and two
    // named depots (Wheaton's has not reported for three hours: offline). The calls keep the
    // generator's order, so the fleet drawn after them stays the same.
    const siteNames = new Map<string, string>();
    // What the mobile app sent when it bound each app gateway (phone model, brand, versions, UDID, email).
    const phones = new Map<string, AppGatewayPhone>();
    const chargerGateways = warehouses.map((w) => {
      gateway(greenway, 'device_gateway', 'DG-300', w, w.id, rng.int(0, 4));
      return gateway(greenway, 'charger_gateway', 'CGW-100', w, w.id, rng.int(0, 4));
    });
    const north = warehouses[1] ?? warehouses[0];
    if (north) phones.set(gateway(greenway, 'app_gateway_fixed', 'AGF-10', north, north.id, 2), DEPOT_TABLET);
    WORK_SITES.slice(0, 2).forEach((site, i) => {
      const id = gateway(greenway, 'app_gateway_mobile', 'AGM-20', offset(site, 150, 1), null, rng.int(1, 30));
      const phone = CREW_PHONES[i];
      if (phone) phones.set(id, phone);
    });
    gateway(greenway, 'device_gateway', 'DG-300', null, null, 60 * 24 * 45, true);
    const yardGateway = gateway(brightline, 'charger_gateway', 'CGW-100', yard, yard.id, 1);
    const auroraGateway = gateway(brightline, 'charger_gateway', 'CGW-100', BRIGHTLINE_DEPOTS.aurora, null, 2);
    siteNames.set(auroraGateway, BRIGHTLINE_DEPOTS.aurora.name);

    const tagIds = new Map<string, string>();
    const groups = [
      { company: greenway, name: 'Crew', tags: ['Crew A', 'Crew B', 'Crew C'] },
      { company: greenway, name: 'Site', tags: ['Downtown', 'Lakeside Park', 'University Campus'] },
      { company: greenway, name: 'Condition', tags: ['Needs service', 'New'] },
      { company: brightline, name: 'Shift', tags: ['Day shift', 'Night shift'] },
    ];
    for (const group of groups) {
      const groupId = rng.uuid();
      await trx.insertInto('tag_groups').values({ id: groupId, company_id: group.company, name: group.name }).execute();
      const tags = group.tags.map((name) => ({ id: rng.uuid(), company_id: group.company, group_id: groupId, name }));
      await trx.insertInto('tags').values(tags).execute();
      for (const t of tags) tagIds.set(`${group.company}:${t.name}`, t.id);
    }
    const tagId = (company: string, name: string) => tagIds.get(`${company}:${name}`) ?? null;

    const fleets = [
      buildFleet(rng, {
        companyId: greenway,
        plans: GREENWAY_FLEET,
        now,
        warehouses,
        serials,
        sites: WORK_SITES.map((s) => ({ ...s, tagId: tagId(greenway, s.tag) })),
        crewTagIds: ['Crew A', 'Crew B', 'Crew C'].flatMap((n) => tagId(greenway, n) ?? []),
        needsServiceTagId: tagId(greenway, 'Needs service'),
        newTagId: tagId(greenway, 'New'),
      }),
      buildFleet(rng, {
        companyId: brightline,
        plans: BRIGHTLINE_FLEET,
        now,
        warehouses: [yard],
        serials,
        sites: [{ name: 'Naperville Riverwalk', address: '500 W Jefferson Ave, Naperville, IL 60540', lat: 41.7706, lng: -88.1523, spreadM: 300, tagId: null }],
        crewTagIds: ['Day shift', 'Night shift'].flatMap((n) => tagId(brightline, n) ?? []),
        needsServiceTagId: null,
        newTagId: null,
      }),
    ];
    for (const fleet of fleets) {
      for (const rows of chunks(fleet.equipment)) await trx.insertInto('equipment').values(rows).execute();
      for (const rows of chunks(fleet.equipmentTags)) await trx.insertInto('equipment_tags').values(rows).execute();
      for (const rows of chunks(fleet.maintenance)) await trx.insertInto('maintenance_logs').values(rows).execute();
      // The warehouse a machine stands in, as ingest keeps it (the reports' warehouse filter reads it).
      const placed = [...fleet.warehouseOf];
      if (placed.length > 0) {
        await sql`update equipment as e set warehouse_id = v.warehouse_id, last_warehouse_id = v.warehouse_id
          from unnest(${placed.map(([id]) => id)}::uuid[], ${placed.map(([, w]) => w)}::uuid[]) as v(id, warehouse_id)
          where e.id = v.id`.execute(trx);
      }
    }
    // The reminder marks of the machines' plans (migration 0015), from the logs above.
    await refreshAllServiceMarks(trx);
    // 30 days of device reports behind the full-version fleet's current state (the usage report's
    // figures). Its own generator, drawn after everything else, so the rest stays the same.
    const greenwayFleet = fleets[0];
    if (greenwayFleet) {
      const history = buildReportHistory(prng(DEMO_SEED + 10), {
        machines: greenwayFleet.equipment,
        warehouses,
        sites: WORK_SITES,
        now,
        timeZone: DEMO_TIME_ZONE,
      });
      await insertReports(trx, greenway, history);
    }

    const wheatonGateway = gateway(brightline, 'charger_gateway', 'CGW-100', BRIGHTLINE_DEPOTS.wheaton, null, 180);
    siteNames.set(wheatonGateway, BRIGHTLINE_DEPOTS.wheaton.name);
    // A member's phone relaying what it hears (app_gateway), from its own generator so the rest stays the same.
    const campus = WORK_SITES[2];
    if (campus) phones.set(gateway(greenway, 'app_gateway', 'APP-4', offset(campus, 120, 2), null, 4, false, prng(DEMO_SEED + 11)), MEMBER_PHONE);
    const p = powerDb(trx);
    const g11 = gatewayDb(trx);
    await g11
      .insertInto('gateways')
      .values(gateways.map((g) => ({ ...g, site_name: siteNames.get(g.id) ?? null, ...phones.get(g.id) })))
      .execute();
    // The machines each live device or app gateway heard (its sub-devices, rules 14.7).
    const hearing = gateways.filter((g) => g.kind !== 'charger_gateway' && !g.deleted_at && g.last_connected_at instanceof Date);
    const heard = heardMachines(
      hearing.map((g) => ({
        id: g.id,
        companyId: g.company_id,
        warehouseId: g.warehouse_id ?? null,
        lastConnectedAt: new Date(g.last_connected_at ?? now),
        position: g.lat == null || g.lng == null ? null : { lat: g.lat, lng: g.lng },
      })),
      fleets.flatMap((f) => f.equipment),
      new Map(fleets.flatMap((f) => [...f.warehouseOf])),
    );
    for (const rows of chunks(heard)) await g11.insertInto('gateway_sub_devices').values(rows).execute();
    const minutesAgo = (id: string) => {
      const at = gateways.find((g) => g.id === id)?.last_connected_at;
      return at instanceof Date ? (now.getTime() - at.getTime()) / 60_000 : 0;
    };
    const system = (companyId: string, gatewayId: string, warehouseId: string | null, label: string, chargers: number, chargerErrorCode?: string) => ({
      companyId,
      gatewayId,
      warehouseId,
      label,
      chargers,
      timeZone: DEMO_TIME_ZONE,
      minutesAgo: minutesAgo(gatewayId),
      ...(chargerErrorCode ? { chargerErrorCode } : {}),
    });
    const power = buildPower(rng, {
      systems: [
        ...warehouses.flatMap((w, i) => {
          const id = chargerGateways[i];
          return id ? [system(greenway, id, w.id, w.name, [3, 2, 0][i] ?? 0)] : [];
        }),
        system(brightline, yardGateway, yard.id, 'Naperville Yard', 3),
        system(brightline, auroraGateway, null, BRIGHTLINE_DEPOTS.aurora.name, 2, 'C-101'),
        system(brightline, wheatonGateway, null, BRIGHTLINE_DEPOTS.wheaton.name, 2),
      ],
      showcase: new Map([
        [greenway, ['legacy_charging', 'overheat', 'low_health_charging', 'waiting'] as const],
        [brightline, ['legacy_charging', 'overheat', 'error', 'discharging', 'waiting', 'fully_charged', 'low_health_ready', 'standby'] as const],
      ]),
      loose: [
        { companyId: greenway, count: 14 },
        { companyId: brightline, count: 12 },
      ],
      now,
      serials,
    });
    for (const rows of chunks(power.chargers)) await p.insertInto('chargers').values(rows).execute();
    for (const rows of chunks(power.batteries)) await p.insertInto('batteries').values(rows).execute();
    for (const rows of chunks(power.ports)) await p.insertInto('charger_ports').values(rows).execute();
    for (const rows of chunks(power.energyDays)) await p.insertInto('charger_energy_days').values(rows).execute();
    for (const rows of chunks(power.reports)) await p.insertInto('charger_reports').values(rows).execute();

    // The dealer directory (rules 15.8): real towns of the US and the EU (apps/server/assets/dealers),
    // and the demo admin's own collection of the three Chicago dealers nearest the depots.
    const dealers = await seedDealerDirectory(trx);
    const admin = people.find((person) => person.email === 'admin@demo.yardfleet.test');
    const collected = await trx.selectFrom('dealers').select('id').where('code', 'in', ['US-IL-00001', 'US-IL-00002', 'US-IL-00004']).execute();
    if (admin)
      await trx
        .insertInto('user_dealers')
        .values(collected.map((d) => ({ user_id: admin.id, dealer_id: d.id, added_at: now })))
        .execute();
    await seedDemoNotifications(trx, greenway, now);
    await seedDemoSecurityLog(trx, greenway, now); // The admin's security log is not empty.
    // The demo rules and alerts (rules 22), from their own generator so the rest stays the same.
    if (options.alertStory === true) await seedDemoAlerts(trx, prng(DEMO_SEED + 13), { greenway, brightline }, now);
    if (admin) await settleDemoBell(trx, greenway, admin.id, now); // The bell starts at 5 (rules 2.7).

    const equipmentCount = fleets.reduce((sum, f) => sum + f.equipment.length, 0);
    return {
      companies: 2,
      users: people.length,
      warehouses: warehouses.length + 1,
      gateways: gateways.length,
      tags: tagIds.size,
      equipment: equipmentCount,
      maintenance: fleets.reduce((sum, f) => sum + f.maintenance.length, 0),
      chargers: power.chargers.length,
      batteries: power.batteries.length,
      dealers,
    };
  });
};

/** Seeds the demo, its alert story included, when the database has no users (rules 20.1). @returns the summary, or null when data was already there. */
export const seedIfEmpty = async (db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary | null> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0 ? null : seedDemo(db, { alertStory: true, ...options });
};
