import { memo, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { EquipmentListView as ListOrMap } from '@yardfleet/data/slices/equipment-list';
import type { EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import { PagedTable } from '@yardfleet/ui/paged-table';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { errorMessages } from '../../shared/i18n/error-messages';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { equipmentColumns } from './equipment-columns';
import type { Role } from '@yardfleet/domain/entities/person';
import type { LoadResult } from '@yardfleet/data/load-result';
import { EmptyFleet } from './empty-fleet';
import { EquipmentFilters, hasFilters, type EquipmentFilterHandlers, type EquipmentFilterValues } from './equipment-filters';
import { equipmentMessages } from './equipment-messages';
import { ViewToggle } from './view-toggle';

const rowKeyOf = (row: EquipmentListRow): string => row.id;

/** What the list shows: loading (first load), an error (with the server's text), or a page of rows. */
export type EquipmentListResult = LoadResult<{ items: readonly EquipmentListRow[]; total: number; totalCapped?: boolean; refreshing: boolean }>;

export interface EquipmentListViewProps extends EquipmentFilterHandlers {
  readonly filters: EquipmentFilterValues;
  readonly page: number;
  readonly pageSize: number;
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly result: EquipmentListResult;
  /** The time "last seen" is measured from. */
  readonly now: Date;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
  readonly onRetry: () => void;
  /** List or fleet map (rules 2.10, 17.9), and the switch between them. */
  readonly view: ListOrMap;
  readonly onViewChange: (view: ListOrMap) => void;
  /** What the map view shows (the page's lazily loaded fleet map panel); only rendered when `view` is 'map'. */
  readonly mapPanel: ReactNode;
  /** The viewer's role: which next steps the empty fleet offers (null while unknown). */
  readonly viewerRole: Role | null;
  /** Shown between the heading and the filters: the inventory home overview on /home (rules 10.11). */
  readonly overview?: ReactNode;
  /** The selection controls and bulk bar (docs/roles.md "Bulk actions"), shown above the table in the list view. */
  readonly bulk?: ReactNode;
  /** The checkbox column of the selection, first in the table. */
  readonly selectColumn?: TableColumn<EquipmentListRow>;
}

/**
 * The equipment list (rules 2.10): search and filters, the table of its columns, paging; loading,
 * empty and error (with retry) states. Empty is "No results found" (rules 8.5) when a search or
 * filter is set, and the empty fleet (`EmptyFleet`: add machines in the mobile app, next steps)
 * when none is (rules 2.9). A List / Map switch (rules 17.9) replaces the table and paging with
 * `mapPanel`, under the same filters. Props in, callbacks out.
 */
export const EquipmentListView = (props: EquipmentListViewProps) => {
  const intl = useIntl();
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.equipment)}</h1>
        <ViewToggle value={props.view} onChange={props.onViewChange} />
      </div>
      {props.overview}
      <EquipmentFilters values={props.filters} tagGroups={props.tagGroups} handlers={props} />
      {props.view === 'map' ? (
        props.mapPanel
      ) : (
        <>
          {/* Shown while the page loads too, so the rows do not move down when they arrive (rules 21.4). */}
          {props.result.kind === 'loading' || (props.result.kind === 'ready' && props.result.items.length > 0) ? props.bulk : null}
          <ListPart
            selectColumn={props.selectColumn}
            result={props.result}
            filtered={hasFilters(props.filters)}
            viewerRole={props.viewerRole}
            now={props.now}
            page={props.page}
            pageSize={props.pageSize}
            onRetry={props.onRetry}
            onPageChange={props.onPageChange}
            onPageSizeChange={props.onPageSizeChange}
          />
        </>
      )}
    </section>
  );
};

type ListPartProps = Pick<
  EquipmentListViewProps,
  'result' | 'viewerRole' | 'now' | 'page' | 'pageSize' | 'onRetry' | 'onPageChange' | 'onPageSizeChange' | 'selectColumn'
> & {
  /** A search or filter is set: an empty page is "No results found", not the empty fleet. */
  readonly filtered: boolean;
};

/** The rows of a list that is not ready (one array: a new one would be a new list every render). */
const NO_ROWS: readonly EquipmentListRow[] = [];

/**
 * The table (a PagedTable: stacked cards below the 992 px breakpoint, rules 2.22) and the
 * paging of the list view; loading, error and empty states in the table's place. Memoized: typing
 * in the search box re-renders the filters, not the rows (rules 21.5), as long as the page
 * passes stable callbacks and result; the columns stay the same until `now` moves on.
 */
const ListPart = memo(function ListPart(props: ListPartProps) {
  const intl = useIntl();
  const { result } = props;
  const { selectColumn } = props;
  const columns = useMemo(
    () => (selectColumn === undefined ? equipmentColumns(intl, props.now) : [selectColumn, ...equipmentColumns(intl, props.now)]),
    [intl, props.now, selectColumn],
  );
  const ready = result.kind === 'ready' ? result : null;
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(equipmentMessages.loadFailed), props.onRetry) ??
    (ready === null || ready.items.length > 0 ? undefined : !props.filtered && ready.total === 0 ? (
      <EmptyFleet role={props.viewerRole} />
    ) : (
      <Placeholder kind="empty" title={intl.formatMessage(errorMessages.noResults)} />
    ));
  return (
    <PagedTable
      caption={intl.formatMessage(routeTitles.equipment)}
      columns={columns}
      rows={ready?.items ?? NO_ROWS}
      rowKey={rowKeyOf}
      placeholder={placeholder}
      busy={ready?.refreshing ?? false}
      paging={{
        page: props.page,
        pageSize: props.pageSize,
        total: ready?.total ?? 0,
        totalCapped: ready?.totalCapped ?? false,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
      }}
    />
  );
});
