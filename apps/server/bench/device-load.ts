/**
 * Clients of the durability and soak scripts (rules 20.10, 20.11), speaking the public API as
 * the web app, the mobile app and devices do (docs/device-api.md): log in, bind machines as the
 * mobile app does (`POST /web-hmac/app/equipment/bind`, a credential per machine), and send position
 * reports with that credential (`POST /web-hmac/device/report`), each with a fix time unique per
 * machine.
 */
import type * as t from 'io-ts';
import { DEVICE_HEADER, bindEquipment, deviceReport, type DeviceReportRequest } from '@yardfleet/contract/endpoints/device';
import { login } from '@yardfleet/contract/endpoints/auth';
import { HEADER_WIRE } from '@yardfleet/contract/headers';
import { WEB_DEVICE_TYPE } from '@yardfleet/domain/constants';

/** A session of a logged-in user (headers `token`, `uid`, rules 7.4). */
export interface Session {
  readonly token: string;
  readonly uid: string;
}

/** An answer: HTTP status and, when the body is the envelope, its code and entry; else the HTTP failure's `error` (e.g. database_unavailable). */
export interface Answer {
  readonly status: number;
  readonly code: number | null;
  readonly entry: unknown;
  readonly error?: string;
}

/** The envelope code of a successful call (rules 7.2). */
export const CODE_OK = 200;

/** The headers (rules 7.4) of the web app, with the session when given. */
export const webHeaders = (session: Session | null): Record<string, string> => ({
  'content-type': 'application/json',
  [HEADER_WIRE.deviceType]: String(WEB_DEVICE_TYPE),
  [HEADER_WIRE.lang]: 'en-US',
  [HEADER_WIRE.deviceId]: 'bench-client',
  [HEADER_WIRE.traceId]: Math.random().toString(36).slice(2),
  ...(session === null ? {} : { [HEADER_WIRE.token]: session.token, [HEADER_WIRE.uid]: session.uid }),
});

/** One call; a body that is not the envelope answers code null. Rejects on a network error or after `timeoutMs`. */
export const call = async (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<Answer> => {
  const response = await fetch(url, {
    method: init.method,
    headers: init.headers,
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'number') {
      return { status: response.status, code: parsed.code, entry: 'entry' in parsed ? parsed.entry : null };
    }
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') {
      return { status: response.status, code: null, entry: null, error: parsed.error };
    }
  } catch {
    // not JSON: code null below
  }
  return { status: response.status, code: null, entry: null };
};

/** True for HTTP 2xx with the success envelope. */
export const succeeded = (a: Answer): boolean => a.status >= 200 && a.status < 300 && a.code === CODE_OK;

const text = (value: unknown, key: string): string => {
  const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  if (typeof found !== 'string') throw new Error(`answer without ${key}: ${JSON.stringify(value)}`);
  return found;
};

/** Logs in once (login is rate limited per account and address: reuse the session). @throws Error when refused. */
export const logIn = async (base: string, email: string, password: string): Promise<Session> => {
  const a = await call(`${base}${login.path}`, { method: 'POST', headers: webHeaders(null), body: { email, password } });
  if (!succeeded(a)) throw new Error(`login of ${email} answered HTTP ${a.status} code ${a.code}`);
  return { token: text(a.entry, 'token'), uid: text(a.entry, 'uid') };
};

/** A bound machine and its credential. */
export interface BoundMachine {
  readonly serial: string;
  readonly equipmentId: string;
  readonly deviceId: string;
  readonly deviceSecret: string;
}

/** Binds `count` machines `<prefix>-000001`.. to the session's company, as the mobile app does. @throws Error on a refused bind. */
export const bindMachines = async (base: string, session: Session, count: number, prefix: string): Promise<BoundMachine[]> => {
  const machines: BoundMachine[] = [];
  for (let i = 1; i <= count; i += 1) {
    const serial = `${prefix}-${String(i).padStart(6, '0')}`;
    const body = { serialNumber: serial, name: `${prefix} ${i}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '3.2.0' };
    const a = await call(`${base}${bindEquipment.path}`, { method: 'POST', headers: webHeaders(session), body });
    if (!succeeded(a)) throw new Error(`bind ${serial} answered HTTP ${a.status} code ${a.code}`);
    machines.push({ serial, equipmentId: text(a.entry, 'equipmentId'), deviceId: text(a.entry, 'deviceId'), deviceSecret: text(a.entry, 'deviceSecret') });
  }
  return machines;
};

/** Gap between two fix times of one machine, ms (10 fixes a second). */
export const FIX_GAP_MS = 100;

/** A report call's body as sent (the wire form of the contract's request). */
export type PositionBody = t.OutputOf<typeof DeviceReportRequest>;

/** One report call to send: the machine (index into the machines), its fix times (ISO) and the body. */
export interface PositionCall {
  readonly machine: number;
  readonly fixTimes: readonly string[];
  readonly body: PositionBody;
}

/**
 * The position feed: call n goes to machine n mod machines and carries `batch` reports whose fix
 * times continue that machine's own sequence (`fixStart` + k x FIX_GAP_MS, never repeated), at
 * positions wandering around Grant Park, Chicago (out for work).
 */
export const positionFeed = (machines: number, batch: number, fixStart: number): ((n: number) => PositionCall) => {
  const sequence = new Array<number>(machines).fill(0);
  return (n) => {
    const machine = n % machines;
    const first = sequence[machine] ?? 0;
    sequence[machine] = first + batch;
    const fixTimes: string[] = [];
    const reports: PositionBody['reports'] = [];
    for (let k = 0; k < batch; k += 1) {
      const at = new Date(fixStart + (first + k) * FIX_GAP_MS).toISOString();
      fixTimes.push(at);
      const angle = ((first + k) / 50 + machine) % (2 * Math.PI);
      reports.push({
        fixAt: at,
        position: { lat: 41.8757 + Math.sin(angle) * 0.004, lng: -87.6189 + Math.cos(angle) * 0.004 },
        activity: 'mowing',
        errorCode: null,
        errorCleared: false,
        firmwareVersion: null,
        battery: null,
        engineHours: null,
      });
    }
    return { machine, fixTimes, body: { reports } };
  };
};

/** Sends one position call with the machine's credential (DEVICE_HEADER). */
export const sendPositions = (base: string, machine: BoundMachine, body: PositionBody, timeoutMs = 10_000): Promise<Answer> =>
  call(`${base}${deviceReport.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DEVICE_HEADER.id]: machine.deviceId, [DEVICE_HEADER.secret]: machine.deviceSecret },
    body,
    timeoutMs,
  });
