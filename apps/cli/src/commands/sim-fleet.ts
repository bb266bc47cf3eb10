/** A warehouse the simulated machines live in (from the warehouse list). */
export interface SimWarehouse {
  readonly lat: number;
  readonly lng: number;
  readonly radius: number;
}

/**
 * What a simulated machine is doing: charging in its warehouse, carried to a job site by a
 * gateway (a crew truck), mowing at the site, carried back; `offline` sends nothing for a while.
 */
export type SimPhase = 'charging' | 'leaving' | 'working' | 'returning' | 'offline';

/** One simulated machine. Positions in degrees, engine hours in hours, battery in % of new. */
export interface SimMachine {
  readonly serial: string;
  readonly gateway: number;
  readonly home: SimWarehouse;
  phase: SimPhase;
  /** Ticks left in the phase. */
  left: number;
  site: { lat: number; lng: number };
  lat: number;
  lng: number;
  engineHours: number;
  capacityPercent: number;
  cycles: number;
  errorCode: string | null;
  errorTicks: number;
  /** The phase to resume after going offline. */
  resume: SimPhase;
  /**
   * Ticks of work of a trip out of hours (sim-alert-events.ts, rules 22.1 `out_after_hours`): the
   * machine works that long at its site and neither goes offline nor faults on the way; 0 otherwise.
   */
  tripTicks: number;
}

/** The whole simulated fleet and its deterministic random source. */
export interface SimFleet {
  readonly machines: SimMachine[];
  readonly gateways: number;
  readonly random: () => number;
}

/** Error codes a machine may raise (blade jam, motor overheating, battery fault). */
export const SIM_ERROR_CODES = ['E-217', 'E-304', 'E-511'] as const;
/** Chance per tick that a working machine drops offline (briefly: a few ticks, below the 10 minutes that make it offline). */
export const OFFLINE_CHANCE = 0.02;
/**
 * Chance per tick that a working machine raises an error code: rare, as a real fault is (24
 * machines at 5 s ticks: about one fault an hour), and it lasts ERROR_TICKS before the crew clears
 * it, so a fault is one event the alerts tell once, not a flicker every few minutes.
 */
export const ERROR_CHANCE = 0.0005;
/** How many ticks a raised error code lasts before it is cleared (at 5 s ticks: 2 to 10 minutes). */
export const ERROR_TICKS = { min: 24, max: 120 } as const;

