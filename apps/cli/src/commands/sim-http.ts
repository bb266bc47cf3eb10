import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describeErrors } from '@yardfleet/contract/codec';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { ServerCode } from '@yardfleet/contract/error-codes';

/** An answer envelope of the server (rules 7.2): code, message, entry. */
export type Envelope = { code: number; message: string; entry: unknown };

/** A call to the server: path, method (POST by default), extra headers and a JSON body. */
export type Call = (path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown }) => Promise<Envelope>;

/**
 * The simulator's HTTP client on `base`: the mobile app's headers (devicetype 1, en-US), JSON in
 * and out. @throws Error when the answer is not an envelope (the path does not exist, a proxy error).
 */
export const client =
  (fetcher: typeof fetch, base: string): Call =>
  async (path, init) => {
    const response = await fetcher(`${base}${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', devicetype: '1', lang: 'en-US', ...(init.headers ?? {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    if (typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'number')
      throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body)}`);
    return { code: body.code, message: 'message' in body && typeof body.message === 'string' ? body.message : '', entry: 'entry' in body ? body.entry : null };
  };

/** `value[key]` of an answer's loosely typed entry. */
export const field = (value: unknown, key: string): unknown => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, key);
  return found;
};

/** The string `value[key]`. @throws Error when it is not a string. */
export const str = (value: unknown, key: string): string => {
  const v = field(value, key);
  if (typeof v !== 'string') throw new Error(`answer without ${key}`);
  return v;
};

/** `value` decoded by the contract's `codec` and encoded for the wire. @throws Error naming every field that breaks the contract. */
export const validated = <C extends t.Mixed>(codec: C, value: unknown): t.OutputOf<C> => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`simulated report breaks the contract: ${describeErrors(decoded.left).join('; ')}`);
  return codec.encode(decoded.right);
};

/** A report call the simulator did not make (its device was refused before) or that did not reach the server. */
export const DROPPED = -1;
export const UNREACHABLE = -2;

/**
 * The report calls of the run through `call`, each device on its own: a device whose credential
 * the server refuses (1170010401: reset, unbound or deleted meanwhile) is dropped from the run and
 * told once on `err` with `label` of its device id, the others go on; a call that does not reach the
 * server answers UNREACHABLE (the next tick tries again). Never throws.
 */
export const reportCalls = (call: Call, err: (line: string) => void, label: (deviceId: string) => string): Call => {
  const refused = new Set<string>();
  return async (path, init) => {
    const id = init.headers?.[DEVICE_HEADER.id];
    if (id !== undefined && refused.has(id)) return { code: DROPPED, message: 'dropped', entry: null };
    try {
      const answer = await call(path, init);
      if (answer.code === ServerCode.deviceUnauthorized && id !== undefined) {
        refused.add(id);
        err(`sim: ${label(id)} was refused (${answer.code}: ${answer.message}): dropped from this run; bind it again to drive it`);
      }
      return answer;
    } catch (error) {
      return { code: UNREACHABLE, message: error instanceof Error ? error.message : String(error), entry: null };
    }
  };
};

/** A number answered at `value[key]`, else undefined. */
const numberAt = (value: unknown, key: string): number | undefined => {
  const v = field(value, key);
  return typeof v === 'number' ? v : undefined;
};

/**
 * What machine `id` already stores (`POST /web-hmac/web/equipment/detail`): engine hours, battery
 * maximum capacity and charge cycle count, so the simulator continues from them; each part
 * absent when the machine has none or the call answers something else.
 */
export const storedMachine = async (
  call: Call,
  session: Record<string, string>,
  id: string,
): Promise<{ engineHours?: number | undefined; capacityPercent?: number | undefined; cycles?: number | undefined }> => {
  const detail = (await call('/web-hmac/web/equipment/detail', { headers: session, body: { id } })).entry;
  const battery = field(detail, 'batteryHealth');
  return {
    engineHours: numberAt(detail, 'engineHours'),
    capacityPercent: numberAt(battery, 'maxCapacityPercent'),
    cycles: numberAt(battery, 'chargeCycleCount'),
  };
};
