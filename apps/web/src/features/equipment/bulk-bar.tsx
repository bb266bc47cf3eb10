import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat } from '@yardfleet/contract/endpoints/reports';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { Role } from '@yardfleet/domain/entities/person';
import { canBulk } from '@yardfleet/domain/rules/bulk-actions';
import { Button } from '@yardfleet/ui/button';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { bulkMessages, deleteMessageMessage, deleteTitleMessage, selectAllMatchingMessage, selectedMessage } from './bulk-messages';

export interface BulkBarProps {
  /** How many machines are selected (every matching one when `allMatching`). */
  readonly count: number;
  /** Every machine matching the filters is selected. */
  readonly allMatching: boolean;
  /** How many machines match the filters (bulk/count), null while unknown: offered as "select all N" when more than `count`. */
  readonly matchingCount: number | null;
  readonly role: Role | null;
  readonly tagGroups: readonly TagGroupWithTags[];
  /** A bulk call is running: the actions wait. */
  readonly busy: boolean;
  readonly onSelectAllMatching: () => void;
  readonly onClear: () => void;
  readonly onTag: (tagId: string, change: 'add' | 'remove') => void;
  readonly onExport: (format: ExportFormat) => void;
  /** Runs the delete the admin confirmed, with the number the dialog stated. */
  readonly onDelete: (confirmedCount: number) => void;
}

/**
 * The equipment list's bulk bar (docs/roles.md "Bulk actions"), shown while machines are selected:
 * how many, "select all N machines matching the filters", add or remove a tag (admin, manager),
 * export the selection as CSV or XLSX (every member), delete (admin only, after a dialog stating
 * the number). Nothing when no machine is selected. Props in, callbacks out.
 */
export const BulkBar = (props: BulkBarProps) => {
  const intl = useIntl();
  const tagSelectId = useId();
  const [tagId, setTagId] = useState('');
  const [confirming, setConfirming] = useState(false);
  if (props.count === 0) return null;
  const canTag = canBulk(props.role, 'tag');
  const canDelete = canBulk(props.role, 'delete');
  const count = props.count;
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage(bulkMessages.barLabel)}
      aria-busy={props.busy}
      className="flex flex-wrap items-center gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2"
    >
      <span role="status" className="text-sm font-medium text-slate-900">
        {intl.formatMessage(selectedMessage, { count })}
      </span>
      {!props.allMatching && props.matchingCount !== null && props.matchingCount > count ? (
        <Button variant="secondary" onClick={props.onSelectAllMatching}>
          {intl.formatMessage(selectAllMatchingMessage, { count: props.matchingCount })}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={props.onClear}>
        {intl.formatMessage(bulkMessages.clear)}
      </Button>
      {canTag ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={tagSelectId} className="text-sm text-slate-700">
            {intl.formatMessage(bulkMessages.tag)}
          </label>
          <select id={tagSelectId} value={tagId} onChange={(e) => setTagId(e.target.value)} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
            <option value="" />
            {props.tagGroups.map((group) => (
              <optgroup key={group.id} label={group.name}>
                {group.tags.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button variant="secondary" disabled={props.busy || tagId === ''} onClick={() => props.onTag(tagId, 'add')}>
            {intl.formatMessage(bulkMessages.addTag)}
          </Button>
          <Button variant="secondary" disabled={props.busy || tagId === ''} onClick={() => props.onTag(tagId, 'remove')}>
            {intl.formatMessage(bulkMessages.removeTag)}
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" disabled={props.busy} onClick={() => props.onExport('csv')}>
        {intl.formatMessage(bulkMessages.exportCsv)}
      </Button>
      <Button variant="secondary" disabled={props.busy} onClick={() => props.onExport('xlsx')}>
        {intl.formatMessage(bulkMessages.exportXlsx)}
      </Button>
      {canDelete ? (
        <Button variant="danger" disabled={props.busy} onClick={() => setConfirming(true)}>
          {intl.formatMessage(bulkMessages.delete)}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={intl.formatMessage(deleteTitleMessage, { count })}
        message={intl.formatMessage(deleteMessageMessage, { count })}
        confirmLabel={intl.formatMessage(bulkMessages.delete)}
        cancelLabel={intl.formatMessage(bulkMessages.cancel)}
        busy={props.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onDelete(count);
        }}
      />
    </div>
  );
};
