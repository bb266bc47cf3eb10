import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { Button } from '@yardfleet/ui/button';
import { tagsMessages, tagsParamMessages } from './tags-messages';

/** What the viewer may do on a group card; absent when the viewer may not change tags (read only). */
export interface TagGroupActions {
  readonly onAddTag: (group: TagGroupWithTags) => void;
  readonly onRenameGroup: (group: TagGroupWithTags) => void;
  readonly onDeleteGroup: (group: TagGroupWithTags) => void;
  readonly onRenameTag: (tag: Tag) => void;
  readonly onDeleteTag: (tag: Tag) => void;
}

/**
 * One tag group of /tags (rules 17.7): a region named after the group, with its number of tags and
 * its tags as a list; Add tag, Rename and Delete for the group and Rename / Delete per tag when
 * `actions` is given (the domain's `fleet.edit`). Each button's accessible name says what it acts on.
 */
export const TagGroupCard = ({ group, actions }: { readonly group: TagGroupWithTags; readonly actions?: TagGroupActions | undefined }) => {
  const intl = useIntl();
  const headingId = useId();
  const name = { group: group.name };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {group.name}
          </h2>
          <p className="text-sm text-slate-600">{intl.formatMessage(tagsParamMessages.tagCount, { count: group.tags.length })}</p>
        </div>
        {actions ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" aria-label={intl.formatMessage(tagsParamMessages.addTagTo, name)} onClick={() => actions.onAddTag(group)}>
              {intl.formatMessage(tagsMessages.addTag)}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage(tagsParamMessages.renameGroup, name)}
              onClick={() => actions.onRenameGroup(group)}
            >
              {intl.formatMessage(tagsMessages.rename)}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={intl.formatMessage(tagsParamMessages.deleteGroup, name)}
              onClick={() => actions.onDeleteGroup(group)}
            >
              {intl.formatMessage(tagsMessages.delete)}
            </Button>
          </div>
        ) : null}
      </div>
      {group.tags.length === 0 ? (
        <p className="text-sm italic text-slate-600">{intl.formatMessage(tagsMessages.groupEmpty)}</p>
      ) : (
        <ul aria-label={intl.formatMessage(tagsParamMessages.tagsOf, name)} className="divide-y divide-slate-100">
          {group.tags.map((tag) => (
            <li key={tag.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-900">{tag.name}</span>
              {actions ? (
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage(tagsParamMessages.renameTag, { tag: tag.name })}
                    onClick={() => actions.onRenameTag(tag)}
                  >
                    {intl.formatMessage(tagsMessages.rename)}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage(tagsParamMessages.deleteTag, { tag: tag.name })}
                    onClick={() => actions.onDeleteTag(tag)}
                  >
                    {intl.formatMessage(tagsMessages.delete)}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
