import * as E from 'fp-ts/lib/Either.js';
import { BindAppGatewayRequest, bindAppGateway, type AppGatewayMode } from '@yardfleet/contract/endpoints/app-gateway';
import { DEVICE_HEADER, GatewayReportRequest, gatewayReport, MAX_REPORTS_PER_BATCH } from '@yardfleet/contract/endpoints/device';
import { gatewayList } from '@yardfleet/contract/endpoints/gateways';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { isWithinRadius } from '@yardfleet/domain/geometry/distance';
import { appDevice, type AppDevice } from './sim-app-devices';
import { offset, prng, stateOf, type SimMachine, type SimState, type SimWarehouse } from './sim-fleet';
import { str, validated, type Call, type Envelope } from './sim-http';

/** A warehouse with its id (a fixed app gateway is bound to it). */
export interface SimDepot extends SimWarehouse {
  readonly id: string;
}

/** How far a phone hears a machine (m): a Bluetooth LE radio in the open. */
export const APP_HEARING_METERS = 300;
/** A member's phone (`app` mode) reports on one tick in this many: the app is open now and then. */
export const APP_OPEN_EVERY = 3;

/**
 * One simulated app gateway: its mode and device, the warehouse of a fixed one, the crew (the
 * crew gateway number of the fleet's machines) of a mobile one, and for an `app` phone the tick
 * slot it opens the app on and its own random source (where its member walks).
 */
export interface SimAppGateway {
  readonly mode: AppGatewayMode;
  readonly device: AppDevice;
  readonly warehouse: SimDepot | null;
  readonly crew: number | null;
  readonly slot: number;
  readonly random: () => number;
}

type Point = { readonly lat: number; readonly lng: number };
/** A machine an app gateway heard: its state, and its own GPS position or null (it takes the phone's). */
export type SimHeard = SimState & { readonly serialNumber: string; readonly position: Point | null };
/** One report call of an app gateway: the contract's GatewayReportRequest as plain JSON. */
export type SimAppReportBody = { readonly reports: { readonly fixAt: string; readonly position: Point; readonly equipment: SimHeard[] }[] };

const geo = (p: Point): GeoPoint => {
  const decoded = GeoPoint.decode({ lat: p.lat, lng: p.lng });
  if (E.isLeft(decoded)) throw new Error(`not a WGS84 point: ${p.lat}, ${p.lng}`);
  return decoded.right;
};
const within = (p: Point, centre: Point, meters: number): boolean => isWithinRadius(geo(p), geo(centre), meters);

/** Two machines in three have a GPS of their own (stable per serial); the others take the phone's position. */
export const hasOwnGps = (serial: string): boolean => [...serial].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 3 !== 0;

/**
 * The app gateways of a run: one `fixed` tablet per warehouse of `depots` whose id is not in
 * `equipped` (it has a fixed app gateway already), one `mobile` phone per crew (0..crews-1) and
 * `members` `app` phones; none at all when `members` is 0 (--app-gateways 0).
 */
export const planAppGateways = (seed: number, depots: readonly SimDepot[], equipped: ReadonlySet<string>, crews: number, members: number): SimAppGateway[] => {
  if (members === 0) return [];
  let planned = 0;
  const gateway = (mode: AppGatewayMode, key: string, warehouse: SimDepot | null, crew: number | null, slot: number): SimAppGateway => {
    planned += 1;
    return { mode, device: appDevice(seed, mode, key), warehouse, crew, slot, random: prng(seed * 7_919 + planned * 104_729) };
  };
  return [
    ...depots.filter((d) => !equipped.has(d.id)).map((d) => gateway('fixed', d.id, d, null, 0)),
    ...Array.from({ length: crews }, (_, c) => gateway('mobile', `crew-${c + 1}`, null, c, 0)),
    ...Array.from({ length: members }, (_, i) => gateway('app', `member-${i + 1}`, null, null, i % APP_OPEN_EVERY)),
  ];
};

/** Where a gateway is at this tick and which machines it hears; null when it sends nothing (an `app` phone with the app closed). */
const locate = (g: SimAppGateway, machines: readonly SimMachine[], n: number): { position: Point; heard: SimMachine[] } | null => {
  const awake = machines.filter((m) => m.phase !== 'offline');
  if (g.warehouse) {
    const depot = g.warehouse;
    return { position: { lat: depot.lat, lng: depot.lng }, heard: awake.filter((m) => within(m, depot, depot.radius)) };
  }
  if (g.crew !== null) {
    const crew = machines.filter((m) => m.gateway === g.crew);
    // The phone rides in the truck with the crew's first machine out in the field, else it waits at that crew's depot.
    const lead = crew.find((m) => m.phase === 'leaving' || m.phase === 'working' || m.phase === 'returning');
    const home = crew[0]?.home;
    const position = lead ? { lat: lead.lat, lng: lead.lng } : home ? { lat: home.lat, lng: home.lng } : null;
    if (!position) return null;
    return { position, heard: crew.filter((m) => m.phase !== 'offline' && within(m, position, APP_HEARING_METERS)) };
  }
  if (n % APP_OPEN_EVERY !== g.slot || machines.length === 0) return null;
  // The member opens the app next to a machine (checking on a crew, walking a depot).
  const near = machines[Math.floor(g.random() * machines.length)] ?? machines[0];
  if (!near) return null;
  const position = offset(near, g.random() * 120, g.random() * 2 * Math.PI);
  return { position, heard: awake.filter((m) => within(m, position, APP_HEARING_METERS)) };
};

