import { skipToken } from '@reduxjs/toolkit/query/react';
import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { EquipmentId } from '@yardfleet/domain/entities/ids';
import { formatClock, formatRegionDate } from '@yardfleet/domain/locale/region';
import { can } from '@yardfleet/domain/rules/permissions';
import {
  useDeleteEquipmentMutation,
  useEquipmentDetailQuery,
  useRenameEquipmentMutation,
  useSetEquipmentTagsMutation,
} from '@yardfleet/data/endpoints/equipment-detail';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';
import { EditTagsDialog, type TagChoices } from './lazy-edit-tags-dialog';
import { deleteQuestion, detailMessages } from './equipment-detail-messages';
import { useDetailResult } from '../../shared/use-detail-result';
import { EquipmentDetailView } from './equipment-detail-view';
import { RenameDialog, renameMessages } from './rename-dialog';
import { useSuccessToast } from '../../shared/use-success-toast';

/**
 * The connected equipment detail (rules 2.11) at /equipment/:id: reads the
 * machine, offers Rename (saved through rename), Edit tags (the company's tag list, saved through setTags) and Delete (confirmed;
 * then back to /equipment) to roles with the domain's `fleet.edit`. An id the server does not
 * know for this company (1170010404) or a malformed id shows the not-found state (useDetailResult).
 */
export const EquipmentDetailPage = () => {
  const intl = useIntl();
  const region = useRegion();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const canEdit = can(user?.role ?? null, 'fleet.edit');
  const decoded = EquipmentId.decode(useParams().id);
  const id = E.isRight(decoded) ? decoded.right : null;
  // Live telemetry (last seen, location, battery): refetched on every visit, so a machine deleted
  // meanwhile answers not found instead of its cached detail.
  const query = useEquipmentDetailQuery(id === null ? skipToken : { id }, { refetchOnMountOrArgChange: true });
  const [editOpen, setEditOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [renameOpen, setRenameOpen] = useState(false);
  const [rename, renaming] = useRenameEquipmentMutation();
  const tagList = useTagListQuery(undefined, { skip: !editOpen });
  const [setTags, saving] = useSetEquipmentTagsMutation();
  const [remove, removing] = useDeleteEquipmentMutation();

  const toast = useSuccessToast();
  const done = (message: 'tagsSaved' | 'deleted') => toast(detailMessages[message]);
  const result = useDetailResult(id !== null, query);
  const choices: TagChoices =
    tagList.data !== undefined ? { kind: 'ready', groups: tagList.data.groups } : tagList.isError ? { kind: 'error' } : { kind: 'loading' };
  const detail = result.kind === 'ready' ? result.detail : null;

  return (
    <>
      <EquipmentDetailView
        result={result}
        canEdit={canEdit}
        region={region}
        now={new Date()}
        format={{
          date: (iso) => formatRegionDate(new Date(iso), region),
          dateTime: (iso) => `${formatRegionDate(new Date(iso), region)} ${formatClock(new Date(iso)).slice(0, 5)}`,
        }}
        onRetry={() => void query.refetch()}
        onEditTags={() => setEditOpen(true)}
        onDelete={() => setConfirmOpen(true)}
        onRename={() => setRenameOpen(true)}
      />
      {renameOpen && detail !== null ? (
        <RenameDialog
          open
          name={detail.name}
          busy={renaming.isLoading}
          onCancel={() => setRenameOpen(false)}
          onSave={(name) => {
            void rename({ id: detail.id, name }).then((answer) => {
              if (answer.error !== undefined) return;
              setRenameOpen(false);
              toast(renameMessages.saved);
            });
          }}
        />
      ) : null}
      <EditTagsDialog
        open={editOpen && detail !== null}
        choices={choices}
        assigned={detail?.tags.map((tag) => tag.id) ?? []}
        busy={saving.isLoading}
        onCancel={() => setEditOpen(false)}
        onSave={(tagIds) => {
          if (detail === null) return;
          void setTags({ id: detail.id, tagIds }).then((answer) => {
            if (answer.error !== undefined) return;
            setEditOpen(false);
            done('tagsSaved');
          });
        }}
      />
      <ConfirmDialog
        open={confirmOpen && detail !== null}
        title={intl.formatMessage(detailMessages.deleteTitle)}
        message={detail === null ? '' : intl.formatMessage(deleteQuestion, { name: detail.name, serial: detail.serialNumber })}
        confirmLabel={intl.formatMessage(detailMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (detail === null) return;
          void remove({ id: detail.id }).then((answer) => {
            setConfirmOpen(false);
            if (answer.error !== undefined) return;
            done('deleted');
            void navigate('/equipment');
          });
        }}
      />
    </>
  );
};

export const Component = EquipmentDetailPage;
