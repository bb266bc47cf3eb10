import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { validateName } from '@yardfleet/domain/validation/rules';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { TextField } from '@yardfleet/ui/text-field';
import { DialogButtons } from '../../shared/dialog-buttons';
import { validationMessage } from '../../shared/i18n/validation-messages';

/** Words of the rename dialog (rules 20.13: a rename shows in the machine's history). */
export const renameMessages = defineMessages({
  rename: { id: 'equipmentDetail.rename', defaultMessage: 'Rename', description: 'Button that opens the dialog to give the machine a new name' },
  title: { id: 'equipmentDetail.rename.title', defaultMessage: 'Rename machine', description: 'Title of the rename dialog' },
  name: { id: 'equipmentDetail.rename.name', defaultMessage: 'Name', description: 'Rename dialog: the name field' },
  save: { id: 'equipmentDetail.rename.save', defaultMessage: 'Save name', description: 'Rename dialog: save the new name' },
  saved: { id: 'equipmentDetail.rename.saved', defaultMessage: 'Name saved.', description: 'Status after the machine was renamed' },
});

export interface RenameDialogProps {
  readonly open: boolean;
  /** The machine's name now (the field starts with it). */
  readonly name: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** Called with a name the domain's `validateName` accepts (required, no outer spaces, at most 50 characters; rules 5.5–5.7). */
  readonly onSave: (name: string) => void;
}

/**
 * The dialog that renames a machine: one Name field checked by the domain's `validateName` on
 * submit (its error under the field, translated), Cancel and Save name.
 */
export const RenameDialog = ({ open, name, busy, onCancel, onSave }: RenameDialogProps) => {
  const intl = useIntl();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>(undefined);
  const label = intl.formatMessage(renameMessages.name);
  return (
    <FormDialog open={open} title={intl.formatMessage(renameMessages.title)} onClose={onCancel}>
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateName('name', value);
          if (E.isLeft(checked)) {
            setError(validationMessage(intl, checked.left, label));
            return;
          }
          setError(undefined);
          onSave(checked.right);
        }}
      >
        <TextField label={label} value={value} error={error} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
        <DialogButtons submitLabel={intl.formatMessage(renameMessages.save)} onCancel={onCancel} busy={busy} />
      </form>
    </FormDialog>
  );
};
