import * as t from 'io-ts';
import { GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { DeviceCredential, SerialNumber } from './device';

/**
 * The mobile app as a gateway (rules 3.7, 14.6; docs/device-api.md "App gateways").
 * A member signed in to the app binds the phone or tablet it runs on; the server answers a
 * per-device credential, and the app then reports the machines it hears with
 * `POST /web-hmac/device/gateway/report` (endpoints/device.ts), batched and idempotent, like a
 * device gateway.
 *
 * Modes (the gateway kind, one tab each, rules 14.1):
 * - `fixed` -> `app_gateway_fixed`: a phone or tablet left at a depot; may name the warehouse it stays at;
 * - `mobile` -> `app_gateway_mobile`: a crew's phone travelling with the machines;
 * - `app` -> `app_gateway`: the app relaying what it hears while a member uses it.
 *
 * The gateway keeps the phone's `brand` ("Apple", "Samsung"), `systemVersion` ("iOS 19.1"),
 * the app's `appVersion` ("4.12.0"), the phone's `udid` and the **signed-in member's email** (from
 * the session, never from the body). Each text is 1..50 characters (the domain's `required`,
 * `too_long`: 1170010001); `udid` 8..64 characters of letters, digits and dashes.
 * A serial number already bound in another company answers 1170010001 `{ serialNumber: { code: 'taken' } }`;
 * another company's warehouse 1170010404; a user without a company 1170010403. Binding again
 * (same serial) updates the fields, makes a reset or deleted gateway active again and revokes the
 * previous credential.
 */
export const AppGatewayMode = t.keyof({ fixed: null, mobile: null, app: null }, 'AppGatewayMode');
export type AppGatewayMode = t.TypeOf<typeof AppGatewayMode>;

/** A phone's UDID: 8..64 letters, digits and dashes (an iOS UDID or an Android ID). */
export const Udid = t.refinement(t.string, (s) => /^[A-Za-z0-9-]{8,64}$/.test(s), 'Udid');

export const BindAppGatewayRequest = strictType(
  {
    mode: AppGatewayMode,
    serialNumber: SerialNumber,
    model: t.string,
    firmwareVersion: t.string,
    brand: t.string,
    systemVersion: t.string,
    appVersion: t.string,
    udid: Udid,
    warehouseId: t.union([WarehouseId, t.null]),
  },
  'BindAppGatewayRequest',
);
export type BindAppGatewayRequest = t.TypeOf<typeof BindAppGatewayRequest>;

/** `POST /web-hmac/app/app-gateway/bind` (mobile app session, any member). Entry: the credential. */
export const bindAppGateway = endpoint({
  method: 'POST',
  path: '/web-hmac/app/app-gateway/bind',
  request: BindAppGatewayRequest,
  response: t.intersection([DeviceCredential, t.type({ gatewayId: GatewayId, created: t.boolean })], 'BoundAppGateway'),
  auth: true,
});
