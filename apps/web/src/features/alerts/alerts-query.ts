import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AlertListRequest, AlertStatus } from '@yardfleet/contract/endpoints/alerts';
import { ALERT_RULE_KINDS, type AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentId, TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@yardfleet/domain/constants';
import { dayBounds } from '@yardfleet/domain/machines/energy-meter';
import { validatePeriod } from '@yardfleet/domain/reports/period';

/** The statuses the filter offers, in its order (rules 22.4). */
export const ALERT_STATUSES: readonly AlertStatus[] = ['open', 'acknowledged', 'resolved'];

/**
 * What /alerts shows (rules 22.5), kept in the URL query
 * `?status=&kind=&machine=&tag=&warehouse=&from=&to=&page=&size=`: each filter null when unset,
 * the first and last company-local day (`YYYY-MM-DD`, '' when open), the page (1-based) and its size.
 */
export interface AlertsView {
  readonly status: AlertStatus | null;
  readonly kind: AlertRuleKind | null;
  readonly machine: EquipmentId | null;
  readonly tag: TagId | null;
  readonly warehouse: WarehouseId | null;
  readonly from: string;
  readonly to: string;
  readonly page: number;
  readonly pageSize: number;
}

/** A calendar day `YYYY-MM-DD` (the domain's period rule), else ''. */
const dayOrBlank = (text: string | null): string => (text !== null && E.isRight(validatePeriod({ from: text, to: text })) ? text : '');

const positive = (text: string | null, fallback: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** An id (from the URL or a select) decoded with its codec (1..64 characters), else null. */
export const idOrNull = <A>(codec: t.Decoder<unknown, A>, text: string | null): A | null => {
  if (text === null) return null;
  const decoded = codec.decode(text);
  return E.isRight(decoded) ? decoded.right : null;
};

/**
 * Reads the view from the URL query: an unknown status or kind is no filter, an id that is not one
 * is no filter, a day that is not a calendar day is open, a bad page 1 (at most 100,000, the
 * contract's), a size outside PAGE_SIZES the default (20).
 */
export const viewFromQuery = (params: URLSearchParams): AlertsView => {
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    status: ALERT_STATUSES.find((status) => status === params.get('status')) ?? null,
    kind: ALERT_RULE_KINDS.find((kind) => kind === params.get('kind')) ?? null,
    machine: idOrNull(EquipmentId, params.get('machine')),
    tag: idOrNull(TagId, params.get('tag')),
    warehouse: idOrNull(WarehouseId, params.get('warehouse')),
    from: dayOrBlank(params.get('from')),
    to: dayOrBlank(params.get('to')),
    page: Math.min(positive(params.get('page'), 1), 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** The URL query of a view, leaving out defaults. */
export const queryFromView = (view: AlertsView): URLSearchParams => {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value !== null && value !== '') params.set(key, value);
  };
  set('status', view.status);
  set('kind', view.kind);
  set('machine', view.machine);
  set('tag', view.tag);
  set('warehouse', view.warehouse);
  set('from', view.from);
  set('to', view.to);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
};

/** The path of /alerts showing one machine's alerts that are not resolved yet (the equipment detail's link, rules 22.5). */
export const alertsOfMachinePath = (equipmentId: string): string => `/alerts?${new URLSearchParams({ machine: equipmentId }).toString()}`;

/** True when the view filters anything. */
export const isFiltered = (view: AlertsView): boolean =>
  view.status !== null || view.kind !== null || view.machine !== null || view.tag !== null || view.warehouse !== null || view.from !== '' || view.to !== '';

/** True when both days are set and the first is after the last (the screen says so and asks nothing). */
export const isReversed = (view: AlertsView): boolean => view.from !== '' && view.to !== '' && view.from > view.to;

const instant = (date: Date): IsoDateTime | null => {
  const decoded = IsoDateTime.decode(date.toISOString());
  return E.isRight(decoded) ? decoded.right : null;
};

/**
 * The list request of a view for a company in the IANA `timeZone` (rules 1.7, 10.6): every filter
 * (null when unset), `from` = the start of the first day and `to` = the start of the day after the
 * last, both company-local and DST-correct (the domain's dayBounds), as UTC instants.
 */
export const toAlertListRequest = (view: AlertsView, timeZone: string): AlertListRequest => ({
  status: view.status,
  kind: view.kind,
  equipmentId: view.machine,
  tagId: view.tag,
  warehouseId: view.warehouse,
  from: view.from === '' ? null : instant(dayBounds(view.from, timeZone).start),
  to: view.to === '' ? null : instant(dayBounds(view.to, timeZone).end),
  page: view.page,
  pageSize: view.pageSize,
});

/**
 * The view kept in the URL query and `change(patch)` to update it (replacing the history entry, so
 * Back leaves the screen rather than undoing each choice). Any change but the page's goes back to
 * page 1.
 */
export const useAlertsView = (): readonly [AlertsView, (patch: Partial<AlertsView>) => void] => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromQuery(params), [params]);
  const change = useCallback(
    (patch: Partial<AlertsView>) => setParams((current) => queryFromView({ ...viewFromQuery(current), ...patch, page: patch.page ?? 1 }), { replace: true }),
    [setParams],
  );
  return [view, change] as const;
};
