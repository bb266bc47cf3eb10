import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { BatteryView, ChargeSystemSummary, ChargerView, PortView, PowerErrorView, PowerFigures } from '@yardfleet/contract/endpoints/power';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { BatteryId, ChargerId, GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Count, GeoPoint, Percent, Seconds, WattHours, Watts } from '@yardfleet/domain/entities/units';
import { batteryHealthOf } from '@yardfleet/domain/machines/battery-health';
import { localDay } from '@yardfleet/domain/machines/energy-meter';
import { portChargeEstimate } from '@yardfleet/domain/machines/port-report';
import {
  batteryFigures,
  chargeSystemName,
  chargerNeedsAttention,
  dailyAverageWh,
  deviceOnlineStatus,
  livePortState,
  portStateCounts,
  portsUnknownSince,
} from '@yardfleet/domain/machines/power-summary';
import { chargerErrorSuggestion } from '@yardfleet/domain/rules/charger-errors';
import { asBranded } from '../../http/ids';
import type { BatteryRow, ChargerRow, GatewayRow, PortRow, PowerRows } from './power-queries';

/**
 * The contract views of the power reads (endpoints/power.ts) built from the rows of
 * power-queries.ts with the domain's rules: online status (power-summary `deviceOnlineStatus`),
 * battery figures and ports per state, charge system name, battery health (`batteryHealthOf`),
 * remaining time and completion (port-report `portChargeEstimate`), error suggestions
 * (`chargerErrorSuggestion`) and the daily average (`dailyAverageWh`).
 */

/** A stored number branded with its codec. @throws Error when the stored value breaks it (HTTP 500). */
const branded = <A>(codec: t.Type<A, number, unknown>, value: number): A => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`stored value ${value} is not a valid ${codec.name}`);
  return decoded.right;
};

const isoOf = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): IsoDateTime | null => (value === null ? null : asBranded(IsoDateTime, isoOf(value)));
const errorOf = (code: string | null): PowerErrorView | null => (code === null || code.trim() === '' ? null : chargerErrorSuggestion(code));
const pointOf = (lat: number | null, lng: number | null): GeoPoint | null => {
  if (lat === null || lng === null) return null;
  const decoded = GeoPoint.decode({ lat, lng });
  return E.isRight(decoded) ? decoded.right : null;
};

/** Names in natural order ("Charger 2" before "Charger 10"), then id, so the order is stable. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = <A extends { readonly name: string; readonly id: string }>(a: A, b: A): number => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);

/** The battery view (rules 3.10, 4.6); the state of charge is null for legacy packs, which do not say it. */
const batteryViewOf = (b: BatteryRow): BatteryView => {
  const maxCapacityPercent = branded(Percent, b.max_capacity_pct);
  return {
    id: asBranded(BatteryId, b.id),
    serialNumber: b.serial_number,
    model: b.model,
    kind: b.kind,
    legacy: b.legacy,
    stateOfChargePercent: b.legacy ? null : branded(Percent, b.charge_pct),
    maxCapacityPercent,
    chargeCycleCount: branded(Count, b.cycle_count),
    health: batteryHealthOf(maxCapacityPercent),
    optimizationActive: b.optimization_active,
  };
};

/** What one port holds before it becomes a view: its state, power (W), battery, error and the fix time of its state. */
interface PortFacts {
  readonly state: PortView['state'];
  readonly powerW: number;
  readonly battery: BatteryRow | null;
  readonly errorCode: string | null;
  readonly stateAt: string;
}

const EMPTY: Omit<PortFacts, 'stateAt'> = { state: 'empty', powerW: 0, battery: null, errorCode: null };

/**
 * The ports 1..port_count of a charger: its `charger_ports` rows when it has any; otherwise (a
 * charger that never reported ports) the batteries that say they sit on its ports, with their own
 * state and no power. Ports without either are empty.
 */
const portFactsOf = (
  charger: ChargerRow,
  rows: readonly PortRow[],
  placed: readonly BatteryRow[],
  batteries: PowerRows['batteries'],
  now: Date,
): PortFacts[] => {
  const lastReport = charger.last_report_at === null ? now.toISOString() : isoOf(charger.last_report_at);
  return Array.from({ length: charger.port_count }, (_, i): PortFacts => {
    const number = i + 1;
    if (rows.length > 0) {
      const row = rows.find((p) => p.port_number === number);
      if (!row) return { ...EMPTY, stateAt: lastReport };
      return {
        state: row.state,
        powerW: row.power_w,
        battery: row.battery_id === null ? null : (batteries.get(row.battery_id) ?? null),
        errorCode: row.error_code,
        stateAt: row.state_at === null ? lastReport : isoOf(row.state_at),
      };
    }
    const battery = placed.find((b) => b.port_number === number);
    return battery ? { state: battery.state, powerW: 0, battery, errorCode: battery.error_code, stateAt: lastReport } : { ...EMPTY, stateAt: lastReport };
  });
};

