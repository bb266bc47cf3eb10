import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { DEVICE_HEADER, DeviceReportRequest, GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { isWithinWorkingHours } from '@yardfleet/domain/alerts/working-hours';
import { alertEventsDue, companyHours, outsideWorkingHours, startAlertEvent, type AlertEventSchedule } from './sim-alert-events';
import { appGatewaySummary, sendAppGatewayReports, setUpAppGateways, type SimDepot } from './sim-app-gateways';
import { createFleet, tick, type SimFleet, type StoredMachine } from './sim-fleet';
import { client, DROPPED, field, reportCalls, storedMachine, str, UNREACHABLE, validated, type Call, type Envelope } from './sim-http';
import { mqttReports, transportOf, type ReportTransport } from './sim-mqtt';
import { portStates, powerTick } from './sim-power';
import { acceptedOf, sendPowerReports, setUpPower, type PowerSetup } from './sim-power-setup';

/** Where the simulator writes and how it waits; tests pass fakes. */
export interface SimIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly fetch: typeof fetch;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => Date;
  /** Resolved when the user asks to stop (Ctrl+C); the run ends after the current tick. */
  readonly stopped: () => boolean;
}

/** Options of `yardfleet sim` (seconds for times). */
export interface SimOptions {
  readonly url: string;
  readonly devices: number;
  readonly gateways: number;
  readonly intervalSeconds: number;
  /** 0: until stopped. */
  readonly durationSeconds: number;
  readonly seed: number;
  readonly email: string;
  readonly password: string;
  /** Chargers driven per power company (0: none). */
  readonly chargers: number;
  /** The logins whose companies' charge systems are driven (same password). */
  readonly powerEmails: readonly string[];
  /** Members' phones in `app` mode; with them a fixed tablet per warehouse and a phone per crew (0: no app gateways). */
  readonly appGateways: number;
  /** Minutes between rounds of alert events (sim-alert-events.ts; 0: none). */
  readonly alertEveryMinutes: number;
  /** How reports travel: the HTTP calls (default) or MQTT (`--transport mqtt [--mqtt-url]`, sim-mqtt.ts). */
  readonly transport: ReportTransport;
}

export const SIM_USAGE = `yardfleet sim [--url http://localhost:8080] [--devices 24] [--gateways 2] [--interval 5] [--duration 0] [--seed 1]
                [--email admin@demo.yardfleet.test] [--password Demo1234] [--chargers 12] [--power-email <login>]...
                [--app-gateways 2] [--alert-events 60] [--transport http|mqtt] [--mqtt-url mqtt://127.0.0.1:1883]
      Logs in, binds (or re-binds) the company's first N machines and N crew gateways through the
      mobile app's bind calls, then drives them through the real report calls every --interval
      seconds: machines leave warehouses for job sites, mow, return, charge, go offline and raise
      error codes. --duration 0 runs until Ctrl+C. --transport mqtt publishes the reports (MQTT 5, QoS 1)
      on each device's own topic through the broker of --mqtt-url, logged in with its credential.
      Charge systems: for the company of each --power-email (default: --email; may repeat), re-binds
      its online charger gateways and drives up to --chargers of their chargers (0: none; new
      SIM-CGW/SIM-CHG ones when it has none): packs charge (slower above 80 %), finish, are taken
      away and come back nearly empty, some overheat and cool down; the meters grow with the energy.
      App gateways (the mobile app as a gateway): binds a fixed tablet at each warehouse that has no
      fixed app gateway yet (it reports the machines inside the warehouse radius every tick), a
      phone per crew that travels with the crew's machines and reports them, and --app-gateways
      members' phones that report the machines within 300 m on one tick in 3 (0: no app gateways).
      Alert events (rules 22), every --alert-events minutes from the start (0: none; 15 to 1440): a
      machine reports a fault code and clears it 3 min later; a third of the way on, a charging port
      overheats and cools down 3 min later; two thirds on, when it is outside the company's working
      hours, a machine leaves its warehouse, works 15 min at a site and comes back.`;

