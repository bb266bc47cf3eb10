import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { DataTable } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Pagination } from '@yardfleet/ui/pagination';
import { Spinner } from '@yardfleet/ui/spinner';
import { commonMessages } from '../../i18n/common-messages';
import { errorMessages } from '../../i18n/error-messages';
import { equipmentColumns } from './equipment-columns';
import { EquipmentFilters, type EquipmentFilterHandlers, type EquipmentFilterValues } from './equipment-filters';
import { equipmentMessages } from './equipment-messages';

/** What the list shows: loading (first load), an error (with the server's text), or a page of rows. */
export type EquipmentListResult =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly detail?: string | undefined }
  | { readonly kind: 'ready'; readonly items: readonly EquipmentListItem[]; readonly total: number; readonly refreshing: boolean };

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
}

/**
 * The equipment list (SPEC 2): search and filters, the table of SPEC 2's columns, paging; loading,
 * empty ("No results found", SPEC 8) and error (with retry) states. Props in, callbacks out.
 */
export const EquipmentListView = (props: EquipmentListViewProps) => {
  const intl = useIntl();
  const { result } = props;
  const placeholder =
    result.kind === 'loading' ? (
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    ) : result.kind === 'error' ? (
      <ErrorState
        title={intl.formatMessage(equipmentMessages.loadFailed)}
        description={result.detail}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={props.onRetry}
      />
    ) : result.items.length === 0 ? (
      <EmptyState title={intl.formatMessage(errorMessages.noResults)} />
    ) : undefined;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(equipmentMessages.title)}</h1>
      <EquipmentFilters values={props.filters} tagGroups={props.tagGroups} handlers={props} />
      <DataTable
        caption={intl.formatMessage(equipmentMessages.title)}
        columns={equipmentColumns(intl, props.now)}
        rows={result.kind === 'ready' ? result.items : []}
        rowKey={(row) => row.id}
        placeholder={placeholder}
        busy={result.kind === 'ready' && result.refreshing}
      />
      {result.kind === 'ready' && result.total > 0 ? (
        <Pagination
          page={props.page}
          pageSize={props.pageSize}
          total={result.total}
          pageSizes={PAGE_SIZES}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : null}
    </section>
  );
};
