import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Alert } from '@yardfleet/contract/endpoints/alerts';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { AlertsFilters } from './alerts-filters';
import { acknowledgeSelectedMessage, alertsMessages as m, resolveSelectedMessage, selectedMessage } from './alerts-messages';
import { isFiltered, isReversed, type AlertsView as View } from './alerts-query';
import { AlertsSections } from './alerts-sections';
import { AlertsTable } from './alerts-table';

/** What the alert table shows: the first load, an error (with the server's text), or a page of alerts with the total matching. */
export type AlertsResult = PageLoadResult<Alert>;

export interface AlertsViewProps {
  readonly view: View;
  readonly result: AlertsResult;
  /** False for a power-only company (no machine, tag or warehouse filter). */
  readonly fleetFilters: boolean;
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly warehouses: readonly WarehouseView[];
  /** An ISO instant in the company's time zone. */
  readonly formatTime: (iso: string) => string;
  /** The selected alerts (of the page shown, not resolved). */
  readonly selected: readonly Alert[];
  readonly onSelect: (alert: Alert, selected: boolean) => void;
  readonly onSelectAll: (selected: boolean) => void;
  readonly onAcknowledge: (alerts: readonly Alert[]) => void;
  readonly onResolve: (alerts: readonly Alert[]) => void;
  /** An acknowledge or resolve call is running. */
  readonly busy: boolean;
  readonly onChange: (patch: Partial<View>) => void;
  readonly onClear: () => void;
  readonly onRetry: () => void;
}

/** The look of a disabled bulk button, as the app's other disabled actions (the notification panel's): faded. */
const BULK_DISABLED = 'disabled:opacity-50';

/** The rows while there are none to show (one array, not a new one every render). */
const NO_ALERTS: readonly Alert[] = [];

/**
 * /alerts (rules 22.5): the company's alerts, newest opened first: the heading with the way to the
 * rules, the filters (in the URL), a selection bar (select the page's alerts that are not resolved,
 * acknowledge or resolve the selected ones at once) and the paged table. States: loading, error with
 * retry, no alerts, no match for the filters (with "Clear filters"), a reversed day range (nothing
 * asked). Props in, callbacks out.
 */
export const AlertsView = (props: AlertsViewProps) => {
  const intl = useIntl();
  const { view, result, selected } = props;
  const loadPlaceholder = useLoadPlaceholder(result, intl.formatMessage(m.loadFailed), props.onRetry);
  const clear = (
    <Button variant="secondary" onClick={props.onClear}>
      {intl.formatMessage(screenWords.clearFilters)}
    </Button>
  );
  const ready = result.kind === 'ready' ? result : null;
  const nothing = isFiltered(view) ? (
    <Placeholder kind="empty" title={intl.formatMessage(m.noMatch)} action={clear} />
  ) : (
    <Placeholder kind="empty" title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} />
  );
  const placeholder = isReversed(view) ? (
    <Placeholder kind="empty" title={intl.formatMessage(m.noMatch)} action={clear} />
  ) : (
    (loadPlaceholder ?? (ready?.items.length === 0 ? nothing : undefined))
  );
  const shown = placeholder === undefined ? ready : null;
  const selectable = (shown?.items ?? NO_ALERTS).filter((alert) => alert.status !== 'resolved');
  const allSelected = selectable.length > 0 && selectable.every((alert) => selected.some((s) => s.id === alert.id));
  const openSelected = selected.filter((alert) => alert.status === 'open');
  const selectedIds = useMemo(() => new Set(selected.map((alert) => alert.id)), [selected]);
  return (
    <section className="flex flex-col gap-4">
      <AlertsSections title={intl.formatMessage(routeTitles.alerts)} />
      <p className="max-w-3xl text-sm text-slate-600">{intl.formatMessage(m.intro)}</p>
      <AlertsFilters
        view={view}
        fleetFilters={props.fleetFilters}
        tagGroups={props.tagGroups}
        warehouses={props.warehouses}
        onChange={props.onChange}
        onClear={props.onClear}
      />
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={(event) => props.onSelectAll(event.target.checked)}
          />
          {intl.formatMessage(m.selectAll)}
        </label>
        <p className="text-sm text-slate-600" aria-live="polite">
          {intl.formatMessage(selectedMessage, { count: selected.length })}
        </p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {/* Nothing selected: the buttons look as unavailable as they are (faded, and the kit's not-allowed cursor). */}
          <Button size="sm" className={BULK_DISABLED} disabled={props.busy || openSelected.length === 0} onClick={() => props.onAcknowledge(openSelected)}>
            {intl.formatMessage(acknowledgeSelectedMessage, { count: openSelected.length })}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className={BULK_DISABLED}
            disabled={props.busy || selected.length === 0}
            onClick={() => props.onResolve(selected)}
          >
            {intl.formatMessage(resolveSelectedMessage, { count: selected.length })}
          </Button>
        </div>
      </div>
      <AlertsTable
        alerts={shown?.items ?? NO_ALERTS}
        formatTime={props.formatTime}
        selected={selectedIds}
        onSelect={props.onSelect}
        onAcknowledge={props.onAcknowledge}
        onResolve={props.onResolve}
        busy={props.busy}
        refreshing={shown?.refreshing ?? false}
        placeholder={placeholder}
        paging={{
          page: view.page,
          pageSize: view.pageSize,
          total: shown?.total ?? 0,
          onPageChange: (page) => props.onChange({ page }),
          onPageSizeChange: (pageSize) => props.onChange({ pageSize }),
        }}
      />
    </section>
  );
};
