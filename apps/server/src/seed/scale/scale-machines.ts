import * as E from 'fp-ts/lib/Either.js';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import { buildWarehouseIndex, type WarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { inventoryStatusAt, inventoryTransition, NEVER_SEEN } from '@yardfleet/domain/machines/inventory-status';
import { onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import type { EquipmentTable } from '../../db/schema';
import { FIRMWARE_VERSIONS } from '../catalog';
import { geo } from '../fleet';
import { seededUsage } from '../machine-usage';
import { offset } from '../places';
import type { Prng } from '../prng';
import { SCALE_CATEGORIES, workChance, type ScaleCategory } from './scale-catalog';
import type { ScaleSite, ScaleWarehouse } from './scale-places';

const DAY_MS = 86_400_000;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** What the SQL phases need to know of a machine beyond its equipment row (a row of the seed's temporary plan table). */
export interface MachinePlan {
  readonly n: number;
  readonly equipmentId: string;
  readonly homeId: string;
  readonly homeLat: number;
  readonly homeLng: number;
  readonly homeRadiusM: number;
  readonly siteLat: number;
  readonly siteLng: number;
  readonly siteSpreadM: number;
  /** The home metro's standard-time offset from UTC (h): working days start at 07:00 local. */
  readonly utcOffsetHours: number;
  readonly workChance: number;
  readonly hoursPerWorkDay: number;
  readonly serviceEveryHours: number;
  readonly seasonal: boolean;
  /** The geofence's verdict on the last report (the domain's), null when never seen. */
  readonly lastStatus: 'in_warehouse' | 'out_for_work' | null;
  readonly lastWarehouseId: string | null;
}

/** The equipment columns the scale seed writes (the generated sort key and the counters follow by themselves, migration 0012). */
export interface ScaleEquipmentRow {
  readonly id: string;
  readonly company_id: string;
  readonly name: string;
  readonly serial_number: string;
  readonly category: EquipmentTable['category'];
  readonly model_number: string;
  readonly picture_url: string;
  readonly inventory_status: InventoryStatus;
  readonly online_status: 'online' | 'offline';
  readonly activity: EquipmentTable['activity'];
  readonly last_seen_at: Date | null;
  readonly last_lat: number | null;
  readonly last_lng: number | null;
  readonly added_at: Date;
  readonly updated_at: Date;
  readonly error_code: string | null;
  readonly firmware_version: string;
  readonly battery_max_capacity_pct: number | null;
  readonly battery_cycle_count: number | null;
  readonly engine_hours: number;
  readonly warehouse_id: string | null;
  readonly last_position_at: Date | null;
}

/** One machine of the scale seed: its equipment row, its tags and its plan. */
export interface ScaleMachine {
  readonly row: ScaleEquipmentRow;
  readonly tagIds: readonly string[];
  readonly plan: MachinePlan;
}

/** The tags a machine may get (ids), by group. */
export interface ScaleTagIds {
  readonly crews: readonly string[];
  /** Site tags by site index (only the first sites have one). */
  readonly sites: readonly string[];
  /** Region tags by metro city. */
  readonly regions: ReadonlyMap<string, string>;
  readonly needsService: string;
  readonly isNew: string;
}

/** The machine builder's fixed inputs. */
export interface MachineContext {
  readonly companyId: string;
  readonly now: Date;
  readonly warehouses: readonly ScaleWarehouse[];
  readonly sites: readonly ScaleSite[];
  /** Sites by warehouse index. */
  readonly sitesOf: readonly (readonly number[])[];
  readonly tags: ScaleTagIds;
  /** The next number for each name base ("Mower" -> 41 when the company has Mower 1..40). */
  readonly nextNumber: Map<string, number>;
  /** The serial sequence to continue from (every serial's 6-digit part is above it). */
  serialSeq: number;
  readonly index: WarehouseIndex<string>;
}

/** Builds the context; `nextNumber` and `serialSeq` continue what the company and the database already hold. */
export const machineContext = (input: Omit<MachineContext, 'sitesOf' | 'index'>): MachineContext => {
  const sitesOf = input.warehouses.map((): number[] => []);
  input.sites.forEach((s, i) => sitesOf[s.warehouse]?.push(i));
  const index = buildWarehouseIndex(input.warehouses.map((w) => ({ id: w.id, location: geo(w.lat, w.lng), radius: w.radiusM })));
  return { ...input, sitesOf, index };
};

const pickCategory = (rng: Prng): ScaleCategory => {
  let roll = rng.next();
  for (const c of SCALE_CATEGORIES) {
    roll -= c.share;
    if (roll < 0) return c;
  }
  const last = SCALE_CATEGORIES[SCALE_CATEGORIES.length - 1];
  if (last === undefined) throw new Error('no categories');
  return last;
};

const numbered = (ctx: MachineContext, base: string): string => {
  const n = ctx.nextNumber.get(base) ?? 1;
  ctx.nextNumber.set(base, n + 1);
  return `${base} ${n}`;
};

type Scenario = 'never_seen' | 'warehouse' | 'work' | 'stale';

/**
 * Machine number `n` (0-based) of the scale seed, drawn from `rng` in order, so the same seed makes
 * the same fleet. As the demo's fleet builder (fleet.ts): names "Mower 41".. (a fifth named by model,
 * "RZT-42e 17"), serial numbers of the demo's format (model prefix, year added, six-digit sequence),
 * most machines in their home warehouse or at one of its work sites, the rest stale or never seen;
 * inventory and online status from the domain's geofence and online rules at `now` (rules 4.2, 4.4);
 * engine hours from years in service; 0 to 3 tags.
 */
export const buildMachine = (rng: Prng, ctx: MachineContext, n: number): ScaleMachine => {
  const { now } = ctx;
  const category = pickCategory(rng);
  const { plan } = category;
  const model = rng.pick(plan.models);
  const name = rng.chance(0.2) ? numbered(ctx, model) : numbered(ctx, plan.label);
  const isNew = rng.chance(0.04);
  const addedAt = isNew
    ? new Date(now.getTime() - rng.int(5, 60) * DAY_MS)
    : new Date(Date.UTC(rng.pick([2021, 2022, 2023, 2024, 2025]), rng.int(0, 11), rng.int(1, 28), rng.int(13, 22)));
  ctx.serialSeq += rng.int(1, 9);
  const serial = `${model
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase()}-${addedAt.getUTCFullYear()}-${String(ctx.serialSeq).padStart(6, '0')}`;

  const homeIndex = rng.int(0, ctx.warehouses.length - 1);
  const home = ctx.warehouses[homeIndex];
  if (home === undefined) throw new Error('no warehouses');
  const own = ctx.sitesOf[homeIndex] ?? [];
  const siteIndex = own.length > 0 ? rng.pick(own) : -1;
  const site = ctx.sites[siteIndex];

  const roll = rng.next();
  let scenario: Scenario = roll < 0.06 ? 'never_seen' : roll < 0.5 || (plan.seasonal && roll < 0.85) ? 'warehouse' : roll < 0.9 ? 'work' : 'stale';
  if (site === undefined && scenario !== 'never_seen') scenario = 'warehouse';
  let position: { lat: number; lng: number } | null = null;
  let lastSeen: Date | null = null;
  if (scenario === 'warehouse') {
    position = offset(home, rng.float(0, home.radiusM * 0.7), rng.float(0, 2 * Math.PI));
    lastSeen = new Date(now.getTime() - (rng.chance(0.45) ? rng.int(5, 540) * 1000 : rng.int(11, 8 * 60) * 60_000));
  } else if (site !== undefined && scenario !== 'never_seen') {
    position = offset(site, rng.float(0, site.spreadM), rng.float(0, 2 * Math.PI));
    lastSeen =
      scenario === 'work'
        ? new Date(now.getTime() - (rng.chance(0.6) ? rng.int(5, 540) * 1000 : rng.int(11, 20 * 60) * 60_000))
        : new Date(now.getTime() - rng.int(2 * 24, 60 * 24) * 3_600_000);
  }
  if (lastSeen !== null && lastSeen < addedAt) lastSeen = new Date(Math.min(now.getTime() - 60_000, addedAt.getTime() + DAY_MS));

  let inventory: InventoryStatus = 'never_seen';
  let online: 'online' | 'offline' = 'offline';
  let warehouseId: string | null = null;
  let lastStatus: MachinePlan['lastStatus'] = null;
  let lastWarehouseId: string | null = null;
  if (position !== null && lastSeen !== null) {
    const reported = inventoryTransition((p) => ctx.index.locate(p))(NEVER_SEEN, {
      type: 'positionReported',
      at: lastSeen.toISOString(),
      position: geo(position.lat, position.lng),
      source: 'device',
    });
    if (E.isLeft(reported)) throw new Error(`scale seed position refused: ${reported.left.code}`);
    inventory = inventoryStatusAt(reported.right, now);
    if (reported.right.status === 'in_warehouse' || reported.right.status === 'out_for_work') lastStatus = reported.right.status;
    if (reported.right.status === 'in_warehouse') lastWarehouseId = reported.right.warehouseId;
    if (inventory === 'in_warehouse' && reported.right.status === 'in_warehouse') warehouseId = reported.right.warehouseId;
    online = onlineStatusAt({ status: 'online', lastSeenAt: lastSeen.toISOString() }, now);
  }

  const usage = seededUsage(rng, plan, { neverSeen: scenario === 'never_seen', addedAt, lastSeen, now, online, inventory });
  const { engineHours, errorCode } = usage;

  const id = rng.uuid();
  const tagIds = new Set<string>();
  const { tags } = ctx;
  if (tags.crews.length > 0 && rng.chance(0.6)) tagIds.add(rng.pick(tags.crews));
  const siteTag = tags.sites[siteIndex];
  if (inventory === 'out_for_work' && siteTag !== undefined) tagIds.add(siteTag);
  const regionTag = tags.regions.get(home.metro.city);
  if (regionTag !== undefined && rng.chance(0.25)) tagIds.add(regionTag);
  if (errorCode !== null || (engineHours > 0 && engineHours % plan.serviceEveryHours >= plan.serviceEveryHours * 0.9)) tagIds.add(tags.needsService);
  if (isNew) tagIds.add(tags.isNew);

  return {
    row: {
      id,
      company_id: ctx.companyId,
      name,
      serial_number: serial,
      category: plan.category,
      model_number: model,
      picture_url: plan.pictureUrl,
      inventory_status: inventory,
      online_status: online,
      activity: usage.activity,
      last_seen_at: lastSeen,
      last_lat: position === null ? null : round6(position.lat),
      last_lng: position === null ? null : round6(position.lng),
      added_at: addedAt,
      updated_at: lastSeen ?? addedAt,
      error_code: errorCode,
      firmware_version: rng.pick(FIRMWARE_VERSIONS),
      battery_max_capacity_pct: usage.batteryMaxCapacityPct,
      battery_cycle_count: usage.batteryCycleCount,
      engine_hours: engineHours,
      warehouse_id: warehouseId,
      last_position_at: position === null ? null : lastSeen,
    },
    tagIds: [...tagIds].slice(0, 3),
    plan: {
      n,
      equipmentId: id,
      homeId: home.id,
      homeLat: home.lat,
      homeLng: home.lng,
      homeRadiusM: home.radiusM,
      siteLat: site?.lat ?? home.lat,
      siteLng: site?.lng ?? home.lng,
      siteSpreadM: site?.spreadM ?? 0,
      utcOffsetHours: home.metro.utcOffsetHours,
      workChance: site === undefined ? 0 : workChance(category),
      hoursPerWorkDay: category.hoursPerWorkDay,
      serviceEveryHours: plan.serviceEveryHours,
      seasonal: plan.seasonal,
      lastStatus,
      lastWarehouseId,
    },
  };
};
