/**
 * The mobile app's and the devices' side of the API (docs/device-api.md), driven over real HTTP
 * from the browser tests: log in as a company member (the headers of rules 7.4), bind a machine by
 * serial number, and send device reports with its credential. Shapes follow
 * packages/contract/src/endpoints/device.ts; nothing here is faked.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** A logged-in session: the token and uid (rules 7.4). */
export interface ApiSession {
  readonly token: string;
  readonly uid: string;
}

/** A bound machine and its device credential (sent as x-device-id / x-device-secret). */
export interface BoundMachine {
  readonly equipmentId: string;
  readonly deviceId: string;
  readonly deviceSecret: string;
}

/** One device report (fixAt ISO; position WGS84 degrees; engineHours hours; null = not reported). */
export interface Report {
  readonly fixAt: string;
  readonly position: { readonly lat: number; readonly lng: number } | null;
  readonly engineHours?: number | null;
  readonly activity?: 'mowing' | 'charging' | 'moving' | 'idle' | 'transfer' | null;
}

/** The envelope of every answer (rules 7.2). */
export interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly entry: T;
}

/** The headers of a call (rules 7.4) from app `deviceId`, with the session's token and uid when given. */
export const sessionHeaders = (session?: ApiSession, deviceId = 'e2e-device-api'): Record<string, string> => ({
  deviceType: '1',
  lang: 'en-US',
  deviceId,
  traceId: randomUUID(),
  ...(session ? { token: session.token, uid: session.uid } : {}),
});

/** POST `path` with `body`; returns the envelope (HTTP must be 200). */
export async function post<T>(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string>): Promise<Envelope<T>> {
  const response = await request.post(path, { data: body, headers: { ...headers, 'content-type': 'application/json' } });
  expect(response.status(), `${path} answered HTTP ${response.status()}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Envelope<T>;
}

/** Logs in through `POST /web-hmac/web/auth/login`. @throws when the envelope code is not 200. */
export async function apiLogIn(request: APIRequestContext, account: { email: string; password: string }): Promise<ApiSession> {
  const answer = await post<ApiSession>(request, '/web-hmac/web/auth/login', { email: account.email, password: account.password }, sessionHeaders());
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** Binds a machine to the session's company as the mobile app does (`POST /web-hmac/app/equipment/bind`). */
export async function bindMachine(
  request: APIRequestContext,
  session: ApiSession,
  machine: { serialNumber: string; name: string; category: string; modelNumber: string },
): Promise<BoundMachine> {
  const answer = await post<BoundMachine>(request, '/web-hmac/app/equipment/bind', { ...machine, firmwareVersion: '3.2.0' }, sessionHeaders(session));
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** What a report call answers: its envelope code and, on 200, the counts. */
export interface ReportAnswer {
  readonly code: number;
  readonly entry: { readonly accepted: number; readonly duplicates: number; readonly unknown: number } | null;
}

/**
 * Sends `reports` with the credential `{ deviceId, deviceSecret }` to `POST /web-hmac/device/report`.
 * Unset state fields are sent as null (not reported).
 */
export async function sendReports(
  request: APIRequestContext,
  credential: { deviceId: string; deviceSecret: string },
  reports: readonly Report[],
): Promise<ReportAnswer> {
  const body = {
    reports: reports.map((report) => ({
      fixAt: report.fixAt,
      position: report.position,
      activity: report.activity ?? null,
      errorCode: null,
      errorCleared: false,
      firmwareVersion: null,
      battery: { capacityPercent: 92, cycleCount: 140 },
      engineHours: report.engineHours ?? null,
    })),
  };
  return sendDeviceReports(request, '/web-hmac/device/report', credential, body);
}

/**
 * POSTs a report batch `body` to the device API's `path` (machine, gateway or charger reports) with
 * the device credential (x-device-id / x-device-secret; HTTP must be 200). Returns the envelope code
 * and, on 200, the counts.
 */
export async function sendDeviceReports(
  request: APIRequestContext,
  path: string,
  credential: { deviceId: string; deviceSecret: string },
  body: unknown,
): Promise<ReportAnswer> {
  const answer = await post<ReportAnswer['entry']>(request, path, body, {
    'x-device-id': credential.deviceId,
    'x-device-secret': credential.deviceSecret,
  });
  return { code: answer.code, entry: answer.entry };
}

/** A time `secondsAgo` seconds before now, ISO (reports may not be more than 5 minutes ahead). */
export const secondsAgo = (seconds: number): string => new Date(Date.now() - seconds * 1000).toISOString();
