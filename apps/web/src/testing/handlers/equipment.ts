import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { equipmentList, EquipmentListRequest, type EquipmentListResponse, type EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { EQUIPMENT_ROWS } from '../fixtures/equipment';
import { decodeBody, envelopeFailureHandler, httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** A row the fake list can filter: a list item, with its activity and error code when it has them. */
type FilterableRow = EquipmentListItem & Partial<Pick<EquipmentListRow, 'activity' | 'errorCode'>>;

/**
 * Answers an equipment list query over `rows` the way the server does (rules 2.10): case-insensitive
 * substring search on name or serial number, exact filters (null or absent = any; service due
 * exactly due or overdue; activity; faulty = with or without an error code), then the 1-based page.
 * `total` counts every matching row; a page past the end has no items.
 */
export const queryEquipment = <Row extends FilterableRow>(
  rows: readonly Row[],
  query: EquipmentListRequest,
): Omit<EquipmentListResponse, 'items'> & { readonly items: Row[] } => {
  const needle = (query.search ?? '').trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (needle === '' || row.name.toLowerCase().includes(needle) || row.serialNumber.toLowerCase().includes(needle)) &&
      (query.category === null || row.category === query.category) &&
      (query.inventoryStatus === null || row.inventoryStatus === query.inventoryStatus) &&
      (query.onlineStatus === null || row.onlineStatus === query.onlineStatus) &&
      (query.tagId === null || row.tags.some((tag) => tag.id === query.tagId)) &&
      ((query.serviceDue ?? null) === null || row.serviceDue === query.serviceDue) &&
      ((query.activity ?? null) === null || row.activity === query.activity) &&
      ((query.faulty ?? null) === null || ((row.errorCode ?? null) !== null) === query.faulty),
  );
  const start = (query.page - 1) * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), total: matching.length, totalCapped: false, page: query.page, pageSize: query.pageSize };
};

/**
 * `POST /web-hmac/web/equipment/list` over `rows` (default: the 40 fixture machines). The body
 * is decoded with the contract codec, so a malformed query from the data layer answers HTTP 400.
 */
export const equipmentListHandler = (rows: readonly EquipmentListRow[] = EQUIPMENT_ROWS): HttpHandler =>
  on(equipmentList, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const query = await decodeBody(EquipmentListRequest, request);
    return E.isLeft(query) ? query.left : okEnvelope(queryEquipment(rows, query.right));
  });

/** The equipment list in each state a screen shows (loading, empty, error, populated). */
export const equipmentHandlers = {
  /** The 40 fixture machines (or `rows`), searchable, filterable and paged. */
  populated: (rows: readonly EquipmentListRow[] = EQUIPMENT_ROWS): HttpHandler => equipmentListHandler(rows),
  /** A company with no equipment yet: every query answers no rows. */
  empty: (): HttpHandler => equipmentListHandler([]),
  /** A server fault: HTTP 500 with the body `{ status, message }`. */
  httpError: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(equipmentList, status, message),
  /** Fails the first request only (HTTP 500); put it before `populated()` to test Try again. */
  httpErrorOnce: (status = 500, message = 'Internal Server Error'): HttpHandler => httpFailureHandler(equipmentList, status, message, { once: true }),
  /** A business failure envelope (for example 1170010403, a role that may not list equipment). */
  envelopeError: (code: number, message: string): HttpHandler => envelopeFailureHandler(equipmentList, code, message),
  /** Never answers: the list stays loading. */
  loading: (): HttpHandler => neverAnswers(equipmentList),
};