/** Parses the options; answers the usage error as a string. */
export const parseSimOptions = (args: readonly string[]): E.Either<string, SimOptions> => {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      url: { type: 'string' },
      devices: { type: 'string' },
      gateways: { type: 'string' },
      interval: { type: 'string' },
      duration: { type: 'string' },
      seed: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      chargers: { type: 'string' },
      'power-email': { type: 'string', multiple: true },
      'app-gateways': { type: 'string' },
      'alert-events': { type: 'string' },
      transport: { type: 'string' },
      'mqtt-url': { type: 'string' },
    },
  });
  const int = (name: string, raw: string | undefined, fallback: number, min: number, max: number): number | string => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : `--${name}: a whole number from ${min} to ${max}`;
  };
  const devices = int('devices', values.devices, 24, 1, 10_000);
  const gateways = int('gateways', values.gateways, 2, 0, 1_000);
  const interval = int('interval', values.interval, 5, 1, 3_600);
  const duration = int('duration', values.duration, 0, 0, 31_536_000);
  const seed = int('seed', values.seed, 1, 0, 2 ** 31);
  const chargers = int('chargers', values.chargers, 12, 0, 1_000);
  const appGateways = int('app-gateways', values['app-gateways'], 2, 0, 1_000);
  const alertEvery = int('alert-events', values['alert-events'], 60, 0, 1_440);
  if (typeof devices === 'string') return E.left(devices);
  if (typeof gateways === 'string') return E.left(gateways);
  if (typeof interval === 'string') return E.left(interval);
  if (typeof duration === 'string') return E.left(duration);
  if (typeof seed === 'string') return E.left(seed);
  if (typeof chargers === 'string') return E.left(chargers);
  if (typeof appGateways === 'string') return E.left(appGateways);
  if (typeof alertEvery === 'string' || (alertEvery > 0 && alertEvery < 15)) return E.left('--alert-events: 0, or a whole number from 15 to 1440');
  const transport = transportOf(values.transport, values['mqtt-url']);
  if (typeof transport === 'string') return E.left(transport);
  const email = values.email ?? 'admin@demo.yardfleet.test';
  return E.right({
    url: (values.url ?? 'http://localhost:8080').replace(/\/$/, ''),
    devices,
    gateways,
    intervalSeconds: interval,
    durationSeconds: duration,
    seed,
    email,
    password: values.password ?? 'Demo1234',
    chargers,
    powerEmails: [...new Set(values['power-email'] ?? [email])],
    appGateways,
    alertEveryMinutes: alertEvery,
    transport,
  });
};

const logIn = async (call: Call, email: string, password: string): Promise<Record<string, string>> => {
  const login = await call('/web-hmac/web/auth/login', { body: { email, password } });
  if (login.code !== 200) throw new Error(`login of ${email} answered ${login.code}: ${login.message}`);
  return { token: str(login.entry, 'token'), uid: str(login.entry, 'uid') };
};

/**
 * `yardfleet sim`: logs in, reads the company's warehouses and equipment, binds the first
 * `devices` machines (new SIM-nnnn machines when the company has fewer) and `gateways` crew
 * gateways, then every interval sends each tick's reports through `POST /web-hmac/device/report`
 * and `/web-hmac/device/gateway/report` with the per-device credentials. For each `powerEmails`
 * login it also sets up that company's charge systems (sim-power-setup.ts) and sends their
 * `POST /web-hmac/device/charger/report` every tick (sim-power.ts). With `appGateways` > 0 it
 * binds app gateways once with the session (`POST /web-hmac/app/app-gateway/bind`: fixed tablets,
 * crew phones, members' phones; sim-app-gateways.ts) and sends what they hear through
 * `/web-hmac/device/gateway/report` every tick. With `alertEveryMinutes` > 0 it starts the alert
 * events (sim-alert-events.ts) as they fall due, out-of-hours trips by the company's working hours
 * read at the start, and prints a line for each. Machines go out to work only within the company's
 * working hours (rules 22.2), read at the start. A device the server refuses is dropped and told;
 * a report call that fails otherwise is told and the run goes on. Prints one line per tick.
 * @returns the exit code: 0 when stopped or the duration ended; a failed setup call throws.
 */
