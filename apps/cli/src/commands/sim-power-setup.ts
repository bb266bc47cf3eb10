import * as E from 'fp-ts/lib/Either.js';
import { BindChargerGatewayRequest, bindChargerGateway, chargerReport, ChargerReportRequest } from '@yardfleet/contract/endpoints/charger-device';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { chargeSystemDetail, powerOverview, type ChargerView, type ChargeSystemSummary } from '@yardfleet/contract/endpoints/power';
import type { ChargeState } from '@yardfleet/domain/entities/charger';
import { prng } from './sim-fleet';
import { field, str, validated, type Call, type Envelope } from './sim-http';
import { newSimBattery, newSimCharger, ratedWh, type SimChargeSystem, type SimCharger, type SimPort, type SimPowerEnv } from './sim-power';

/** Charging power per port (W) of the charger models the demo uses; others get the smaller one. */
const PORT_POWER_W: Readonly<Record<string, number>> = { 'PC-6000': 1000, 'PC-4000': 750 };

/** The charge systems one company's simulation drives, with each gateway's credential (same order), and where they came from. */
export interface PowerSetup {
  readonly systems: SimChargeSystem[];
  readonly credentials: Record<string, string>[];
  readonly env: SimPowerEnv;
  /** 'company': the company's own online systems (re-bound); 'new': SIM-CGW gateways bound for the run. */
  readonly source: 'company' | 'new';
}

const between = (random: () => number, min: number, max: number): number => Math.floor(min + random() * (max - min + 1));

/** A charger of the company as the simulation continues it: its ports and packs as shown, its meter restarting at `startedAt`. */
export const chargerFromView = (env: SimPowerEnv, view: ChargerView, startedAt: string): SimCharger => ({
  serialNumber: view.serialNumber,
  model: view.model,
  firmwareVersion: view.firmwareVersion,
  portPowerW: PORT_POWER_W[view.model] ?? 750,
  errorCode: view.error?.code ?? null,
  meterStartedAt: startedAt,
  meterExactWh: 0,
  ports: view.ports.map((p): SimPort => {
    const b = p.battery;
    // A port the machine cannot move from (a pack-less state other than error, a pack on an "empty" port) starts from its plain meaning.
    const state: ChargeState = b === null ? (p.state === 'error' ? 'error' : 'empty') : p.state === 'empty' ? 'waiting' : p.state;
    return {
      number: p.number,
      state,
      away: null,
      powerW: p.powerW,
      errorCode: state === 'overheat' || state === 'error' ? (p.error?.code ?? null) : null,
      left: state === 'error' ? between(env.random, 20, 60) : between(env.random, 1, 30),
      battery: b && {
        serialNumber: b.serialNumber,
        kind: b.kind,
        legacy: b.legacy,
        model: b.model,
        capacityWh: ratedWh(b.model, b.kind),
        stateOfCharge: b.stateOfChargePercent ?? between(env.random, 20, 80),
        maxCapacityPercent: b.maxCapacityPercent,
        cycleCount: b.chargeCycleCount,
        optimizationActive: b.optimizationActive,
      },
    };
  }),
});

/** The company's charge systems (null when the overview does not answer yet or answers something else). */
const readOverview = async (call: Call, session: Record<string, string>): Promise<ChargeSystemSummary[] | null> => {
  try {
    const answer = await call(powerOverview.path, { method: 'GET', headers: session });
    const decoded = powerOverview.response.decode(answer.entry);
    return answer.code === 200 && E.isRight(decoded) ? decoded.right.systems : null;
  } catch {
    return null;
  }
};

/** The chargers of one charge system (null when the detail does not answer yet). */
const readChargers = async (call: Call, session: Record<string, string>, id: string): Promise<ChargerView[] | null> => {
  try {
    const answer = await call(chargeSystemDetail.path, { headers: session, body: { id } });
    const decoded = chargeSystemDetail.response.decode(answer.entry);
    return answer.code === 200 && E.isRight(decoded) ? decoded.right.chargers : null;
  } catch {
    return null;
  }
};