/** A port's view; `stateKnown` (power-summary `livePortState`): false while its charger is offline, and then no estimate. */
const portViewOf = (facts: PortFacts, number: number, stateKnown: boolean, now: Date): PortView => {
  const b = facts.battery;
  const estimate = !stateKnown
    ? null
    : portChargeEstimate(
        { state: facts.state, powerW: facts.powerW, fixAt: facts.stateAt },
        b === null ? null : { legacy: b.legacy, capacityWh: b.capacity_wh, stateOfChargePercent: b.charge_pct, maxCapacityPercent: b.max_capacity_pct },
        now,
      );
  return {
    number: branded(Count, number),
    state: facts.state,
    stateKnown,
    powerW: branded(Watts, facts.powerW),
    battery: b === null ? null : batteryViewOf(b),
    remainingSeconds: estimate === null ? null : branded(Seconds, estimate.remainingSeconds),
    estimatedCompletionAt: estimate === null ? null : asBranded(IsoDateTime, estimate.estimatedCompletionAt),
    error: errorOf(facts.errorCode),
  };
};

const groupBy = <A>(items: readonly A[], key: (a: A) => string | null): Map<string, A[]> => {
  const groups = new Map<string, A[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/** A charger view with the gateway it belongs to. */
export interface PlacedChargerView extends ChargerView {
  readonly gatewayId: string | null;
}

/** Every charger of `rows` as its contract view at `now`, by name (natural order). */
export const chargerViewsOf = (rows: PowerRows, now: Date): PlacedChargerView[] => {
  const portsByCharger = groupBy(rows.ports, (p) => p.charger_id);
  const placedByCharger = groupBy([...rows.batteries.values()], (b) => (b.port_number === null ? null : b.charger_id));
  return rows.chargers
    .map((c): PlacedChargerView => {
      const energy = rows.energy.get(c.id);
      const installedDay = localDay(c.installed_at.toISOString(), rows.timeZone);
      const firstDay = energy?.firstDay != null && energy.firstDay < installedDay ? energy.firstDay : installedDay;
      const ports = portFactsOf(c, portsByCharger.get(c.id) ?? [], placedByCharger.get(c.id) ?? [], rows.batteries, now);
      const onlineStatus = deviceOnlineStatus(c.last_report_at === null ? null : isoOf(c.last_report_at), now);
      const lastReportAt = isoOrNull(c.last_report_at);
      return {
        id: asBranded(ChargerId, c.id),
        gatewayId: c.gateway_id,
        name: c.name,
        model: c.model,
        serialNumber: c.serial_number,
        firmwareVersion: c.firmware_version,
        onlineStatus,
        lastReportAt,
        error: errorOf(c.error_code),
        ports: ports.map((p, i) => portViewOf(p, i + 1, livePortState(p.state, { onlineStatus, lastReportAt }).known, now)),
        energyTodayWh: branded(WattHours, energy?.todayWh ?? 0),
        historicalTotalWh: branded(WattHours, c.energy_total_wh),
        dailyAverageWh: branded(WattHours, dailyAverageWh(c.energy_total_wh, firstDay, rows.today)),
      };
    })
    .sort(byName);
};

/** Whether a charger's view needs attention (power-summary `chargerNeedsAttention`, rules 11.7, 11.9). */
const needsAttention = (c: ChargerView): boolean =>
  chargerNeedsAttention({
    onlineStatus: c.onlineStatus,
    errorCodes: [c.error?.code ?? null, ...c.ports.map((p) => p.error?.code ?? null)],
    portStates: c.ports.map((p) => p.state),
  });

/** The battery figures input of a set of chargers: one entry per port, its state known only while its charger is online (rules 11.7). */
const figurePorts = (chargers: readonly ChargerView[]) =>
  chargers.flatMap((c) => c.ports.map((p) => ({ state: p.state, batteryKnown: p.battery !== null, stateKnown: p.stateKnown })));
const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * One charge system's summary (contract ChargeSystemSummary) from its gateway and its chargers'
 * views: ports per state of its online chargers only, the others' ports counted as unknown since
 * their latest last report (rules 11.7); the chargers needing attention and their distinct error
 * codes (matched trimmed and upper-cased), each with its suggestion (rules 11.9).
 */
export const systemSummaryOf = (g: GatewayRow, chargers: readonly ChargerView[], now: Date): ChargeSystemSummary => {
  const ports = figurePorts(chargers);
  const figures = batteryFigures(ports);
  const counts = portStateCounts(ports.filter((p) => p.stateKnown).map((p) => p.state));
  const unknownSince = portsUnknownSince(chargers);
  const attention = chargers.filter(needsAttention);
  const faults = new Map<string, PowerErrorView>();
  for (const c of attention)
    for (const error of [c.error, ...c.ports.map((p) => p.error)])
      if (error !== null && !faults.has(error.code.trim().toUpperCase())) faults.set(error.code.trim().toUpperCase(), error);
  return {
    id: asBranded(GatewayId, g.id),
    name: chargeSystemName({ warehouseName: g.warehouse_name, siteName: g.site_name, gatewaySerialNumber: g.serial_number }),
    warehouseId: g.warehouse_id === null ? null : asBranded(WarehouseId, g.warehouse_id),
    siteName: g.site_name,
    location: pointOf(g.lat, g.lng) ?? pointOf(g.warehouse_lat, g.warehouse_lng),
    gatewaySerialNumber: g.serial_number,
    gatewayModel: g.model,
    firmwareVersion: g.firmware_version,
    onlineStatus: deviceOnlineStatus(g.last_connected_at === null ? null : g.last_connected_at.toISOString(), now),
    lastConnectedAt: isoOrNull(g.last_connected_at),
    resetAt: isoOrNull(g.reset_at),
    chargerCount: branded(Count, chargers.length),
    chargersOnline: branded(Count, chargers.filter((c) => c.onlineStatus === 'online').length),
    portStates: {
      charging: branded(Count, counts.charging),
      standby: branded(Count, counts.standby),
      overheat: branded(Count, counts.overheat),
      error: branded(Count, counts.error),
      empty: branded(Count, counts.empty),
      ready: branded(Count, counts.ready),
      waiting: branded(Count, counts.waiting),
      discharging: branded(Count, counts.discharging),
      fully_charged: branded(Count, counts.fully_charged),
    },
    portsUnknown: branded(Count, figures.unknown),
    portsUnknownSince: unknownSince === null ? null : asBranded(IsoDateTime, unknownSince),
    chargersNeedingAttention: branded(Count, attention.length),
    faults: [...faults.values()],
    batteryCount: branded(Count, figures.onPorts),
    energyTodayWh: branded(WattHours, sumOf(chargers.map((c) => c.energyTodayWh))),
  };
};

/** Every charge system of `rows` (gateways without chargers too) with its chargers, by name. */
export const systemsOf = (rows: PowerRows, chargers: readonly PlacedChargerView[], now: Date): { summary: ChargeSystemSummary; chargers: ChargerView[] }[] => {
  const byGateway = groupBy(chargers, (c) => c.gatewayId);
  return rows.gateways
    .map((g) => {
      const own = (byGateway.get(g.id) ?? []).map(({ gatewayId: _gatewayId, ...view }): ChargerView => view);
      return { summary: systemSummaryOf(g, own, now), chargers: own };
    })
    .sort((a, b) => byName(a.summary, b.summary));
};

/**
 * The power figures (rules 11.7; contract PowerFigures) of all the company's chargers: online and
 * offline, batteries on ports charging / ready / faulty, ports unknown, chargers needing attention,
 * and its energy today and this month.
 */
export const figuresOf = (rows: PowerRows, chargers: readonly ChargerView[]): PowerFigures => {
  const batteries = batteryFigures(figurePorts(chargers));
  const energy = [...rows.energy.values()];
  const online = chargers.filter((c) => c.onlineStatus === 'online').length;
  return {
    chargersOnline: branded(Count, online),
    chargersOffline: branded(Count, chargers.length - online),
    batteriesCharging: branded(Count, batteries.charging),
    batteriesReady: branded(Count, batteries.ready),
    batteriesFaulty: branded(Count, batteries.faulty),
    portsUnknown: branded(Count, batteries.unknown),
    chargersNeedingAttention: branded(Count, chargers.filter(needsAttention).length),
    energyTodayWh: branded(WattHours, sumOf(energy.map((e) => e.todayWh))),
    energyThisMonthWh: branded(WattHours, sumOf(energy.map((e) => e.monthWh))),
  };
};
