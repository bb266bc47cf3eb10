import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LoadResult } from '@yardfleet/data/load-result';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { TagGroupCard, type TagGroupActions } from './tag-group-card';
import { tagsMessages } from './tags-messages';

/** What the screen shows: loading, an error (with the server's text), or the groups with their tags. */
export type TagsResult = LoadResult<{ groups: readonly TagGroupWithTags[] }>;

export interface TagsViewProps {
  readonly result: TagsResult;
  /** Group and tag actions when the viewer may change tags (`can(role, 'fleet.edit')`); absent: read only. */
  readonly actions?: (TagGroupActions & { readonly onAddGroup: () => void }) | undefined;
  readonly onRetry: () => void;
}

/**
 * /tags (rules 2.14, 17.7): the heading "Tags", "Add tag group", and one card per tag group
 * (its name, number of tags and tags). Loading, empty ("No tag groups yet" with the create
 * action), error with retry. Without `actions` (an employee) everything is read only, with a note.
 */
export const TagsView = ({ result, actions, onRetry }: TagsViewProps) => {
  const intl = useIntl();
  const addGroup = actions ? <Button onClick={actions.onAddGroup}>{intl.formatMessage(tagsMessages.addGroup)}</Button> : null;
  const body =
    useLoadPlaceholder(result, intl.formatMessage(tagsMessages.loadFailed), onRetry) ??
    (result.kind === 'ready' && result.groups.length > 0 ? (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {result.groups.map((group) => (
          <TagGroupCard key={group.id} group={group} actions={actions} />
        ))}
      </div>
    ) : (
      <Placeholder
        kind="empty"
        title={intl.formatMessage(tagsMessages.empty)}
        description={intl.formatMessage(actions ? tagsMessages.emptyHint : tagsMessages.emptyReadOnly)}
        action={addGroup}
      />
    ));
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.tags)}</h1>
        {result.kind === 'ready' && result.groups.length > 0 ? addGroup : null}
      </div>
      <p className="text-sm text-slate-600">{intl.formatMessage(actions ? tagsMessages.intro : tagsMessages.readOnly)}</p>
      {body}
    </section>
  );
};
