import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { GatewayId } from './ids';
import { Count, GeoPoint } from './units';
import { OnlineStatus } from './equipment';

/** Gateway kinds, one per tab of the Gateways screen (SPEC 2). */
export const GatewayKind = t.keyof(
  { charger_gateway: null, app_gateway_fixed: null, app_gateway_mobile: null, device_gateway: null, app_gateway: null },
  'GatewayKind',
);
export type GatewayKind = t.TypeOf<typeof GatewayKind>;
export const GATEWAY_KINDS = Object.keys(GatewayKind.keys) as GatewayKind[];

const gatewayFields = {
  id: GatewayId,
  kind: GatewayKind,
  model: t.string,
  serialNumber: t.string,
  firmwareVersion: t.string,
  subDeviceCount: Count,
  location: t.union([GeoPoint, t.null]),
  lastConnectedAt: t.union([IsoDateTime, t.null]),
  onlineStatus: OnlineStatus,
  deleted: t.boolean,
};

/**
 * A gateway (SPEC 3): model, SN, firmware version, number of sub-devices, location, last connected
 * time, online or offline. `deleted` is true for removed devices, which search results still show
 * (SPEC 2).
 */
export const Gateway = t.type(gatewayFields, 'Gateway');
export type Gateway = t.TypeOf<typeof Gateway>;

/**
 * An app gateway (SPEC 3): a phone running the mobile app, with brand, system version,
 * application version, UDID, the signed-in email and the number of connected devices.
 */
export const AppGateway = t.type(
  {
    ...gatewayFields,
    brand: t.string,
    systemVersion: t.string,
    appVersion: t.string,
    udid: t.string,
    email: t.string,
    connectedDeviceCount: Count,
  },
  'AppGateway',
);
export type AppGateway = t.TypeOf<typeof AppGateway>;