/**
 * The report calls of each app gateway for tick `n` (same order as `gateways`; an empty list when
 * it sends nothing). Call it after the fleet's own tick, so positions are this tick's. A fixed
 * tablet reports every tick at its warehouse the machines inside the warehouse radius (the
 * domain's isWithinRadius), an empty report when none is there (it stays online); a crew phone
 * reports where it is and its crew's machines within APP_HEARING_METERS; a member's phone reports
 * on one tick in APP_OPEN_EVERY the machines around it. Offline machines are never heard. A
 * machine carries its own position when it has a GPS (hasOwnGps), otherwise null (the server
 * puts it at the phone). The phone heard the machines `heardMs` (0..900 ms) before the tick's
 * `fixAt`, so its reports never collide with the machines' own reports of that fix time.
 * Batched: at most MAX_REPORTS_PER_BATCH machines per call.
 */
export const appGatewayTick = (gateways: readonly SimAppGateway[], machines: readonly SimMachine[], fixAt: string, n: number): SimAppReportBody[][] =>
  gateways.map((g, i) => {
    const found = locate(g, machines, n);
    if (!found) return [];
    const heardAt = new Date(new Date(fixAt).getTime() - 100 * (1 + (i % 9))).toISOString();
    const equipment = found.heard.map((m): SimHeard => ({
      ...stateOf(m, false),
      serialNumber: m.serial,
      position: hasOwnGps(m.serial) ? { lat: m.lat, lng: m.lng } : null,
    }));
    const calls: SimAppReportBody[] = [];
    for (let from = 0; from === 0 || from < equipment.length; from += MAX_REPORTS_PER_BATCH) {
      calls.push({ reports: [{ fixAt: heardAt, position: found.position, equipment: equipment.slice(from, from + MAX_REPORTS_PER_BATCH) }] });
    }
    return calls;
  });

/** The ids of the warehouses that have a fixed app gateway other than the ones `planned` (empty when the list does not answer). */
const equippedWarehouses = async (call: Call, session: Record<string, string>, planned: (warehouseId: string) => string): Promise<Set<string>> => {
  const equipped = new Set<string>();
  try {
    for (let page = 1; page <= 1_000; page += 1) {
      const answer = await call(gatewayList.path, {
        headers: session,
        body: { kind: 'app_gateway_fixed', search: null, sort: 'last_connected_desc', page, pageSize: 100 },
      });
      const decoded = gatewayList.response.decode(answer.entry);
      if (answer.code !== 200 || E.isLeft(decoded)) return equipped;
      for (const g of decoded.right.items) {
        const at = g.place?.warehouseId ?? null;
        if (at !== null && g.serialNumber !== planned(at)) equipped.add(at);
      }
      if (page * 100 >= decoded.right.total) return equipped;
    }
  } catch {
    return equipped;
  }
  return equipped;
};

/** The app gateways a run drives, with each one's credential (same order). */
export interface AppGatewaySetup {
  readonly gateways: SimAppGateway[];
  readonly credentials: Record<string, string>[];
}

/**
 * Binds the run's app gateways once through the mobile app's `POST /web-hmac/app/app-gateway/bind`
 * with the signed-in member's `session` (the server takes the email from it): reads the company's
 * fixed app gateways (`POST /web-hmac/web/gateway/list`) so a warehouse that has one of its own
 * gets no simulated tablet, then plans (planAppGateways) and binds each, validated against
 * BindAppGatewayRequest. Binding the same serials again (the same --seed) updates those gateways.
 * @throws Error when a bind is refused.
 */
export const setUpAppGateways = async (
  call: Call,
  session: Record<string, string>,
  options: { readonly seed: number; readonly depots: readonly SimDepot[]; readonly crews: number; readonly members: number },
): Promise<AppGatewaySetup> => {
  if (options.members === 0) return { gateways: [], credentials: [] };
  const equipped = await equippedWarehouses(call, session, (id) => appDevice(options.seed, 'fixed', id).serialNumber);
  const gateways = planAppGateways(options.seed, options.depots, equipped, options.crews, options.members);
  const credentials: Record<string, string>[] = [];
  for (const g of gateways) {
    const body = validated(BindAppGatewayRequest, { mode: g.mode, ...g.device, warehouseId: g.warehouse?.id ?? null });
    const bound = await call(bindAppGateway.path, { headers: session, body });
    if (bound.code !== 200)
      throw new Error(`app gateway bind of ${g.device.serialNumber} (${g.mode}) answered ${bound.code}: ${bound.message} ${JSON.stringify(bound.entry)}`);
    credentials.push({ [DEVICE_HEADER.id]: str(bound.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(bound.entry, 'deviceSecret') });
  }
  return { gateways, credentials };
};

/** "bound 3 fixed, 4 mobile, 2 app gateways": the run's app gateways by mode. */
export const appGatewaySummary = (gateways: readonly SimAppGateway[]): string => {
  const count = (mode: AppGatewayMode) => gateways.filter((g) => g.mode === mode).length;
  return `bound ${count('fixed')} fixed, ${count('mobile')} mobile, ${count('app')} app gateways`;
};

/** Sends tick `n`'s app gateway reports (each validated against GatewayReportRequest) with their credentials; answers the calls and the machines heard. */
export const sendAppGatewayReports = (
  call: Call,
  setup: AppGatewaySetup,
  machines: readonly SimMachine[],
  fixAt: string,
  n: number,
): { sends: Promise<Envelope>[]; heard: number } => {
  const bodies = appGatewayTick(setup.gateways, machines, fixAt, n);
  const sends = bodies.flatMap((calls, i) => {
    const headers = setup.credentials[i];
    return headers ? calls.map((body) => call(gatewayReport.path, { headers, body: validated(GatewayReportRequest, body) })) : [];
  });
  const heard = bodies.flat().reduce((sum, body) => sum + body.reports.reduce((s, r) => s + r.equipment.length, 0), 0);
  return { sends, heard };
};
