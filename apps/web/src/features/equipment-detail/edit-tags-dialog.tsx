import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { TagId } from '@yardfleet/domain/entities/ids';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { useStateTexts } from '../../shared/load-placeholder';
import { DialogButtons } from '../../shared/dialog-buttons';
import { detailMessages } from './equipment-detail-messages';

/** The company's tag groups as the dialog lists them: loading, failed, or the groups. */
export type TagChoices = { readonly kind: 'loading' } | { readonly kind: 'error' } | { readonly kind: 'ready'; readonly groups: readonly TagGroupWithTags[] };

export interface EditTagsDialogProps {
  readonly open: boolean;
  readonly choices: TagChoices;
  /** The ids of the tags the machine has now (ticked when the dialog opens). */
  readonly assigned: readonly TagId[];
  /** True while the save runs (buttons disabled). */
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** Called with the complete new tag set (setTags replaces the previous one; at most 100). */
  readonly onSave: (tagIds: TagId[]) => void;
}

/** The body of an open dialog; mounted on open, so the ticks start from the machine's tags. */
const TagsForm = ({ choices, assigned, busy, onCancel, onSave }: Omit<EditTagsDialogProps, 'open'>) => {
  const intl = useIntl();
  const texts = useStateTexts();
  const [ticked, setTicked] = useState<ReadonlySet<TagId>>(() => new Set(assigned));
  const toggle = (id: TagId, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSave([...ticked]);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      {choices.kind === 'loading' ? (
        <Placeholder kind="loading" label={texts.loading} />
      ) : choices.kind === 'error' ? (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage(detailMessages.tagsLoadFailed)}
        </p>
      ) : choices.groups.every((group) => group.tags.length === 0) ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(detailMessages.noCompanyTags)}</p>
      ) : (
        <div className="flex max-h-96 flex-col gap-4 overflow-y-auto">
          {choices.groups
            .filter((group) => group.tags.length > 0)
            .map((group) => (
              <fieldset key={group.id} className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-slate-900">{group.name}</legend>
                {group.tags.map((tag) => (
                  <Checkbox key={tag.id} label={tag.name} checked={ticked.has(tag.id)} onChange={(on) => toggle(tag.id, on)} />
                ))}
              </fieldset>
            ))}
        </div>
      )}
      <DialogButtons submitLabel={intl.formatMessage(detailMessages.save)} onCancel={onCancel} busy={busy} submitDisabled={choices.kind !== 'ready'} />
    </form>
  );
};

/**
 * Tag assignment (rules 17.8): the company's tag groups, each a fieldset of checkboxes
 * (ticked: the machine has the tag); Save sends the whole ticked set. Escape and Cancel close it
 * without change.
 */
export const EditTagsDialog = ({ open, ...form }: EditTagsDialogProps) => {
  const intl = useIntl();
  return (
    <FormDialog open={open} title={intl.formatMessage(detailMessages.editTagsTitle)} onClose={form.onCancel}>
      {open ? <TagsForm {...form} /> : null}
    </FormDialog>
  );
};
