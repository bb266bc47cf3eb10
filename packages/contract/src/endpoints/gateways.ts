import * as t from 'io-ts';
import { MAX_PAGE_SIZE } from '@yardfleet/domain/constants';
import { Gateway, GatewayKind, GatewaySubDevice } from '@yardfleet/domain/entities/gateway';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { GATEWAY_SEARCH_MAX_LENGTH } from '@yardfleet/domain/gateways/gateway-rules';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The Gateways screen (rules 14, 3.7), scoped to the caller's company: every member reads,
 * admins and managers reset and delete (the domain's `gateway.manage`; 1170010403 otherwise).
 * Another company's gateway answers 1170010404 exactly like a missing one.
 */

/** Order of the list: by last connected time, newest or oldest first (never connected last either way). */
export const GatewaySort = t.keyof({ last_connected_desc: null, last_connected_asc: null }, 'GatewaySort');
export type GatewaySort = t.TypeOf<typeof GatewaySort>;

/**
 * List query: the tab's `kind`, a page (1-based) of `pageSize` (1..100), the order, and an optional
 * `search` (case-insensitive substring of the serial number or the model, at most 50 characters).
 * Without a search the list holds the tab's gateways that are not deleted; **a search also finds
 * deleted gateways** (rules 14.3), which carry their `deletedAt`.
 */
export const GatewayListRequest = strictType(
  {
    kind: GatewayKind,
    search: t.union([t.refinement(t.string, (s) => s.length <= GATEWAY_SEARCH_MAX_LENGTH, 'GatewaySearch'), t.null]),
    sort: GatewaySort,
    page: intBetween(1, 100_000, 'Page'),
    pageSize: intBetween(1, MAX_PAGE_SIZE, 'PageSize'),
  },
  'GatewayListRequest',
);
export type GatewayListRequest = t.TypeOf<typeof GatewayListRequest>;

/** Per tab, the number of gateways the same search finds (without a search: the tab's gateways not deleted). */
export const GatewayKindCounts = t.type(
  { charger_gateway: t.number, app_gateway_fixed: t.number, app_gateway_mobile: t.number, device_gateway: t.number, app_gateway: t.number },
  'GatewayKindCounts',
);
export type GatewayKindCounts = t.TypeOf<typeof GatewayKindCounts>;

/** A page of the tab's gateways with the total matching the query and the counts of every tab. */
export const GatewayListResponse = t.type(
  { items: t.array(Gateway), total: t.number, page: t.number, pageSize: t.number, counts: GatewayKindCounts },
  'GatewayListResponse',
);
export type GatewayListResponse = t.TypeOf<typeof GatewayListResponse>;

/** `POST /web-hmac/web/gateway/list`. */
export const gatewayList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/gateway/list',
  request: GatewayListRequest,
  response: GatewayListResponse,
  auth: true,
  writes: false,
});

export const GatewayRequest = strictType({ id: GatewayId }, 'GatewayRequest');
export type GatewayRequest = t.TypeOf<typeof GatewayRequest>;

/**
 * One gateway and its sub-devices (rules 3.7, 14.7): the machines it heard (device
 * and app gateways; most recently heard first) or the chargers of its charge system (charger
 * gateways; by name). A reset or deleted gateway has forgotten its sub-devices (none); a deleted one
 * answers with its `deletedAt`.
 */
export const GatewayDetailResponse = t.type({ gateway: Gateway, subDevices: t.array(GatewaySubDevice) }, 'GatewayDetailResponse');
export type GatewayDetailResponse = t.TypeOf<typeof GatewayDetailResponse>;

/** `POST /web-hmac/web/gateway/detail` `{ id }`. */
export const gatewayDetail = endpoint({
  method: 'POST',
  path: '/web-hmac/web/gateway/detail',
  request: GatewayRequest,
  response: GatewayDetailResponse,
  auth: true,
  writes: false,
});

/**
 * `POST /web-hmac/web/gateway/reset` `{ id }` (admin, manager): the gateway leaves its warehouse and
 * its credential is revoked (it reports nothing until the mobile app binds it again), so the
 * warehouse can then be deleted (rules 4.13, 14.5); its sub-devices are forgotten. Resetting a
 * reset gateway changes nothing. A deleted gateway answers 1170010422 `{ reason: 'gateway_deleted' }`.
 * Entry: the gateway as it now is.
 */
export const resetGateway = endpoint({
  method: 'POST',
  path: '/web-hmac/web/gateway/reset',
  request: GatewayRequest,
  response: Gateway,
  auth: true,
});

/**
 * `POST /web-hmac/web/gateway/delete` `{ id }` (admin, manager): does what reset does and marks the
 * gateway deleted; it leaves the tabs and stays findable by search, marked with the date (rules 14.5).
 * Chargers of a deleted charger gateway leave its charge system. Deleting a deleted gateway answers
 * 1170010422 `{ reason: 'gateway_deleted' }`. Entry null.
 */
export const deleteGateway = endpoint({
  method: 'POST',
  path: '/web-hmac/web/gateway/delete',
  request: GatewayRequest,
  response: t.null,
  auth: true,
});
