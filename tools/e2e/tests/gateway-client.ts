/**
 * Gateways as they arrive in real life (docs/device-api.md, rules 14.6), over real HTTP from the
 * browser tests: the mobile app binds a device gateway or itself as an app gateway (with the
 * signed-in member's session), the gateway reports the machines it hears with its credential, and
 * the web calls a fleet manager would make to set up a warehouse. Shapes follow
 * packages/contract/src/endpoints/device.ts, app-gateway.ts and warehouses.ts; nothing is faked.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { post, sendDeviceReports, sessionHeaders, type ApiSession, type ReportAnswer } from './device-client';

/** A bound gateway and its credential (x-device-id / x-device-secret). */
export interface BoundGateway {
  readonly gatewayId: string;
  readonly deviceId: string;
  readonly deviceSecret: string;
}

/** Binds a device gateway (`POST /web-hmac/app/gateway/bind`), at `warehouseId` or none. */
export async function bindDeviceGateway(
  request: APIRequestContext,
  session: ApiSession,
  gateway: { serialNumber: string; model: string; warehouseId: string | null },
): Promise<BoundGateway> {
  const answer = await post<BoundGateway>(request, '/web-hmac/app/gateway/bind', { ...gateway, firmwareVersion: '2.4.1' }, sessionHeaders(session));
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** The phone an app gateway runs on (app gateway fields, rules 3.7). */
export interface Phone {
  readonly serialNumber: string;
  readonly model: string;
  readonly brand: string;
  readonly systemVersion: string;
  readonly appVersion: string;
  readonly udid: string;
}

/** Binds the mobile app as an app gateway (`POST /web-hmac/app/app-gateway/bind`) in `mode`. */
export async function bindAppGateway(
  request: APIRequestContext,
  session: ApiSession,
  mode: 'fixed' | 'mobile' | 'app',
  phone: Phone,
  warehouseId: string | null = null,
): Promise<BoundGateway> {
  const answer = await post<BoundGateway>(
    request,
    '/web-hmac/app/app-gateway/bind',
    { mode, ...phone, firmwareVersion: phone.systemVersion, warehouseId },
    sessionHeaders(session),
  );
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/**
 * Sends one gateway report (`POST /web-hmac/device/gateway/report`) at `fixAt` from `position`,
 * carrying the machines `serialNumbers` (no position of their own: they take the gateway's).
 * Returns the envelope code and counts.
 */
export async function sendGatewayReport(
  request: APIRequestContext,
  credential: { deviceId: string; deviceSecret: string },
  fixAt: string,
  position: { lat: number; lng: number },
  serialNumbers: readonly string[],
): Promise<ReportAnswer> {
  const carried = serialNumbers.map((serialNumber) => ({
    serialNumber,
    position: null,
    activity: 'transfer',
    errorCode: null,
    errorCleared: false,
    firmwareVersion: null,
    battery: null,
    engineHours: null,
  }));
  return sendDeviceReports(request, '/web-hmac/device/gateway/report', credential, { reports: [{ fixAt, position, equipment: carried }] });
}

/** Creates a warehouse as the set-up wizard does (`POST /web-hmac/web/warehouse/create`); answers its id. */
export async function createWarehouse(
  request: APIRequestContext,
  session: ApiSession,
  warehouse: { name: string; location: { lat: number; lng: number }; radius: number },
): Promise<string> {
  const answer = await post<{ id: string }>(request, '/web-hmac/web/warehouse/create', { ...warehouse, address: '' }, sessionHeaders(session));
  expect(answer.code, answer.message).toBe(200);
  return answer.entry.id;
}
