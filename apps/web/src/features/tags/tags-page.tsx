import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { can } from '@yardfleet/domain/rules/permissions';
import { fieldErrorsOf } from '@yardfleet/data/field-errors';
import {
  useCreateTagGroupMutation,
  useCreateTagMutation,
  useDeleteTagGroupMutation,
  useDeleteTagMutation,
  useRenameTagGroupMutation,
  useRenameTagMutation,
} from '@yardfleet/data/endpoints/tag-admin';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { commonMessages } from '../../shared/i18n/common-messages';
import { NameDialog, type NameOutcome } from './name-dialog';
import { tagsMessages, tagsParamMessages } from './tags-messages';
import { TagsView, type TagsResult } from './tags-view';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';

/** The name dialog that is open: create a group, rename one, add a tag to a group, rename a tag. */
type Editing =
  | { readonly kind: 'createGroup' }
  | { readonly kind: 'renameGroup'; readonly group: TagGroupWithTags }
  | { readonly kind: 'createTag'; readonly group: TagGroupWithTags }
  | { readonly kind: 'renameTag'; readonly tag: Tag };

/** The delete confirmation that is open. */
type Deleting = { readonly kind: 'group'; readonly group: TagGroupWithTags } | { readonly kind: 'tag'; readonly tag: Tag };

/** The outcome of a name request: saved, taken (1170010001 `{ name: { code: 'taken' } }`), or failed (the policy toasted). */
const outcomeOf = (answer: { readonly error?: unknown }): NameOutcome => {
  if (answer.error === undefined) return 'saved';
  return fieldErrorsOf(answer.error)['name']?.code === 'taken' ? 'taken' : 'failed';
};

/**
 * The connected Tags screen (/tags; rules 2.14, 17.7, 4.13): the company's tag groups and tags from
 * the tag list; create, rename and delete groups and tags through small name dialogs and delete
 * confirmations (deleting a group states the number of tags it deletes), only when the session
 * user's role may (`can(role, 'fleet.edit')`: admin, manager). A status toast follows each change;
 * failures other than a taken name are the error policy's toasts.
 */
export const TagsPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const list = useTagListQuery();
  const [createGroup, creatingGroup] = useCreateTagGroupMutation();
  const [renameGroup, renamingGroup] = useRenameTagGroupMutation();
  const [deleteGroup, deletingGroup] = useDeleteTagGroupMutation();
  const [createTag, creatingTag] = useCreateTagMutation();
  const [renameTag, renamingTag] = useRenameTagMutation();
  const [deleteTag, deletingTag] = useDeleteTagMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const mayEdit = can(user?.role ?? null, 'fleet.edit');

  const done = useSuccessToast();
  const result: TagsResult = useLoadResult(list, (data) => ({ groups: data.groups }));

  /** Sends the open dialog's name; closes it and toasts when saved. */
  const save = async (open: Editing, name: string): Promise<NameOutcome> => {
    const unchanged = (open.kind === 'renameGroup' && open.group.name === name) || (open.kind === 'renameTag' && open.tag.name === name);
    if (unchanged) {
      setEditing(null);
      return 'saved';
    }
    const answer =
      open.kind === 'createGroup'
        ? await createGroup({ name })
        : open.kind === 'renameGroup'
          ? await renameGroup({ id: open.group.id, name })
          : open.kind === 'createTag'
            ? await createTag({ groupId: open.group.id, name })
            : await renameTag({ id: open.tag.id, name });
    const outcome = outcomeOf(answer);
    if (outcome === 'saved') {
      setEditing(null);
      done(open.kind === 'createGroup' ? tagsMessages.groupCreated : open.kind === 'createTag' ? tagsMessages.tagCreated : tagsMessages.renamed);
    }
    return outcome;
  };

  const confirmDelete = async (open: Deleting): Promise<void> => {
    if (open.kind === 'group') {
      const answer = await deleteGroup({ id: open.group.id });
      setDeleting(null);
      if (answer.data !== undefined) done(tagsParamMessages.groupDeleted, { count: answer.data.deletedTagCount });
    } else {
      const answer = await deleteTag({ id: open.tag.id });
      setDeleting(null);
      if (answer.error === undefined) done(tagsMessages.tagDeleted);
    }
  };

  const dialog =
    editing === null
      ? null
      : editing.kind === 'createGroup' || editing.kind === 'renameGroup'
        ? {
            title: intl.formatMessage(editing.kind === 'createGroup' ? tagsMessages.createGroupTitle : tagsMessages.renameGroupTitle),
            label: intl.formatMessage(tagsMessages.groupName),
            initialName: editing.kind === 'renameGroup' ? editing.group.name : '',
            takenMessage: intl.formatMessage(tagsMessages.groupTaken),
          }
        : {
            title:
              editing.kind === 'createTag'
                ? intl.formatMessage(tagsParamMessages.createTagTitle, { group: editing.group.name })
                : intl.formatMessage(tagsMessages.renameTagTitle),
            label: intl.formatMessage(tagsMessages.tagName),
            initialName: editing.kind === 'renameTag' ? editing.tag.name : '',
            takenMessage: intl.formatMessage(tagsMessages.tagTaken),
          };

  return (
    <>
      <TagsView
        result={result}
        onRetry={() => void list.refetch()}
        actions={
          mayEdit
            ? {
                onAddGroup: () => setEditing({ kind: 'createGroup' }),
                onAddTag: (group) => setEditing({ kind: 'createTag', group }),
                onRenameGroup: (group) => setEditing({ kind: 'renameGroup', group }),
                onDeleteGroup: (group) => setDeleting({ kind: 'group', group }),
                onRenameTag: (tag) => setEditing({ kind: 'renameTag', tag }),
                onDeleteTag: (tag) => setDeleting({ kind: 'tag', tag }),
              }
            : undefined
        }
      />
      {editing !== null && dialog !== null ? (
        <NameDialog
          {...dialog}
          busy={creatingGroup.isLoading || renamingGroup.isLoading || creatingTag.isLoading || renamingTag.isLoading}
          onCancel={() => setEditing(null)}
          onSubmit={(name) => save(editing, name)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(deleting?.kind === 'tag' ? tagsMessages.deleteTagTitle : tagsMessages.deleteGroupTitle)}
        message={
          deleting === null
            ? ''
            : deleting.kind === 'group'
              ? intl.formatMessage(tagsParamMessages.deleteGroupQuestion, { group: deleting.group.name, count: deleting.group.tags.length })
              : intl.formatMessage(tagsParamMessages.deleteTagQuestion, { tag: deleting.tag.name, group: deleting.tag.groupName })
        }
        confirmLabel={intl.formatMessage(tagsMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={deletingGroup.isLoading || deletingTag.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) void confirmDelete(deleting);
        }}
      />
    </>
  );
};

export const Component = TagsPage;