/** mulberry32: a small, fast deterministic PRNG in [0, 1) (same seed, same run). */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const METERS_PER_DEGREE = 111_320;
/** The point `meters` away from `from` in direction `angle` (radians; flat-earth, fine below 20 km). */
export const offset = (from: { lat: number; lng: number }, meters: number, angle: number): { lat: number; lng: number } => ({
  lat: from.lat + (Math.sin(angle) * meters) / METERS_PER_DEGREE,
  lng: from.lng + (Math.cos(angle) * meters) / (METERS_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
});

const between = (random: () => number, min: number, max: number): number => Math.floor(min + random() * (max - min + 1));
const inside = (random: () => number, w: SimWarehouse) => offset(w, random() * w.radius * 0.6, random() * 2 * Math.PI);

/** What a machine already stores, which the simulator continues from (engine hours in hours, battery capacity in % of new, charge cycles); absent parts are drawn. */
export interface StoredMachine {
  readonly engineHours?: number | undefined;
  readonly capacityPercent?: number | undefined;
  readonly cycles?: number | undefined;
}

/**
 * A fleet of `serials.length` machines spread over `warehouses` (round robin) and `gateways`
 * crew gateways, each starting in its warehouse with a different number of ticks left. A machine's
 * engine hours, battery capacity and cycle count continue from `stored` (by serial number), so the
 * simulator's first reports change nothing the machine did not do (no battery suddenly worn, no
 * service suddenly due); a machine without them gets drawn ones.
 * @throws Error when there is no warehouse.
 */
export const createFleet = (
  seed: number,
  serials: readonly string[],
  warehouses: readonly SimWarehouse[],
  gateways: number,
  stored: ReadonlyMap<string, StoredMachine> = new Map(),
): SimFleet => {
  if (warehouses.length === 0) throw new Error('the company has no warehouse: create one first');
  const random = prng(seed);
  const machines = serials.map((serial, i): SimMachine => {
    const home = warehouses[i % warehouses.length] ?? warehouses[0];
    if (!home) throw new Error('no warehouse');
    const at = inside(random, home);
    const drawn = { engineHours: Math.round(random() * 400 * 10) / 10, capacityPercent: 60 + Math.round(random() * 40), cycles: between(random, 10, 600) };
    const own = stored.get(serial) ?? {};
    return {
      serial,
      gateway: gateways === 0 ? -1 : i % gateways,
      home,
      phase: 'charging',
      left: between(random, 1, 12),
      site: offset(home, between(random, 2_000, 8_000), random() * 2 * Math.PI),
      lat: at.lat,
      lng: at.lng,
      engineHours: own.engineHours ?? drawn.engineHours,
      capacityPercent: own.capacityPercent ?? drawn.capacityPercent,
      cycles: own.cycles ?? drawn.cycles,
      errorCode: null,
      errorTicks: 0,
      resume: 'charging',
      tripTicks: 0,
    };
  });
  return { machines, gateways, random };
};

/** Ticks a machine spends carried to or from its site. */
export const TRANSIT_TICKS = 4;

/**
 * Moves one machine one tick through its day (phase changes, travel, work, faults, going offline).
 * Crews work within the company's working hours (`working`, rules 22.2): a charged machine leaves
 * only while they last, and one at work when they end heads back; a trip out of hours
 * (`tripTicks`, sim-alert-events.ts) is the exception it is meant to be.
 */
const advance = (fleet: SimFleet, m: SimMachine, hoursPerTick: number, working: boolean): void => {
  const r = fleet.random;
  m.left -= 1;
  if (m.phase === 'offline') {
    if (m.left <= 0) Object.assign(m, { phase: m.resume, left: between(r, 4, 12) });
    return;
  }
  const onTrip = m.tripTicks > 0;
  if (!working && !onTrip && m.phase === 'working' && m.left > 1) m.left = 1;
  if (m.phase === 'working' && !onTrip && r() < OFFLINE_CHANCE) {
    Object.assign(m, { resume: m.phase, phase: 'offline', left: between(r, 3, 10) });
    return;
  }
  if (m.errorCode !== null) m.errorTicks -= 1;
  else if (m.phase === 'working' && !onTrip && r() < ERROR_CHANCE) {
    m.errorCode = SIM_ERROR_CODES[between(r, 0, SIM_ERROR_CODES.length - 1)] ?? 'E-217';
    m.errorTicks = between(r, ERROR_TICKS.min, ERROR_TICKS.max);
  }
  if (m.left <= 0) {
    const next: Record<Exclude<SimPhase, 'offline'>, SimPhase> = { charging: 'leaving', leaving: 'working', working: 'returning', returning: 'charging' };
    // Outside working hours a charged machine stays in its warehouse (and its battery does not cycle again).
    const stays = m.phase === 'charging' && !working && !onTrip;
    m.phase = stays ? 'charging' : next[m.phase];
    m.left =
      m.phase === 'leaving' || m.phase === 'returning'
        ? TRANSIT_TICKS
        : m.phase === 'working'
          ? onTrip
            ? m.tripTicks
            : between(r, 10, 40)
          : between(r, 6, 20);
    if (m.phase === 'returning') m.tripTicks = 0;
    if (m.phase === 'leaving') m.site = offset(m.home, between(r, 2_000, 8_000), r() * 2 * Math.PI);
    if (m.phase === 'charging' && !stays) m.cycles += 1;
  }
  // The rest of the way shared over the transit ticks left, so the last one arrives (at the site, or inside the warehouse).
  const step = (to: { lat: number; lng: number }) => {
    const f = 1 / Math.max(1, m.left);
    m.lat += (to.lat - m.lat) * f;
    m.lng += (to.lng - m.lng) * f;
  };
  if (m.phase === 'leaving') step(m.site);
  else if (m.phase === 'returning') step(inside(r, m.home));
  else if (m.phase === 'working') {
    const p = offset(m.site, r() * 150, r() * 2 * Math.PI);
    Object.assign(m, p);
    if (m.errorCode === null) m.engineHours = Math.round((m.engineHours + hoursPerTick) * 1000) / 1000;
  }
};

/** The state fields a machine reports now (activity from its phase, error, battery, engine hours); `clearError` sends errorCleared. */
export const stateOf = (m: SimMachine, clearError: boolean) => ({
  activity: m.errorCode !== null ? null : m.phase === 'charging' ? ('charging' as const) : m.phase === 'working' ? ('mowing' as const) : ('transfer' as const),
  errorCode: m.errorCode,
  errorCleared: clearError,
  firmwareVersion: null,
  battery: { capacityPercent: m.capacityPercent, cycleCount: m.cycles },
  engineHours: m.engineHours,
});

type Point = { readonly lat: number; readonly lng: number };
/** The state fields of a report (the contract's DeviceReport without its key). */
export type SimState = ReturnType<typeof stateOf>;
/** A device report as plain JSON (validated with the contract's codec before it is sent). */
export type SimDeviceReport = SimState & { readonly fixAt: string; readonly position: Point };
/** A gateway report as plain JSON: the gateway's position and the machine it carries. */
export type SimGatewayReport = {
  readonly fixAt: string;
  readonly position: Point;
  readonly equipment: (SimState & { readonly serialNumber: string; readonly position: null })[];
};

/** What one tick sends: device reports by serial, and gateway reports by gateway number. */
export interface SimTick {
  readonly device: Map<string, SimDeviceReport[]>;
  readonly gateway: Map<number, SimGatewayReport[]>;
}

/**
 * Advances every machine one tick (`working`: whether `fixAt` is within the company's working
 * hours; machines go out to work only then) and answers the reports to send with fix time `fixAt`: machines
 * in transit report through their crew gateway (the gateway's position is theirs; they send none of
 * their own); others report their own position; offline machines send nothing. Reports are built
 * as plain JSON of the contract's DeviceReport / GatewayReport (decoded by the caller before sending).
 */
export const tick = (fleet: SimFleet, fixAt: string, hoursPerTick: number, working = true): SimTick => {
  const device = new Map<string, SimDeviceReport[]>();
  const gateway = new Map<number, SimGatewayReport[]>();
  for (const m of fleet.machines) {
    advance(fleet, m, hoursPerTick, working);
    if (m.phase === 'offline') continue;
    const clear = m.errorCode !== null && m.errorTicks <= 0;
    if (clear) m.errorCode = null;
    const state = stateOf(m, clear);
    const position = { lat: m.lat, lng: m.lng };
    if ((m.phase === 'leaving' || m.phase === 'returning') && m.gateway >= 0) {
      const carried = { ...state, serialNumber: m.serial, position: null };
      gateway.set(m.gateway, [...(gateway.get(m.gateway) ?? []), { fixAt, position, equipment: [carried] }]);
    } else {
      device.set(m.serial, [{ ...state, fixAt, position }]);
    }
  }
  return { device, gateway };
};