const credentialOf = (answer: Envelope, what: string): Record<string, string> => {
  if (answer.code !== 200) throw new Error(`${what} answered ${answer.code}: ${JSON.stringify(answer.entry)}`);
  return { [DEVICE_HEADER.id]: str(answer.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(answer.entry, 'deviceSecret') };
};

/**
 * Sets up one company's charge systems for `yardfleet sim`: reads its systems
 * (`GET /web-hmac/web/power/overview`), re-binds the gateway of each online one through the mobile
 * app's `POST /web-hmac/app/charger-gateway/bind` (a new credential), and continues up to
 * `chargers` of their online chargers from their detail (`POST /web-hmac/web/power/system`);
 * a gateway that links no charger yet is bound too and only reports that it is there. Offline
 * systems and chargers are left alone (the demo keeps them offline). When the overview does not
 * answer, or the company has no online system, it binds a new gateway `SIM-CGW-<seed>-1` at the
 * site "Sim charging site" with `chargers` new chargers `SIM-CHG-<seed>-nnnn` (the first with a
 * legacy pack). Meters restart at `startedAt`, as after a reboot.
 * @throws Error when a bind is refused.
 */
export const setUpPower = async (
  call: Call,
  session: Record<string, string>,
  options: { readonly seed: number; readonly chargers: number; readonly startedAt: string; readonly near: { lat: number; lng: number } | null },
): Promise<PowerSetup> => {
  const random = prng(options.seed + 9_001);
  let packs = 0;
  // Packs already on the company's ports (an earlier run's SIM-BAT ones too) keep their serials to themselves.
  const onPorts = new Set<string>();
  const env: SimPowerEnv = {
    random,
    newBattery: () => {
      let serialNumber = '';
      do {
        packs += 1;
        serialNumber = `SIM-BAT-${options.seed}-${String(packs).padStart(4, '0')}`;
      } while (onPorts.has(serialNumber));
      return newSimBattery(random, serialNumber, false);
    },
  };
  const setup: PowerSetup = { systems: [], credentials: [], env, source: 'company' };
  if (options.chargers === 0) return setup;
  const online = (await readOverview(call, session))?.filter((s) => s.onlineStatus === 'online') ?? [];
  let budget = options.chargers;
  for (const system of online) {
    const views =
      system.chargerCount === 0 ? [] : ((await readChargers(call, session, system.id)) ?? []).filter((c) => c.onlineStatus === 'online').slice(0, budget);
    if (system.chargerCount > 0 && views.length === 0) continue;
    budget -= views.length;
    for (const p of views.flatMap((v) => v.ports)) if (p.battery) onPorts.add(p.battery.serialNumber);
    const bound = await call(bindChargerGateway.path, {
      headers: session,
      body: validated(BindChargerGatewayRequest, {
        serialNumber: system.gatewaySerialNumber,
        model: system.gatewayModel,
        firmwareVersion: system.firmwareVersion,
        warehouseId: system.warehouseId,
        siteName: system.siteName,
        position: system.location,
      }),
    });
    setup.credentials.push(credentialOf(bound, `charger gateway bind of ${system.gatewaySerialNumber}`));
    setup.systems.push({ position: system.location, chargers: views.map((v) => chargerFromView(env, v, options.startedAt)) });
  }
  if (setup.systems.some((s) => s.chargers.length > 0)) return setup;

  const position = options.near ? { lat: options.near.lat + 0.004, lng: options.near.lng + 0.004 } : { lat: 41.8781, lng: -87.6298 };
  const bound = await call(bindChargerGateway.path, {
    headers: session,
    body: validated(BindChargerGatewayRequest, {
      serialNumber: `SIM-CGW-${options.seed}-1`,
      model: 'CGW-100',
      firmwareVersion: '2.1.0',
      warehouseId: null,
      siteName: 'Sim charging site',
      position,
    }),
  });
  const chargers = Array.from({ length: options.chargers }, (_, i) =>
    newSimCharger(env, {
      serialNumber: `SIM-CHG-${options.seed}-${String(i + 1).padStart(4, '0')}`,
      model: 'PC-4000',
      ports: 4,
      portPowerW: 750,
      startedAt: options.startedAt,
      legacyFirst: i === 0,
    }),
  );
  return { systems: [{ position, chargers }], credentials: [credentialOf(bound, 'charger gateway bind')], env, source: 'new' };
};

/** Sends one gateway report per system with its credential (validated against ChargerReportRequest first); answers the calls' envelopes. */
export const sendPowerReports = (call: Call, setup: PowerSetup, reports: readonly unknown[]): Promise<Envelope>[] =>
  reports.flatMap((report, i) => {
    const headers = setup.credentials[i];
    return headers ? [call(chargerReport.path, { headers, body: validated(ChargerReportRequest, { reports: [report] }) })] : [];
  });

/** The accepted count of a report answer (0 when absent). */
export const acceptedOf = (answer: Envelope): number => Number(field(answer.entry, 'accepted') ?? 0);
