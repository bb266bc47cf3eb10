import * as E from 'fp-ts/lib/Either.js';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import { WarehouseId } from '@yardfleet/domain/entities/ids';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { buildWarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { inventoryStatusAt, inventoryTransition, NEVER_SEEN } from '@yardfleet/domain/machines/inventory-status';
import { onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import type { NewEquipment, NewMaintenanceLog } from '../db/schema';
import { FIRMWARE_VERSIONS, KNOWN_SERIAL, PERFORMERS, type CategoryPlan } from './catalog';
import { seededUsage } from './machine-usage';
import { offset, type Place } from './places';
import type { Prng } from './prng';

const DAY_MS = 86_400_000;

/** A position as the domain's branded GeoPoint. @throws Error for a point off the globe (a seed bug). */
export const geo = (lat: number, lng: number): GeoPoint => {
  const decoded = GeoPoint.decode({ lat, lng });
  if (E.isLeft(decoded)) throw new Error(`not a position: ${lat}, ${lng}`);
  return decoded.right;
};

/** What the fleet builder needs from the rest of the seed. */
export interface FleetInput {
  readonly companyId: string;
  readonly plans: readonly CategoryPlan[];
  readonly now: Date;
  readonly warehouses: readonly (Place & { readonly id: string; readonly radiusM: number })[];
  /** Work sites with the id of their "Site" tag (null when the company has no such tags). */
  readonly sites: readonly (Place & { readonly spreadM: number; readonly tagId: string | null })[];
  /** Tag ids to spread: crews (one per machine), "Needs service" and "New" (null when absent). */
  readonly crewTagIds: readonly string[];
  readonly needsServiceTagId: string | null;
  readonly newTagId: string | null;
  /** Serial numbers already used (kept unique across companies). */
  readonly serials: Set<string>;
}

/** The rows of one company's fleet. */
export interface Fleet {
  readonly equipment: NewEquipment[];
  readonly equipmentTags: { equipment_id: string; tag_id: string }[];
  readonly maintenance: NewMaintenanceLog[];
  /** The warehouse each machine shown in warehouse stands in (equipment.warehouse_id, migration 0003), by machine id. */
  readonly warehouseOf: Map<string, string>;
}

type Scenario = 'never_seen' | 'warehouse' | 'work' | 'stale';

const serialFor = (model: string, year: number, seq: number): string =>
  `${model
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase()}-${year}-${String(seq).padStart(6, '0')}`;

/**
 * Builds a company's fleet: names "Mower 1".., realistic serials (the first Greenway mower is
 * KNOWN_SERIAL), positions in a warehouse, at a work site, stale or never reported, with inventory
 * and online status derived by the domain's geofence and online rules at `now` (rules 4.2, 4.4), engine
 * hours from years in service, and maintenance logs at service milestones that never exceed them.
 */
export const buildFleet = (rng: Prng, input: FleetInput): Fleet => {
  const { now } = input;
  const index = buildWarehouseIndex(
    input.warehouses.map((w) => {
      const id = WarehouseId.decode(w.id);
      if (E.isLeft(id)) throw new Error(`not a warehouse id: ${w.id}`);
      return { id: id.right, location: geo(w.lat, w.lng), radius: w.radiusM };
    }),
  );
  const locate = (p: GeoPoint) => index.locate(p);
  const fleet: Fleet = { equipment: [], equipmentTags: [], maintenance: [], warehouseOf: new Map() };
  let seq = 4817;

  for (const plan of input.plans) {
    for (let n = 1; n <= plan.count; n += 1) {
      const id = rng.uuid();
      const model = rng.pick(plan.models);
      const isNew = rng.chance(0.06);
      const addedAt = isNew
        ? new Date(now.getTime() - rng.int(5, 60) * DAY_MS)
        : new Date(Date.UTC(rng.pick([2023, 2024, 2025]), rng.int(0, 11), rng.int(1, 28), rng.int(13, 22)));
      let serial = serialFor(model, addedAt.getUTCFullYear(), seq);
      if (plan.category === 'mower' && n === 1 && !input.serials.has(KNOWN_SERIAL)) {
        serial = KNOWN_SERIAL;
        addedAt.setTime(Date.UTC(2024, 3, 15, 14));
      }
      while (input.serials.has(serial)) {
        seq += rng.int(3, 41);
        serial = serialFor(model, addedAt.getUTCFullYear(), seq);
      }
      seq += rng.int(3, 41);
      input.serials.add(serial);

      const roll = rng.next();
      const scenario: Scenario = roll < 0.08 ? 'never_seen' : roll < 0.45 || (plan.seasonal && roll < 0.8) ? 'warehouse' : roll < 0.88 ? 'work' : 'stale';
      let position: { lat: number; lng: number } | null = null;
      let lastSeen: Date | null = null;
      let site: (typeof input.sites)[number] | undefined;
      if (scenario === 'warehouse') {
        const w = rng.pick(input.warehouses);
        position = offset(w, rng.float(0, w.radiusM * 0.7), rng.float(0, 2 * Math.PI));
        lastSeen = new Date(now.getTime() - (rng.chance(0.45) ? rng.int(5, 540) * 1000 : rng.int(11, 8 * 60) * 60_000));
      } else if (scenario === 'work' || scenario === 'stale') {
        site = rng.pick(input.sites);
        position = offset(site, rng.float(0, site.spreadM), rng.float(0, 2 * Math.PI));
        lastSeen =
          scenario === 'work'
            ? new Date(now.getTime() - (rng.chance(0.6) ? rng.int(5, 540) * 1000 : rng.int(11, 20 * 60) * 60_000))
            : new Date(now.getTime() - rng.int(2 * 24, 30 * 24) * 3_600_000);
      }
      if (lastSeen !== null && lastSeen < addedAt) lastSeen = new Date(addedAt.getTime() + DAY_MS);

      let inventory: InventoryStatus = 'never_seen';
      let online: 'online' | 'offline' = 'offline';
      if (position !== null && lastSeen !== null) {
        const reported = inventoryTransition(locate)(NEVER_SEEN, {
          type: 'positionReported',
          at: lastSeen.toISOString(),
          position: geo(position.lat, position.lng),
          source: 'device',
        });
        if (E.isLeft(reported)) throw new Error(`seed position refused: ${reported.left.code}`);
        inventory = inventoryStatusAt(reported.right, now);
        if (inventory === 'in_warehouse' && reported.right.status === 'in_warehouse') fleet.warehouseOf.set(id, reported.right.warehouseId);
        online = onlineStatusAt({ status: 'online', lastSeenAt: lastSeen.toISOString() }, now);
      }

      const usage = seededUsage(rng, plan, { neverSeen: scenario === 'never_seen', addedAt, lastSeen, now, online, inventory });
      const { engineHours, errorCode } = usage;

      fleet.equipment.push({
        id,
        company_id: input.companyId,
        name: `${plan.label} ${n}`,
        serial_number: serial,
        category: plan.category,
        model_number: model,
        picture_url: plan.pictureUrl,
        inventory_status: inventory,
        online_status: online,
        activity: usage.activity,
        last_seen_at: lastSeen,
        last_lat: position === null ? null : Math.round(position.lat * 1e6) / 1e6,
        last_lng: position === null ? null : Math.round(position.lng * 1e6) / 1e6,
        added_at: addedAt,
        updated_at: lastSeen ?? addedAt,
        error_code: errorCode,
        firmware_version: rng.pick(FIRMWARE_VERSIONS),
        battery_max_capacity_pct: usage.batteryMaxCapacityPct,
        battery_cycle_count: usage.batteryCycleCount,
        engine_hours: engineHours,
      });

      // Maintenance at each half interval (inspection, then maintenance), the last six kept. One
      // machine in ten of each kind is behind on service (the list and the detail show it,
      // rules 18.5): its last interval was skipped, so its engine-hours reminder is overdue, or, for half of
      // them, its last service was 4 h short of an interval ago, so the reminder is due.
      const step = plan.serviceEveryHours / 2;
      const behindOnService = n % 10 === 3 && engineHours > 2 * plan.serviceEveryHours;
      const milestones: number[] = [];
      for (let h = step; behindOnService ? h < engineHours - plan.serviceEveryHours : h <= engineHours; h += step) milestones.push(h);
      if (behindOnService && n % 20 === 3) milestones.push(Math.round((engineHours - plan.serviceEveryHours + 4) * 10) / 10);
      const span = (lastSeen ?? now).getTime() - addedAt.getTime();
      let lastServiceHours = 0;
      const kept = milestones.slice(-6);
      kept.forEach((h, i) => {
        const maintenance = Math.round(h / step) % 2 === 0;
        if (maintenance) lastServiceHours = h;
        fleet.maintenance.push({
          company_id: input.companyId,
          equipment_id: id,
          service_type: maintenance ? 'maintenance' : 'inspection',
          performed_at: new Date(addedAt.getTime() + (span * h) / Math.max(engineHours, 1)),
          runtime_hours: h,
          labor_minutes: maintenance ? rng.int(45, 120) : rng.int(15, 40),
          expense_cents: maintenance ? rng.int(45, 180) * 100 : rng.int(0, 35) * 100,
          currency: 'USD',
          performed_by: rng.pick(PERFORMERS),
          details: maintenance
            ? 'Blade or chain sharpened, filters cleaned, firmware checked, battery contacts cleaned.'
            : 'Visual inspection, safety switch and guard check.',
          reminder_kind: i === kept.length - 1 ? 'engine_hours' : 'off',
          reminder_units: i === kept.length - 1 ? plan.serviceEveryHours : null,
          reminder_calendar_unit: null,
        });
      });
      if (engineHours > 20 && rng.chance(0.1)) {
        const h = Math.round(rng.float(10, engineHours) * 10) / 10;
        fleet.maintenance.push({
          company_id: input.companyId,
          equipment_id: id,
          service_type: 'repair',
          performed_at: new Date(addedAt.getTime() + (span * h) / engineHours),
          runtime_hours: h,
          labor_minutes: rng.int(60, 240),
          expense_cents: rng.int(80, 450) * 100,
          currency: 'USD',
          performed_by: rng.pick(PERFORMERS),
          details: 'Replaced damaged drive motor connector after field fault report.',
          reminder_kind: 'date',
          reminder_units: 3,
          reminder_calendar_unit: 'months',
        });
      }

      const tag = (tagId: string | null) => {
        if (tagId !== null) fleet.equipmentTags.push({ equipment_id: id, tag_id: tagId });
      };
      if (input.crewTagIds.length > 0 && rng.chance(0.9)) tag(rng.pick(input.crewTagIds));
      if (site !== undefined && inventory === 'out_for_work') tag(site.tagId);
      if (errorCode !== null || (engineHours > 0 && engineHours - lastServiceHours >= plan.serviceEveryHours * 0.9)) tag(input.needsServiceTagId);
      if (isNew) tag(input.newTagId);
    }
  }
  return fleet;
};
