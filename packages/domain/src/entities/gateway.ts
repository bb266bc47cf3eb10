import * as t from 'io-ts';
import { IsoDateTime } from './brand';
import { EquipmentId, ChargerId, GatewayId, WarehouseId } from './ids';
import { Count, GeoPoint } from './units';
import { OnlineStatus } from './equipment';

/** Gateway kinds, one per tab of the Gateways screen, in the tab order (rules 14.1). */
export const GatewayKind = t.keyof(
  { charger_gateway: null, app_gateway_fixed: null, app_gateway_mobile: null, device_gateway: null, app_gateway: null },
  'GatewayKind',
);
export type GatewayKind = t.TypeOf<typeof GatewayKind>;
export const GATEWAY_KINDS = Object.keys(GatewayKind.keys) as GatewayKind[];

/**
 * The kinds that are the mobile app on a phone or tablet (app gateways, rules 3.7): `app_gateway_fixed`
 * (a phone or tablet left at a depot), `app_gateway_mobile` (a crew's phone that travels with the
 * machines) and `app_gateway` (the app relaying what it hears while a member uses it, without a
 * fixed or mobile set-up). They carry the AppGatewayInfo fields.
 */
export const APP_GATEWAY_KINDS: readonly GatewayKind[] = ['app_gateway_fixed', 'app_gateway_mobile', 'app_gateway'];

/** True for the kinds that are the mobile app (APP_GATEWAY_KINDS). */
export const isAppGatewayKind = (kind: GatewayKind): boolean => APP_GATEWAY_KINDS.includes(kind);

/**
 * What an app gateway adds (rules 3.7): the phone's brand, its operating system version, the mobile
 * app's version, the phone's UDID and the email of the member signed in when it was bound.
 */
export const AppGatewayInfo = t.type({ brand: t.string, systemVersion: t.string, appVersion: t.string, udid: t.string, email: t.string }, 'AppGatewayInfo');
export type AppGatewayInfo = t.TypeOf<typeof AppGatewayInfo>;

/**
 * Where a gateway is set up: a warehouse of the company (by id and name; its linked gateway count,
 * rules 3.9), or a named site that is not a warehouse (a charge system's site, rules 11.1); null when it
 * is at neither (a crew phone, a reset gateway).
 */
export const GatewayPlace = t.type({ warehouseId: t.union([WarehouseId, t.null]), name: t.string }, 'GatewayPlace');
export type GatewayPlace = t.TypeOf<typeof GatewayPlace>;

/**
 * A gateway (rules 3.7): model, SN, firmware version, number of sub-devices, location (its last
 * reported position, null when it never reported one: "no location information for this device",
 * rules 8.5), place, last connected time, online or offline. `connectedDeviceCount` counts the
 * sub-devices heard within the online window (gateway-rules.ts); `app` holds the app gateway
 * fields (null for charger and device gateways). `resetAt` is set while a reset gateway waits to
 * be bound again; `deletedAt` marks a deleted gateway, which only search results show (rules 14.3).
 */
export const Gateway = t.type(
  {
    id: GatewayId,
    kind: GatewayKind,
    model: t.string,
    serialNumber: t.string,
    firmwareVersion: t.string,
    subDeviceCount: Count,
    connectedDeviceCount: Count,
    location: t.union([GeoPoint, t.null]),
    place: t.union([GatewayPlace, t.null]),
    lastConnectedAt: t.union([IsoDateTime, t.null]),
    onlineStatus: OnlineStatus,
    resetAt: t.union([IsoDateTime, t.null]),
    deletedAt: t.union([IsoDateTime, t.null]),
    app: t.union([AppGatewayInfo, t.null]),
  },
  'Gateway',
);
export type Gateway = t.TypeOf<typeof Gateway>;

/**
 * A device a gateway links (its sub-device): a machine it heard (device and app gateways) or a
 * charger of its charge system (charger gateways), with when it was last heard through this
 * gateway and whether that is within the online window (`connected`).
 */
export const GatewaySubDevice = t.union(
  [
    t.type({
      kind: t.literal('equipment'),
      id: EquipmentId,
      name: t.string,
      serialNumber: t.string,
      model: t.string,
      category: t.string,
      lastHeardAt: t.union([IsoDateTime, t.null]),
      connected: t.boolean,
    }),
    t.type({
      kind: t.literal('charger'),
      id: ChargerId,
      name: t.string,
      serialNumber: t.string,
      model: t.string,
      category: t.literal('charger'),
      lastHeardAt: t.union([IsoDateTime, t.null]),
      connected: t.boolean,
    }),
  ],
  'GatewaySubDevice',
);
export type GatewaySubDevice = t.TypeOf<typeof GatewaySubDevice>;