export const runSim = async (options: SimOptions, io: SimIo): Promise<number> => {
  const call = client(io.fetch, options.url);
  const session = await logIn(call, options.email, options.password);
  const list = await call('/web-hmac/web/warehouse/list', { method: 'GET', headers: session });
  const listed = field(list.entry, 'warehouses');
  const warehouses = (Array.isArray(listed) ? listed : []).map((w: unknown): SimDepot => {
    const location = field(w, 'location');
    return { id: str(w, 'id'), lat: Number(field(location, 'lat')), lng: Number(field(location, 'lng')), radius: Number(field(w, 'radius')) };
  });
  const serials: string[] = [];
  const stored = new Map<string, StoredMachine>();
  for (let page = 1; serials.length < options.devices; page += 1) {
    const res = await call('/web-hmac/web/equipment/list', {
      headers: session,
      body: { page, pageSize: 100, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
    });
    const items = field(res.entry, 'items');
    if (!Array.isArray(items) || items.length === 0) break;
    for (const item of items) {
      if (serials.length >= options.devices) break;
      serials.push(str(item, 'serialNumber'));
      stored.set(str(item, 'serialNumber'), await storedMachine(call, session, str(item, 'id')));
    }
  }
  for (let i = serials.length; i < options.devices; i += 1) serials.push(`SIM-${options.seed}-${String(i + 1).padStart(4, '0')}`);

  const credentials = new Map<string, Record<string, string>>();
  for (const [i, serialNumber] of serials.entries()) {
    const bound = await call('/web-hmac/app/equipment/bind', {
      headers: session,
      body: { serialNumber, name: `Sim Mower ${i + 1}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '3.2.0' },
    });
    if (bound.code !== 200) throw new Error(`bind ${serialNumber} answered ${bound.code}: ${JSON.stringify(bound.entry)}`);
    credentials.set(serialNumber, { [DEVICE_HEADER.id]: str(bound.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(bound.entry, 'deviceSecret') });
  }
  const gatewayCredentials: Record<string, string>[] = [];
  for (let g = 0; g < options.gateways; g += 1) {
    const bound = await call('/web-hmac/app/gateway/bind', {
      headers: session,
      body: { serialNumber: `SIM-GW-${options.seed}-${g + 1}`, model: 'AGM-20', firmwareVersion: '3.3.0', warehouseId: null },
    });
    if (bound.code !== 200) throw new Error(`gateway bind answered ${bound.code}: ${JSON.stringify(bound.entry)}`);
    gatewayCredentials.push({ [DEVICE_HEADER.id]: str(bound.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(bound.entry, 'deviceSecret') });
  }
  const fleet: SimFleet = createFleet(options.seed, serials, warehouses, options.gateways, stored);
  io.out(
    `sim: ${serials.length} machines, ${options.gateways} gateways, ${warehouses.length} warehouses, every ${options.intervalSeconds} s against ${options.url}`,
  );
  const apps = await setUpAppGateways(call, session, { seed: options.seed, depots: warehouses, crews: options.gateways, members: options.appGateways });
  if (apps.gateways.length > 0) io.out(`sim: ${appGatewaySummary(apps.gateways)} (as ${options.email})`);
  const power: PowerSetup[] = [];
  for (const [i, email] of options.powerEmails.entries()) {
    const own = email === options.email ? session : await logIn(call, email, options.password);
    const setup = await setUpPower(call, own, {
      seed: options.seed + i,
      chargers: options.chargers,
      startedAt: io.now().toISOString(),
      near: warehouses[0] ?? null,
    });
    power.push(setup);
    const chargers = setup.systems.reduce((sum, s) => sum + s.chargers.length, 0);
    io.out(
      `sim: ${email}: ${chargers} chargers in ${setup.systems.length} charge systems (${setup.source === 'company' ? "the company's own" : 'new SIM-CGW gateway'})`,
    );
  }

  const started = io.now().getTime();
  const company = await companyHours(call, session);
  const schedule: AlertEventSchedule = {
    startedAt: started,
    everyMs: options.alertEveryMinutes * 60_000,
    outOfHours: outsideWorkingHours(company.hours, company.timeZone),
  };
  const labels = new Map<string, string>([
    ...[...credentials].map(([serial, headers]): [string, string] => [headers[DEVICE_HEADER.id] ?? '', `machine ${serial}`]),
    ...gatewayCredentials.map((headers, g): [string, string] => [headers[DEVICE_HEADER.id] ?? '', `crew gateway SIM-GW-${options.seed}-${g + 1}`]),
  ]);
  const mqtt = options.transport.kind === 'mqtt' ? mqttReports(options.transport.url) : undefined;
  const report = reportCalls(mqtt?.via(call) ?? call, io.err, (id) => labels.get(id) ?? `device ${id}`);
  let scheduledUntil = started;
  for (let n = 1; !io.stopped(); n += 1) {
    const fixAt = io.now().toISOString();
    const tickAt = Date.parse(fixAt);
    for (const event of alertEventsDue(schedule, scheduledUntil, tickAt + 1)) {
      const line = startAlertEvent(
        event,
        fleet,
        power.flatMap((p) => p.systems),
        options.intervalSeconds,
      );
      if (line !== null) io.out(line);
    }
    scheduledUntil = Math.max(scheduledUntil, tickAt + 1);
    const reports = tick(fleet, fixAt, options.intervalSeconds / 3600, isWithinWorkingHours(new Date(fixAt), company.hours, company.timeZone));
    let accepted = 0;
    const sends: Promise<Envelope>[] = [];
    for (const [serial, batch] of reports.device) {
      const headers = credentials.get(serial);
      if (headers) sends.push(report('/web-hmac/device/report', { headers, body: validated(DeviceReportRequest, { reports: batch }) }));
    }
    for (const [g, batch] of reports.gateway) {
      const headers = gatewayCredentials[g];
      if (headers) sends.push(report('/web-hmac/device/gateway/report', { headers, body: validated(GatewayReportRequest, { reports: batch }) }));
    }
    const heard = sendAppGatewayReports(report, apps, fleet.machines, fixAt, n);
    sends.push(...heard.sends);
    let deliveredWh = 0;
    for (const setup of power) {
      const step = powerTick(setup.env, setup.systems, fixAt, options.intervalSeconds);
      deliveredWh += step.deliveredWh;
      sends.push(...sendPowerReports(report, setup, step.reports));
    }
    const failed = new Map<string, number>();
    for (const answer of await Promise.all(sends)) {
      if (answer.code === 200) accepted += acceptedOf(answer);
      else if (answer.code !== DROPPED && answer.code !== ServerCode.deviceUnauthorized) {
        const what = answer.code === UNREACHABLE ? `did not reach the server (${answer.message})` : `answered ${answer.code}: ${answer.message}`;
        failed.set(what, (failed.get(what) ?? 0) + 1);
      }
    }
    for (const [what, count] of failed) io.err(`sim: ${count} report call${count === 1 ? '' : 's'} ${what}; trying again next tick`);
    const count = (phase: string) => fleet.machines.filter((m) => m.phase === phase).length;
    const ports = portStates(power.flatMap((p) => p.systems));
    const chargeLine =
      power.length === 0
        ? ''
        : `; ports charging ${ports.charging ?? 0}, ready ${(ports.ready ?? 0) + (ports.fully_charged ?? 0)}, overheat ${ports.overheat ?? 0}, ${Math.round(deliveredWh)} Wh delivered`;
    const appLine = apps.gateways.length === 0 ? '' : `; app gateways heard ${heard.heard}`;
    io.out(
      `tick ${n}: ${accepted} reports accepted; charging ${count('charging')}, in transit ${count('leaving') + count('returning')}, working ${count('working')}, offline ${count('offline')}, faulty ${fleet.machines.filter((m) => m.errorCode !== null).length}${appLine}${chargeLine}`,
    );
    if (options.durationSeconds > 0 && io.now().getTime() - started >= options.durationSeconds * 1000) break;
    await io.sleep(options.intervalSeconds * 1000);
  }
  await mqtt?.close();
  return 0;
};
