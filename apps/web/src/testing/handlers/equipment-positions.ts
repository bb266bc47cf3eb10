import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  EquipmentPositionsColumns,
  EquipmentPositionsRequest,
  INVENTORY_CODES,
  POSITION_SCALE,
  equipmentPositions,
  type EquipmentPositions,
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
const positionOf = (item: EquipmentListItem, index: number): { readonly lat: number; readonly lng: number } | undefined => {
  if (item.inventoryStatus === 'never_seen') return undefined;
  const depot = WAREHOUSES[index % WAREHOUSES.length];
  const angle = index * 2.399963; // golden angle: points never line up
  const spread = item.inventoryStatus === 'in_warehouse' || depot === undefined ? 0.0006 : 0.02 + (index % 7) * 0.012;
  const centre = item.inventoryStatus === 'in_warehouse' && depot !== undefined ? depot.location : { lat: 41.8781, lng: -87.6598 };
  return { lat: centre.lat + spread * Math.sin(angle), lng: centre.lng + spread * 1.3 * Math.cos(angle) };
};

/** Machines and their positions as the answer's columns (issue 12), checked with the contract's codec. */
const columnsOf = (located: readonly { readonly item: EquipmentListItem; readonly lat: number; readonly lng: number }[]): EquipmentPositions =>
  fixture(EquipmentPositionsColumns, {
    ids: located.map(({ item }) => item.id),
    names: located.map(({ item }) => item.name),
    lat: located.map(({ lat }) => Math.round(lat * POSITION_SCALE)),
    lng: located.map(({ lng }) => Math.round(lng * POSITION_SCALE)),
    inventory: located.map(({ item }) => INVENTORY_CODES[item.inventoryStatus]).join(''),
    truncated: false,
  });

/** The three fixture depots as fleet map areas. */
export const WAREHOUSE_AREAS: readonly WarehouseArea[] = WAREHOUSES.map(({ id, name, location, radius }) => ({ id, name, location, radius }));

/** Answers a positions query over `rows` the way the server does: the list's filters, located machines only, no paging. */
export const queryPositions = (rows: readonly EquipmentListItem[], query: EquipmentPositionsRequest): EquipmentPositionsResponse => {
  const matching = new Set(queryEquipment(rows, { ...query, page: 1, pageSize: rows.length + 1 }).items.map((item) => item.id));
  const located = rows.flatMap((item, index) => {
    const position = matching.has(item.id) ? positionOf(item, index) : undefined;
    return position === undefined ? [] : [{ item, ...position }];
  });
  return { machines: columnsOf(located), warehouses: [...WAREHOUSE_AREAS] };
};

/**
 * `count` machines spread over Chicago (about 60 × 50 km, a fixed pattern), a third in the
 * fixture depots' colours mixed, as one answer's columns: the 100,000-machine fleet map (issue 12).
 */
export const largeFleetPositions = (count: number): EquipmentPositionsResponse => {
  const codes = [INVENTORY_CODES.out_for_work, INVENTORY_CODES.out_for_work, INVENTORY_CODES.in_warehouse, INVENTORY_CODES.location_unknown];
  const ids: string[] = [];
  const names: string[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  let inventory = '';
  for (let i = 0; i < count; i += 1) {
    const r = Math.sqrt(((i * 7919) % 10_007) / 10_007) * 0.25;
    const angle = i * 2.399963;
    ids.push(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    names.push(`Mower ${i + 1}`);
    lat.push(Math.round((41.85 + r * Math.sin(angle)) * POSITION_SCALE));
    lng.push(Math.round((-87.75 + r * 1.35 * Math.cos(angle)) * POSITION_SCALE));
    inventory += codes[i % codes.length] ?? INVENTORY_CODES.out_for_work;
  }
  return { machines: fixture(EquipmentPositionsColumns, { ids, names, lat, lng, inventory, truncated: false }), warehouses: [...WAREHOUSE_AREAS] };
};

/** `POST /web-hmac/web/equipment/positions` over `rows` (default: the 40 fixture machines), body decoded with the contract codec. */
export const equipmentPositionsHandler = (rows: readonly EquipmentListItem[] = EQUIPMENT): HttpHandler =>
  on(equipmentPositions, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const query = await decodeBody(EquipmentPositionsRequest, request);
    return E.isLeft(query) ? query.left : okEnvelope(queryPositions(rows, query.right));
  });

/** The fleet map's positions in each state (populated, empty, large, error, loading). */
export const equipmentPositionsHandlers = {
  populated: (rows: readonly EquipmentListItem[] = EQUIPMENT): HttpHandler => equipmentPositionsHandler(rows),
  empty: (): HttpHandler =>
    on(equipmentPositions, ({ request }) => requireSession(request) ?? okEnvelope({ machines: columnsOf([]), warehouses: [] })),
  /** `count` machines over Chicago (default 100,000; issue 12), whatever the filters. */
  large: (count = 100_000): HttpHandler => {
    const answer = largeFleetPositions(count);
    return on(equipmentPositions, ({ request }) => requireSession(request) ?? okEnvelope(answer));
  },
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(equipmentPositions, status, message),
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(equipmentPositions, code, message),
  loading: (): HttpHandler => neverAnswers(equipmentPositions),
};
