import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { buildWarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import type { ReportedActivity } from '@yardfleet/domain/machines/equipment-activity';
import { dayBounds, localDay } from '@yardfleet/domain/machines/energy-meter';
import type { NewEquipment } from '../db/schema';
import { geo } from './fleet';
import { offset, type Place } from './places';
import type { Prng } from './prng';

/**
 * The demo's device report history (so the equipment usage report, rules 10.3, shows real figures on
 * the demo): for each machine that has been seen, 30 company-local days of stored reports ending in its
 * current state. Pure; demo.ts inserts the rows inside the seed transaction.
 */

/** One row of equipment_reports as the seed inserts it (source 'device', received when fixed). */
export interface HistoryReport {
  readonly equipmentId: string;
  readonly fixAt: Date;
  readonly lat: number;
  readonly lng: number;
  readonly activity: ReportedActivity | null;
  readonly errorCode: string | null;
  readonly firmwareVersion: string | null;
  readonly batteryCapacityPct: number | null;
  readonly batteryCycleCount: number | null;
  readonly engineHours: number;
  readonly inventoryStatus: 'in_warehouse' | 'out_for_work';
  readonly warehouseId: string | null;
}

/** What the history needs: the company's machines (seed rows), warehouses, work sites, the seed time and the company's time zone. */
export interface HistoryInput {
  readonly machines: readonly NewEquipment[];
  readonly warehouses: readonly (Place & { readonly id: string; readonly radiusM: number })[];
  readonly sites: readonly (Place & { readonly spreadM: number })[];
  readonly now: Date;
  readonly timeZone: string;
  /** Company-local days of history before today (30 by default). */
  readonly days?: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Reports every 5 minutes while the machine is switched on and working. */
const ACTIVE_EVERY = 5 * MIN;
const REPORTED = new Set<string>(['mowing', 'charging', 'moving', 'idle', 'transfer']);
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/**
 * The activities a category reports while out at work (snow blowers barely work in this season).
 * `mowing` is the device's code for doing its work, whatever the machine (rules 10.12: a blower's
 * is blowing, a chainsaw's sawing), as the simulator reports it; `moving` is going between places.
 */
const WORK_ACTIVITIES: Record<EquipmentCategory, readonly ReportedActivity[]> = {
  mower: ['mowing', 'mowing', 'mowing', 'moving', 'idle'],
  ride_on_mower: ['mowing', 'mowing', 'mowing', 'moving', 'idle'],
  string_trimmer: ['mowing', 'mowing', 'moving', 'idle'],
  blower: ['mowing', 'mowing', 'moving', 'idle'],
  hedge_trimmer: ['mowing', 'mowing', 'moving', 'idle'],
  chainsaw: ['mowing', 'moving', 'idle'],
  edger: ['mowing', 'mowing', 'moving', 'idle'],
  snow_blower: ['idle', 'idle', 'mowing'],
};

/** The weekday (0 Sunday) of a YYYY-MM-DD calendar day. */
const weekday = (day: string): number => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

interface Draft {
  at: number;
  lat: number;
  lng: number;
  activity: ReportedActivity;
  status: 'in_warehouse' | 'out_for_work';
  warehouseId: string | null;
  /** Engine hours gained since the previous report (h). */
  gained: number;
}

/**
 * Builds the report history of the seen machines (`last_seen_at` and a position set; never-seen
 * machines get none) over the last `days` company-local days (energy-meter `localDay`/`dayBounds`,
 * DST-correct), in fix-time order per machine:
 * - working days (Mon–Sat): about half the machines leave their warehouse between 07:00 and 08:30 local
 *   ('out_for_work', no warehouse, positions within a work site's spread, a few km away), work in
 *   one or two sessions of 15–40 min with a report every 5 minutes (switched off in between, so
 *   the gaps count offline), come back between 15:00 and 17:30 ('in_warehouse' with the warehouse's
 *   id, inside its radius) and charge; one parked report a day otherwise (idle or charging);
 * - a few machines stay parked whole days, some are offline (no reports) for 2–6 days, snow
 *   blowers rarely go out;
 * - engine hours rise by the time spent mowing or moving and are worked back from the machine's
 *   current `engine_hours` (scaled down for young machines, never negative, non-decreasing);
 * - the history ends 10 minutes before `last_seen_at`; the last report is the machine's current
 *   state at `last_seen_at` (position, geofence verdict, activity or fault, engine hours).
 * About 10 reports per machine and working day (about 25k rows for the demo's 168 machines: the
 * seed stays fast on PGlite, where each stored report costs ~50 µs with its three indexes).
 */
export const buildReportHistory = (rng: Prng, input: HistoryInput): HistoryReport[] => {
  const { now, timeZone, warehouses, sites } = input;
  const index = buildWarehouseIndex(warehouses.map((w) => ({ id: w.id, location: geo(w.lat, w.lng), radius: w.radiusM })));
  const today = localDay(now.toISOString(), timeZone);
  const dayList: string[] = [];
  let cursor = dayBounds(today, timeZone).start;
  for (let i = 0; i < (input.days ?? 30); i += 1) {
    cursor = new Date(cursor.getTime() - 12 * HOUR);
    const day = localDay(cursor.toISOString(), timeZone);
    dayList.unshift(day);
    cursor = dayBounds(day, timeZone).start;
  }
  dayList.push(today);
  const dayStarts = dayList.map((day) => dayBounds(day, timeZone).start.getTime());
  const sundays = dayList.map((day) => weekday(day) === 0);
  const out: HistoryReport[] = [];

  for (const m of input.machines) {
    const seenAt = m.last_seen_at instanceof Date ? m.last_seen_at : m.last_seen_at == null ? null : new Date(m.last_seen_at);
    if (seenAt === null || m.last_lat == null || m.last_lng == null) continue;
    const lastLat = m.last_lat;
    const lastLng = m.last_lng;
    const here = index.locate(geo(lastLat, lastLng));
    const home = (here === undefined ? undefined : warehouses.find((w) => w.id === here.id)) ?? rng.pick(warehouses);
    const category = m.category as EquipmentCategory;
    const seasonal = category === 'snow_blower';
    const addedAt = m.added_at instanceof Date ? m.added_at.getTime() : new Date(m.added_at ?? 0).getTime();
    const cutoff = seenAt.getTime() - 10 * MIN;
    const offlineFrom = rng.chance(0.15) ? rng.int(0, dayList.length - 3) : -1;
    const offlineDays = rng.int(2, 6);
    const drafts: Draft[] = [];
    const parkedAt = (at: number, activity: ReportedActivity) => {
      const p = offset(home, rng.float(0, home.radiusM * 0.6), rng.float(0, 2 * Math.PI));
      drafts.push({ at, lat: p.lat, lng: p.lng, activity, status: 'in_warehouse', warehouseId: home.id, gained: 0 });
    };

    dayList.forEach((_day, i) => {
      if (offlineFrom >= 0 && i >= offlineFrom && i < offlineFrom + offlineDays) return;
      const start = dayStarts[i] ?? 0;
      const at = (hours: number) => start + Math.round(hours * 60) * MIN + rng.int(0, 59) * 1000;
      const goesOut = sundays[i] !== true && (seasonal ? rng.chance(0.05) : rng.chance(0.55));
      if (!goesOut) {
        parkedAt(at(rng.float(9, 15)), rng.pick(['idle', 'charging'] as const));
        return;
      }
      const site = rng.pick(sites);
      let t = at(rng.float(7, 8.5));
      const sessions = rng.int(1, 2);
      for (let s = 0; s < sessions; s += 1) {
        const centre = offset(site, rng.float(0, site.spreadM), rng.float(0, 2 * Math.PI));
        const reports = Math.round(rng.int(15, 40) / 5);
        for (let r = 0; r < reports; r += 1) {
          const activity = s === 0 && r === 0 ? 'transfer' : rng.pick(WORK_ACTIVITIES[category]);
          const p = offset(centre, rng.float(0, 120), rng.float(0, 2 * Math.PI));
          const gained = activity === 'mowing' || activity === 'moving' ? ACTIVE_EVERY / HOUR : 0;
          drafts.push({ at: t, lat: p.lat, lng: p.lng, activity, status: 'out_for_work', warehouseId: null, gained });
          t += ACTIVE_EVERY;
        }
        t += rng.int(20, 90) * MIN;
      }
      const back = Math.max(t, at(rng.float(15, 17.5)));
      parkedAt(back, 'charging');
      parkedAt(back + rng.int(120, 180) * MIN, 'idle');
    });

    const kept = drafts.filter((d) => d.at >= addedAt && d.at < cutoff);
    const engineHours = Number(m.engine_hours ?? 0);
    const total = kept.reduce((sum, d) => sum + d.gained, 0);
    const scale = total > engineHours && total > 0 ? engineHours / total : 1;
    let hours = Math.max(0, engineHours - total * scale);
    const cycles = m.battery_cycle_count ?? null;
    let cyclesLeft = kept.filter((d) => d.activity === 'charging').length;
    for (const d of kept) {
      hours += d.gained * scale;
      if (d.activity === 'charging') cyclesLeft -= 1;
      out.push({
        equipmentId: String(m.id),
        fixAt: new Date(d.at),
        lat: round6(d.lat),
        lng: round6(d.lng),
        activity: d.activity,
        errorCode: null,
        firmwareVersion: m.firmware_version ?? null,
        batteryCapacityPct: m.battery_max_capacity_pct ?? null,
        batteryCycleCount: cycles === null ? null : Math.max(0, cycles - Math.ceil(cyclesLeft / 2)),
        engineHours: Math.min(engineHours, Math.round(hours * 1000) / 1000),
        inventoryStatus: d.status,
        warehouseId: d.warehouseId,
      });
    }

    const activity = m.activity ?? 'idle';
    out.push({
      equipmentId: String(m.id),
      fixAt: seenAt,
      lat: lastLat,
      lng: lastLng,
      activity: REPORTED.has(activity) ? (activity as ReportedActivity) : here === undefined ? 'moving' : 'idle',
      errorCode: m.error_code ?? null,
      firmwareVersion: m.firmware_version ?? null,
      batteryCapacityPct: m.battery_max_capacity_pct ?? null,
      batteryCycleCount: cycles,
      engineHours,
      inventoryStatus: here === undefined ? 'out_for_work' : 'in_warehouse',
      warehouseId: here?.id ?? null,
    });
  }
  return out;
};
