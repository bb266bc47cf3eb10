import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EquipmentFilters } from '@yardfleet/contract/endpoints/equipment';
import type { ExportFormat } from '@yardfleet/contract/endpoints/reports';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { downloadSelection, useBulkCountQuery, useBulkDeleteMutation, useBulkTagsMutation } from '@yardfleet/data/endpoints/equipment-bulk';
import { useAppDispatch } from '@yardfleet/data/hooks';
import type { TagId } from '@yardfleet/domain/entities/ids';
import type { Role } from '@yardfleet/domain/entities/person';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { useSuccessToast } from '../../shared/use-success-toast';
import { BulkBar } from './bulk-bar';
import { bulkMessages, deletedMessage, selectRowMessage, taggedMessage } from './bulk-messages';
import { ImportButton } from './import-button';
import { saveFile } from '../../shared/save-file';
import type { BulkSelection } from './use-bulk-selection';

/**
 * The checkbox column of the equipment list: one native checkbox a row (Tab reaches it, Space
 * ticks it), named "Select <machine name>".
 */
export const selectColumn = <Row extends { readonly id: string; readonly name: string }>(
  header: string,
  label: (name: string) => string,
  isSelected: (id: string) => boolean,
  toggle: (id: string) => void,
): TableColumn<Row> => ({
  key: 'select',
  header,
  headerClassName: 'w-10',
  cell: (row) => (
    <input
      type="checkbox"
      aria-label={label(row.name)}
      checked={isSelected(row.id)}
      onChange={() => toggle(row.id)}
      className="size-4 rounded border-slate-400 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
    />
  ),
});

/** The checkbox column bound to the list's selection, in the reader's language. */
export const useSelectColumn = <Row extends { readonly id: string; readonly name: string }>(bulk: BulkSelection): TableColumn<Row> => {
  const intl = useIntl();
  const { isSelected, toggle } = bulk;
  return useMemo(
    () => selectColumn<Row>(intl.formatMessage(bulkMessages.selectColumn), (name) => intl.formatMessage(selectRowMessage, { name }), isSelected, toggle),
    [intl, isSelected, toggle],
  );
};

export interface BulkActionsProps {
  readonly bulk: BulkSelection;
  readonly filters: EquipmentFilters;
  /** The ids of the machines on the page shown. */
  readonly pageIds: readonly string[];
  readonly role: Role | null;
  readonly tagGroups: readonly TagGroupWithTags[];
}

/**
 * The connected selection controls of the equipment list (docs/roles.md "Bulk actions"): "Select
 * this page", and the bulk bar with the number of machines matching the filters (bulk/count),
 * tagging, the selection export and the admin's delete, each one server call. A changed
 * selection on delete (1170010422) is the error policy's message; the selection is cleared after a
 * delete.
 */
export const BulkActions = ({ bulk, filters, pageIds, role, tagGroups }: BulkActionsProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toast = useSuccessToast();
  const [exporting, setExporting] = useState(false);
  const matching = useBulkCountQuery({ selection: { kind: 'filters', filters } }, { skip: bulk.request === null });
  const [tagMachines, tagging] = useBulkTagsMutation();
  const [deleteMachines, deleting] = useBulkDeleteMutation();
  const allMatching = bulk.selection.kind === 'all';
  const count = allMatching ? (matching.data?.count ?? 0) : bulk.selection.kind === 'ids' ? bulk.selection.ids.size : 0;
  const pageSelected = pageIds.length > 0 && pageIds.every(bulk.isSelected);
  const request = bulk.request;
  const onExport = async (format: ExportFormat): Promise<void> => {
    if (request === null) return;
    setExporting(true);
    try {
      const outcome = await dispatch(downloadSelection({ selection: request, format }));
      if (outcome.ok) saveFile(outcome.file.blob, outcome.file.fileName);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={intl.formatMessage(bulkMessages.selectPage)} checked={pageSelected} onChange={(on) => bulk.togglePage(pageIds, on)} />
        <ImportButton role={role} />
      </div>
      <BulkBar
        count={count}
        allMatching={allMatching}
        matchingCount={matching.data?.count ?? null}
        role={role}
        tagGroups={tagGroups}
        busy={exporting || tagging.isLoading || deleting.isLoading}
        onSelectAllMatching={bulk.selectAllMatching}
        onClear={bulk.clear}
        onTag={(tagId, change) => {
          if (request === null) return;
          const tags = [tagId as TagId];
          void tagMachines({ selection: request, add: change === 'add' ? tags : [], remove: change === 'remove' ? tags : [] }).then((answer) => {
            if ('data' in answer && answer.data) toast(taggedMessage, { count: answer.data.count });
          });
        }}
        onExport={(format) => void onExport(format)}
        onDelete={(confirmedCount) => {
          if (request === null) return;
          void deleteMachines({ selection: request, confirmedCount }).then((answer) => {
            if ('data' in answer && answer.data) {
              toast(deletedMessage, { count: answer.data.count });
              bulk.clear();
            }
          });
        }}
      />
    </div>
  );
};
