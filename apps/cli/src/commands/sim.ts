import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describeErrors } from '@yardfleet/contract/codec';
import { DEVICE_HEADER, DeviceReportRequest, GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { createFleet, tick, type SimFleet } from './sim-fleet';

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
}

export const SIM_USAGE = `yardfleet sim [--url http://localhost:8080] [--devices 24] [--gateways 2] [--interval 5] [--duration 0] [--seed 1]
                [--email admin@demo.yardfleet.test] [--password Demo1234]
      Logs in, binds (or re-binds) the company's first N machines and N crew gateways through the
      mobile app's bind calls, then drives them through the real report calls every --interval
      seconds: machines leave warehouses for job sites, mow, return, charge, go offline and raise
      error codes. --duration 0 runs until Ctrl+C.`;

/** Parses the options; answers the usage error as a string. */
export const parseSimOptions = (args: readonly string[]): E.Either<string, SimOptions> => {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      url: { type: 'string' }, devices: { type: 'string' }, gateways: { type: 'string' }, interval: { type: 'string' },
      duration: { type: 'string' }, seed: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' },
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
  if (typeof devices === 'string') return E.left(devices);
  if (typeof gateways === 'string') return E.left(gateways);
  if (typeof interval === 'string') return E.left(interval);
  if (typeof duration === 'string') return E.left(duration);
  if (typeof seed === 'string') return E.left(seed);
  return E.right({
    url: (values.url ?? 'http://localhost:8080').replace(/\/$/, ''), devices, gateways, intervalSeconds: interval, durationSeconds: duration, seed,
    email: values.email ?? 'admin@demo.yardfleet.test', password: values.password ?? 'Demo1234',
  });
};

type Envelope = { code: number; message: string; entry: unknown };

const client = (io: SimIo, base: string) => async (path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown }): Promise<Envelope> => {
  const response = await io.fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', devicetype: '1', lang: 'en-US', ...(init.headers ?? {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'number') throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { code: body.code, message: 'message' in body && typeof body.message === 'string' ? body.message : '', entry: 'entry' in body ? body.entry : null };
};

const field = (value: unknown, key: string): unknown => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, key);
  return found;
};
const str = (value: unknown, key: string): string => {
  const v = field(value, key);
  if (typeof v !== 'string') throw new Error(`answer without ${key}`);
  return v;
};
const validated = <C extends t.Mixed>(codec: C, value: unknown): t.OutputOf<C> => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`simulated report breaks the contract: ${describeErrors(decoded.left).join('; ')}`);
  return codec.encode(decoded.right);
};

/**
 * `yardfleet sim`: logs in, reads the company's warehouses and equipment, binds the first
 * `devices` machines (new SIM-nnnn machines when the company has fewer) and `gateways` crew
 * gateways, then every interval sends each tick's reports through `POST /web-hmac/device/report`
 * and `/web-hmac/device/gateway/report` with the per-device credentials. Prints one line per tick.
 * @returns the exit code: 0 when stopped or the duration ended, 1 when a call failed.
 */
export const runSim = async (options: SimOptions, io: SimIo): Promise<number> => {
  const call = client(io, options.url);
  const login = await call('/web-hmac/web/auth/login', { body: { email: options.email, password: options.password } });
  if (login.code !== 200) throw new Error(`login of ${options.email} answered ${login.code}: ${login.message}`);
  const session = { token: str(login.entry, 'token'), uid: str(login.entry, 'uid') };
  const list = await call('/web-hmac/web/warehouse/list', { method: 'GET', headers: session });
  const listed = field(list.entry, 'warehouses');
  const warehouses = (Array.isArray(listed) ? listed : []).map((w: unknown) => {
    const location = field(w, 'location');
    return { lat: Number(field(location, 'lat')), lng: Number(field(location, 'lng')), radius: Number(field(w, 'radius')) };
  });
  const serials: string[] = [];
  for (let page = 1; serials.length < options.devices; page += 1) {
    const res = await call('/web-hmac/web/equipment/list', { headers: session, body: { page, pageSize: 100, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null } });
    const items = field(res.entry, 'items');
    if (!Array.isArray(items) || items.length === 0) break;
    for (const item of items) if (serials.length < options.devices) serials.push(str(item, 'serialNumber'));
  }
  for (let i = serials.length; i < options.devices; i += 1) serials.push(`SIM-${options.seed}-${String(i + 1).padStart(4, '0')}`);

  const credentials = new Map<string, Record<string, string>>();
  for (const [i, serialNumber] of serials.entries()) {
    const bound = await call('/web-hmac/app/equipment/bind', { headers: session, body: { serialNumber, name: `Sim Mower ${i + 1}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '3.2.0' } });
    if (bound.code !== 200) throw new Error(`bind ${serialNumber} answered ${bound.code}: ${JSON.stringify(bound.entry)}`);
    credentials.set(serialNumber, { [DEVICE_HEADER.id]: str(bound.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(bound.entry, 'deviceSecret') });
  }
  const gatewayCredentials: Record<string, string>[] = [];
  for (let g = 0; g < options.gateways; g += 1) {
    const bound = await call('/web-hmac/app/gateway/bind', { headers: session, body: { serialNumber: `SIM-GW-${options.seed}-${g + 1}`, model: 'AGM-20', firmwareVersion: '3.3.0', warehouseId: null } });
    if (bound.code !== 200) throw new Error(`gateway bind answered ${bound.code}: ${JSON.stringify(bound.entry)}`);
    gatewayCredentials.push({ [DEVICE_HEADER.id]: str(bound.entry, 'deviceId'), [DEVICE_HEADER.secret]: str(bound.entry, 'deviceSecret') });
  }
  const fleet: SimFleet = createFleet(options.seed, serials, warehouses, options.gateways);
  io.out(`sim: ${serials.length} machines, ${options.gateways} gateways, ${warehouses.length} warehouses, every ${options.intervalSeconds} s against ${options.url}`);

  const started = io.now().getTime();
  for (let n = 1; !io.stopped(); n += 1) {
    const fixAt = io.now().toISOString();
    const reports = tick(fleet, fixAt, options.intervalSeconds / 3600);
    let accepted = 0;
    const sends: Promise<Envelope>[] = [];
    for (const [serial, batch] of reports.device) {
      const headers = credentials.get(serial);
      if (headers) sends.push(call('/web-hmac/device/report', { headers, body: validated(DeviceReportRequest, { reports: batch }) }));
    }
    for (const [g, batch] of reports.gateway) {
      const headers = gatewayCredentials[g];
      if (headers) sends.push(call('/web-hmac/device/gateway/report', { headers, body: validated(GatewayReportRequest, { reports: batch }) }));
    }
    for (const answer of await Promise.all(sends)) {
      if (answer.code !== 200) {
        io.err(`sim: a report call answered ${answer.code}: ${answer.message}`);
        return 1;
      }
      accepted += Number(field(answer.entry, 'accepted') ?? 0);
    }
    const count = (phase: string) => fleet.machines.filter((m) => m.phase === phase).length;
    io.out(`tick ${n}: ${accepted} reports accepted; charging ${count('charging')}, in transit ${count('leaving') + count('returning')}, working ${count('working')}, offline ${count('offline')}, faulty ${fleet.machines.filter((m) => m.errorCode !== null).length}`);
    if (options.durationSeconds > 0 && io.now().getTime() - started >= options.durationSeconds * 1000) break;
    await io.sleep(options.intervalSeconds * 1000);
  }
  return 0;
};
