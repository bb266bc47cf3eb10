import { clsx } from 'clsx';
import { memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import type { equipmentOverview } from '@yardfleet/contract/endpoints/reports';
import { INVENTORY_STATUSES, ONLINE_STATUSES, type InventoryStatus, type OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { useEquipmentOverviewQuery } from '@yardfleet/data/endpoints/equipment-overview';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import {
  inventoryStatusChanged,
  onlineStatusChanged,
  selectEquipmentListState,
  serviceDueChanged,
  type ServiceDueFilter,
} from '@yardfleet/data/slices/equipment-list';
import { Button } from '@yardfleet/ui/button';
import { INVENTORY_TONES, inventoryStatusMessages, onlineStatusMessages } from '../../shared/i18n/equipment-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { serviceDueWords } from '../../shared/i18n/maintenance-words';
import { useStateTexts } from '../../shared/load-placeholder';
import { overviewMessages } from './inventory-overview-messages';

type Overview = ResponseOf<typeof equipmentOverview>;

/** What the overview shows: loading (skeleton), an error (retry), or the counts. */
export type OverviewResult = { readonly kind: 'loading' } | { readonly kind: 'error' } | { readonly kind: 'ready'; readonly overview: Overview };

export interface InventoryOverviewProps {
  readonly result: OverviewResult;
  /** The list's current filters: the matching count is shown pressed. */
  readonly inventoryStatus: InventoryStatus | null;
  readonly onlineStatus: OnlineStatus | null;
  readonly serviceDue: ServiceDueFilter | null;
  /** Apply (or, for the pressed count, clear: null) a filter of the equipment list. */
  readonly onInventoryStatus: (status: InventoryStatus | null) => void;
  readonly onOnlineStatus: (status: OnlineStatus | null) => void;
  readonly onServiceDue: (standing: ServiceDueFilter | null) => void;
  readonly onRetry: () => void;
}

const DOT = { green: 'bg-emerald-600', blue: 'bg-sky-600', amber: 'bg-amber-500', gray: 'bg-slate-400', red: 'bg-red-600' } as const;
const ONLINE_TONES = { online: 'green', offline: 'gray' } as const satisfies Record<OnlineStatus, keyof typeof DOT>;
const CARD = 'flex min-w-0 flex-col items-start gap-0.5 rounded-lg border bg-white px-3 py-2 text-left';

const countOf = <K extends string>(counts: readonly { readonly key: K; readonly count: number }[], key: K): number =>
  counts.find((entry) => entry.key === key)?.count ?? 0;

/** The figure of a card: the number, a skeleton bar while loading, a dash on error (same height in each state: no layout shift). */
const Figure = ({ result, value }: { readonly result: OverviewResult; readonly value: (overview: Overview) => number }) => {
  const intl = useIntl();
  if (result.kind === 'loading') return <span aria-hidden="true" className="my-1 block h-6 w-10 animate-pulse rounded bg-slate-200" />;
  return (
    <span className="block text-2xl font-semibold tabular-nums text-slate-900">
      {result.kind === 'ready' ? intl.formatNumber(value(result.overview)) : '–'}
    </span>
  );
};

const Label = ({ tone, children }: { readonly tone: keyof typeof DOT; readonly children: ReactNode }) => (
  <span className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
    <span aria-hidden="true" className={clsx('size-2 shrink-0 rounded-full', DOT[tone])} />
    {children}
  </span>
);

/**
 * The inventory home overview (rules 10.11), above the equipment list on /home: counts by
 * inventory status, by online status and by service due (due, overdue: exactly the list's service
 * filter, same server rule), each a toggle button that filters the list below (pressed while that
 * filter is on). The three states keep the same boxes, so nothing moves when the counts arrive:
 * loading is a skeleton in each box, a failure one line with "Try again" over them (not a
 * Placeholder, whose block would change the section's height). Props in, callbacks out.
 */
export const InventoryOverview = (props: InventoryOverviewProps) => {
  const intl = useIntl();
  const texts = useStateTexts();
  const ids = useId();
  const { result } = props;
  const clickable = result.kind === 'ready';
  const toggle = (active: boolean) =>
    clsx(
      CARD,
      active ? 'border-emerald-700 ring-2 ring-emerald-700' : 'border-slate-200',
      clickable && 'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600',
    );
  /** A group of filter counts, named by its heading and described by the hint. */
  const group = (id: string, title: string, children: ReactNode, columns: string) => (
    <div role="group" aria-labelledby={`${ids}-${id}`} aria-describedby={`${ids}-hint`} className="flex min-w-0 flex-col gap-1.5">
      <h3 id={`${ids}-${id}`} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h3>
      <div className={clsx('grid gap-2', columns)}>{children}</div>
    </div>
  );
  return (
    <section aria-labelledby={`${ids}-title`} aria-busy={result.kind === 'loading' ? true : undefined} className="relative flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
          {intl.formatMessage(overviewMessages.title)}
        </h2>
        <p id={`${ids}-hint`} className="text-xs text-slate-600">
          {intl.formatMessage(overviewMessages.filterHint)}
        </p>
      </div>
      {result.kind === 'loading' ? (
        <span role="status" className="sr-only">
          {texts.loading}
        </span>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[4fr_2fr_2fr]">
        {group(
          'inventory',
          intl.formatMessage(equipmentFieldWords.inventoryStatus),
          INVENTORY_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              disabled={!clickable}
              aria-pressed={props.inventoryStatus === status}
              className={toggle(props.inventoryStatus === status)}
              onClick={() => props.onInventoryStatus(props.inventoryStatus === status ? null : status)}
            >
              <Label tone={INVENTORY_TONES[status]}>{intl.formatMessage(inventoryStatusMessages[status])}</Label>{' '}
              <Figure result={result} value={(o) => countOf(o.byInventoryStatus, status)} />
            </button>
          )),
          'grid-cols-2 sm:grid-cols-4',
        )}
        {group(
          'online',
          intl.formatMessage(equipmentFieldWords.onlineStatus),
          ONLINE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              disabled={!clickable}
              aria-pressed={props.onlineStatus === status}
              className={toggle(props.onlineStatus === status)}
              onClick={() => props.onOnlineStatus(props.onlineStatus === status ? null : status)}
            >
              <Label tone={ONLINE_TONES[status]}>{intl.formatMessage(onlineStatusMessages[status])}</Label>{' '}
              <Figure result={result} value={(o) => countOf(o.byOnlineStatus, status)} />
            </button>
          )),
          'grid-cols-2',
        )}
        {group(
          'service',
          intl.formatMessage(overviewMessages.serviceDue),
          (['due', 'overdue'] as const).map((key) => (
            <button
              key={key}
              type="button"
              disabled={!clickable}
              aria-pressed={props.serviceDue === key}
              className={toggle(props.serviceDue === key)}
              onClick={() => props.onServiceDue(props.serviceDue === key ? null : key)}
            >
              <Label tone={key === 'due' ? 'amber' : 'red'}>{intl.formatMessage(serviceDueWords[key])}</Label>{' '}
              <Figure result={result} value={(o) => o.serviceDue[key]} />
            </button>
          )),
          'grid-cols-2',
        )}
      </div>
      {result.kind === 'error' ? (
        <div role="alert" className="absolute inset-0 flex flex-wrap items-center justify-center gap-3 rounded-lg bg-white/90 p-2 text-sm text-slate-800">
          <span className="font-medium">{intl.formatMessage(overviewMessages.loadFailed)}</span>
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
    </section>
  );
};

/**
 * The connected overview (`GET web/equipment/overview`, refetched with the equipment list): its
 * counts apply the inventory status, online status and service due filters of the equipment list's store slice, so
 * the list below (and the fleet map) follow.
 */
const InventoryOverviewConnected = () => {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectEquipmentListState);
  const overview = useEquipmentOverviewQuery();
  const result: OverviewResult =
    overview.data !== undefined ? { kind: 'ready', overview: overview.data } : overview.isError ? { kind: 'error' } : { kind: 'loading' };
  return (
    <InventoryOverview
      result={result}
      inventoryStatus={view.inventoryStatus}
      onlineStatus={view.onlineStatus}
      serviceDue={view.serviceDue}
      onInventoryStatus={(status) => dispatch(inventoryStatusChanged(status))}
      onOnlineStatus={(status) => dispatch(onlineStatusChanged(status))}
      onServiceDue={(standing) => dispatch(serviceDueChanged(standing))}
      onRetry={() => void overview.refetch()}
    />
  );
};

/** Memoized (no props): the list page's renders while the user types do not redo it (rules 21.5). */
export const InventoryOverviewPanel = memo(InventoryOverviewConnected);
