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

/** Machines and their positions as the answer's columns (decision 0015; ids and names only when `labelled`), checked with the contract's codec. */
const columnsOf = (
  located: readonly { readonly item: EquipmentListItem; readonly lat: number; readonly lng: number }[],
  labelled = false,
): EquipmentPositions =>
  fixture(EquipmentPositionsColumns, {
    ids: labelled ? located.map(({ item }) => item.id) : [],
    names: labelled ? located.map(({ item }) => item.name) : [],
    lat: located.map(({ lat }) => Math.round(lat * POSITION_SCALE)),
    lng: located.map(({ lng }) => Math.round(lng * POSITION_SCALE)),
    inventory: located.map(({ item }) => INVENTORY_CODES[item.inventoryStatus]).join(''),
    truncated: false,
  });

/** The three fixture depots as fleet map areas. */
export const WAREHOUSE_AREAS: readonly WarehouseArea[] = WAREHOUSES.map(({ id, name, location, radius }) => ({ id, name, location, radius }));

/** Answers a positions query over `rows` the way the server does: the list's filters, located machines only, no paging; with `at`, the machines there with ids and names. */
export const queryPositions = (rows: readonly EquipmentListItem[], query: EquipmentPositionsRequest): EquipmentPositionsResponse => {
  const matching = new Set(queryEquipment(rows, { ...query, page: 1, pageSize: rows.length + 1 }).items.map((item) => item.id));
  const located = rows.flatMap((item, index) => {
    const position = matching.has(item.id) ? positionOf(item, index) : undefined;
    return position === undefined ? [] : [{ item, ...position }];
  });
  const at = query.at ?? null;
  if (at === null) return { machines: columnsOf(located), warehouses: [...WAREHOUSE_AREAS] };
  const there = located.filter(({ lat, lng }) => Math.round(lat * POSITION_SCALE) === at.lat && Math.round(lng * POSITION_SCALE) === at.lng);
  return { machines: columnsOf(there, true), warehouses: [] };
};

/**
 * `count` machines spread over Chicago (about 60 × 50 km, a fixed pattern), statuses mixed, as one
 * whole-fleet answer's columns (no ids, no names): the 100,000-machine fleet map (rules 21.13).
 */
export const largeFleetPositions = (count: number): EquipmentPositionsResponse => {
  const codes = [INVENTORY_CODES.out_for_work, INVENTORY_CODES.out_for_work, INVENTORY_CODES.in_warehouse, INVENTORY_CODES.location_unknown];
  const lat: number[] = [];
  const lng: number[] = [];
  let inventory = '';
  for (let i = 0; i < count; i += 1) {
    const r = Math.sqrt(((i * 7919) % 10_007) / 10_007) * 0.25;
    const angle = i * 2.399963;
    lat.push(Math.round((41.85 + r * Math.sin(angle)) * POSITION_SCALE));
    lng.push(Math.round((-87.75 + r * 1.35 * Math.cos(angle)) * POSITION_SCALE));
    inventory += codes[i % codes.length] ?? INVENTORY_CODES.out_for_work;
  }
  return { machines: fixture(EquipmentPositionsColumns, { ids: [], names: [], lat, lng, inventory, truncated: false }), warehouses: [...WAREHOUSE_AREAS] };
};

/** Machine `i` of `largeFleetPositions`: its id and name ("Mower i+1"). */
const largeFleetMachine = (i: number) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Mower ${i + 1}` });

/** The answer to an `at` query over `fleet`: the machines at that point, with ids and names. */
const largeFleetAt = (fleet: EquipmentPositionsResponse, at: { readonly lat: number; readonly lng: number }): EquipmentPositionsResponse => {
  const { lat, lng, inventory } = fleet.machines;
  const found = lat.flatMap((value, i) => (value === at.lat && lng[i] === at.lng ? [i] : []));
  return {
    machines: fixture(EquipmentPositionsColumns, {
      ids: found.map((i) => largeFleetMachine(i).id),
      names: found.map((i) => largeFleetMachine(i).name),
      lat: found.map(() => at.lat),
      lng: found.map(() => at.lng),
      inventory: found.map((i) => inventory.charAt(i)).join(''),
      truncated: false,
    }),
    warehouses: [],
  };
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
  empty: (): HttpHandler => on(equipmentPositions, ({ request }) => requireSession(request) ?? okEnvelope({ machines: columnsOf([]), warehouses: [] })),
  /** `count` machines over Chicago (default 100,000; rules 21.13), whatever the filters. */
  large: (count = 100_000): HttpHandler => {
    const answer = largeFleetPositions(count);
    return on(equipmentPositions, async ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      const query = await decodeBody(EquipmentPositionsRequest, request);
      if (E.isLeft(query)) return query.left;
      const at = query.right.at ?? null;
      return okEnvelope(at === null ? answer : largeFleetAt(answer, at));
    });
  },
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(equipmentPositions, status, message),
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(equipmentPositions, code, message),
  loading: (): HttpHandler => neverAnswers(equipmentPositions),
};
