import type { HttpHandler } from 'msw';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { equipmentOverview } from '@yardfleet/contract/endpoints/reports';
import { INVENTORY_STATUSES, ONLINE_STATUSES, type EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { fixture } from '../decode';
import { EQUIPMENT } from '../fixtures/equipment';
import { httpFailureHandler, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** The inventory home's counts over `rows`, as the server counts the company's machines (every status, zeros included). */
export const overviewOf = (rows: readonly EquipmentListItem[]): ResponseOf<typeof equipmentOverview> =>
  fixture(equipmentOverview.response, {
    total: rows.length,
    byInventoryStatus: INVENTORY_STATUSES.map((key) => ({ key, count: rows.filter((row) => row.inventoryStatus === key).length })),
    byOnlineStatus: ONLINE_STATUSES.map((key) => ({ key, count: rows.filter((row) => row.onlineStatus === key).length })),
    serviceDue: { due: rows.filter((row) => row.serviceDue === 'due').length, overdue: rows.filter((row) => row.serviceDue === 'overdue').length },
  });

/** `GET /web-hmac/web/equipment/overview` (rules 10.11) in each state the inventory home shows. */
export const equipmentOverviewHandlers = {
  /** The counts of the 40 fixture machines (or `rows`). */
  populated: (rows: readonly EquipmentListItem[] = EQUIPMENT): HttpHandler =>
    on(equipmentOverview, ({ request }) => requireSession(request) ?? okEnvelope(overviewOf(rows))),
  /** A company without equipment: every count zero. */
  empty: (): HttpHandler => equipmentOverviewHandlers.populated([]),
  /** A server fault: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler => httpFailureHandler(equipmentOverview, 500, 'Internal Server Error'),
  /** Never answers: the overview stays loading. */
  loading: (): HttpHandler => neverAnswers(equipmentOverview),
};
