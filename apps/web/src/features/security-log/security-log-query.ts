import * as E from 'fp-ts/lib/Either.js';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SECURITY_LOG_SEARCH_MAX, type SecurityEventKind, type SecurityLogRequest } from '@yardfleet/contract/endpoints/security-log';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@yardfleet/domain/constants';
import { dayBounds } from '@yardfleet/domain/machines/energy-meter';
import { validatePeriod } from '@yardfleet/domain/reports/period';

/** The kind filter's groups, in the order the screen offers them (rules 20.12; the last three: the changes of data, rules 20.13). */
export const KIND_GROUPS = [
  'logins',
  'passwords',
  'people',
  'account',
  'deletions',
  'alerts',
  'apiKeys',
  'webhooks',
  'equipment',
  'maintenance',
  'company',
] as const;
export type KindGroup = (typeof KIND_GROUPS)[number];

/** The event kinds of each group; every kind of the contract is in exactly one. */
export const GROUP_KINDS: Readonly<Record<KindGroup, readonly SecurityEventKind[]>> = {
  logins: ['login_succeeded', 'login_failed', 'account_locked'],
  passwords: ['password_changed', 'password_reset_requested', 'password_reset'],
  people: ['invitation_sent', 'invitation_resent', 'invitation_accepted', 'role_changed', 'admin_transferred'],
  account: ['consent_withdrawn', 'consent_given', 'account_cancelled'],
  deletions: ['gateway_reset', 'record_deleted'],
  alerts: ['alert_rule_created', 'alert_rule_changed', 'alert_rule_paused', 'alert_rule_resumed', 'working_hours_changed'],
  apiKeys: ['api_key_created', 'api_key_used_from_new_address', 'api_key_revoked'],
  webhooks: ['webhook_created', 'webhook_secret_rotated'],
  equipment: ['equipment_renamed', 'equipment_tags_changed', 'equipment_bulk_tagged', 'equipment_bulk_deleted', 'equipment_imported'],
  maintenance: ['maintenance_log_added', 'maintenance_log_changed', 'reminder_plan_changed'],
  company: ['company_settings_changed', 'warehouse_created', 'warehouse_changed', 'tag_group_created', 'tag_group_changed', 'tag_created', 'tag_changed'],
};

/**
 * What /security shows, kept in the URL query `?kind=&q=&from=&to=&page=&size=`: a kind group
 * (null: every kind), the search text, the first and last company-local day (`YYYY-MM-DD`, '' when
 * open), the page (1-based) and its size.
 */
export interface SecurityLogView {
  readonly group: KindGroup | null;
  readonly search: string;
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

/**
 * Reads the view from the URL query: an unknown kind group is no filter, a day that is not a
 * calendar day is open, a bad page 1 (at most 100,000, the contract's), a size outside PAGE_SIZES
 * the default (20), the search cut to SECURITY_LOG_SEARCH_MAX characters.
 */
export const viewFromQuery = (params: URLSearchParams): SecurityLogView => {
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    group: KIND_GROUPS.find((group) => group === params.get('kind')) ?? null,
    search: (params.get('q') ?? '').slice(0, SECURITY_LOG_SEARCH_MAX),
    from: dayOrBlank(params.get('from')),
    to: dayOrBlank(params.get('to')),
    page: Math.min(positive(params.get('page'), 1), 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** The URL query of a view, leaving out defaults. */
export const queryFromView = (view: SecurityLogView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.group !== null) params.set('kind', view.group);
  if (view.search !== '') params.set('q', view.search);
  if (view.from !== '') params.set('from', view.from);
  if (view.to !== '') params.set('to', view.to);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
};

/** True when the view filters anything (kind, search or a day). */
export const isFiltered = (view: SecurityLogView): boolean => view.group !== null || view.search.trim() !== '' || view.from !== '' || view.to !== '';

/** True when both days are set and the first is after the last (the screen says so and asks nothing). */
export const isReversed = (view: SecurityLogView): boolean => view.from !== '' && view.to !== '' && view.from > view.to;

const instant = (date: Date): IsoDateTime | undefined => {
  const decoded = IsoDateTime.decode(date.toISOString());
  return E.isRight(decoded) ? decoded.right : undefined;
};

/**
 * The log request of a view for a company in the IANA `timeZone` (rules 1.7): the group's kinds, the
 * trimmed search (absent when blank), `from` = the start of the first day and `to` = the start of
 * the day after the last, both company-local and DST-correct (the domain's dayBounds), as UTC
 * instants. Open ends and no filter are left out of the request.
 */
export const toLogRequest = (view: SecurityLogView, timeZone: string): SecurityLogRequest => {
  const search = view.search.trim();
  const from = view.from === '' ? undefined : instant(dayBounds(view.from, timeZone).start);
  const to = view.to === '' ? undefined : instant(dayBounds(view.to, timeZone).end);
  return {
    page: view.page,
    pageSize: view.pageSize,
    ...(view.group === null ? {} : { kinds: [...GROUP_KINDS[view.group]] }),
    ...(search === '' ? {} : { search }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
};

/**
 * The view kept in the URL query and `change(patch)` to update it (replacing the history entry, so
 * Back leaves the screen rather than undoing each keystroke). Any change but the page's goes back
 * to page 1.
 */
export const useSecurityLogView = (): readonly [SecurityLogView, (patch: Partial<SecurityLogView>) => void] => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromQuery(params), [params]);
  const change = useCallback(
    (patch: Partial<SecurityLogView>) =>
      setParams((current) => queryFromView({ ...viewFromQuery(current), ...patch, page: patch.page ?? 1 }), { replace: true }),
    [setParams],
  );
  return [view, change] as const;
};
