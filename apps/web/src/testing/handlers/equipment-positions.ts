import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  EquipmentPosition,
  EquipmentPositionsRequest,
  equipmentPositions,
  type EquipmentPositionsResponse,
  type WarehouseArea,
} from '@yardfleet/contract/endpoints/equipment-positions';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { fixture } from '../decode';
import { EQUIPMENT } from '../fixtures/equipment';
import { WAREHOUSES } from '../fixtures/warehouses';
import { queryEquipment } from './equipment';
import { envelopeFailureHandler, httpFailureHandler, neverAnswers, okEnvelope, on, decodeBody, requireSession } from './respond';

/**
 * Where a fixture machine was last seen: machines in a warehouse sit inside one of the three
 * fixture depots, the others spread over Chicago (a fixed pattern, so stories look the same on
 * every run). Machines never seen have no position and are left off the map.
 */
const positionOf = (item: EquipmentListItem, index: number): EquipmentPosition | undefined => {
  if (item.inventoryStatus === 'never_seen') return undefined;
  const depot = WAREHOUSES[index % WAREHOUSES.length];
  const angle = index * 2.399963; // golden angle: points never line up
  const spread = item.inventoryStatus === 'in_warehouse' || depot === undefined ? 0.0006 : 0.02 + (index % 7) * 0.012;
  const centre = item.inventoryStatus === 'in_warehouse' && depot !== undefined ? depot.location : { lat: 41.8781, lng: -87.6598 };
  return fixture(EquipmentPosition, {
    id: item.id,
    name: item.name,
    category: item.category,
    inventoryStatus: item.inventoryStatus,
    onlineStatus: item.onlineStatus,
    location: { lat: centre.lat + spread * Math.sin(angle), lng: centre.lng + spread * 1.3 * Math.cos(angle) },
  });
};

/** The three fixture depots as fleet map areas. */
export const WAREHOUSE_AREAS: readonly WarehouseArea[] = WAREHOUSES.map(({ id, name, location, radius }) => ({ id, name, location, radius }));

/** Answers a positions query over `rows` the way the server does: the list's filters, located machines only, no paging. */
export const queryPositions = (rows: readonly EquipmentListItem[], query: EquipmentPositionsRequest): EquipmentPositionsResponse => {
  const matching = new Set(queryEquipment(rows, { ...query, page: 1, pageSize: rows.length + 1 }).items.map((item) => item.id));
  const items = rows.flatMap((item, index) => {
    const position = matching.has(item.id) ? positionOf(item, index) : undefined;
    return position === undefined ? [] : [position];
  });
  return { items, warehouses: [...WAREHOUSE_AREAS] };
};

/** `POST /web-hmac/web/equipment/positions` over `rows` (default: the 40 fixture machines), body decoded with the contract codec. */
export const equipmentPositionsHandler = (rows: readonly EquipmentListItem[] = EQUIPMENT): HttpHandler =>
  on(equipmentPositions, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const query = await decodeBody(EquipmentPositionsRequest, request);
    return E.isLeft(query) ? query.left : okEnvelope(queryPositions(rows, query.right));
  });

/** The fleet map's positions in each state (populated, empty, error, loading). */
export const equipmentPositionsHandlers = {
  populated: (rows: readonly EquipmentListItem[] = EQUIPMENT): HttpHandler => equipmentPositionsHandler(rows),
  empty: (): HttpHandler => on(equipmentPositions, ({ request }) => requireSession(request) ?? okEnvelope({ items: [], warehouses: [] })),
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(equipmentPositions, status, message),
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(equipmentPositions, code, message),
  loading: (): HttpHandler => neverAnswers(equipmentPositions),
};
