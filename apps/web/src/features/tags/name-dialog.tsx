import * as E from 'fp-ts/lib/Either.js';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateName } from '@yardfleet/domain/validation/rules';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { TextField } from '@yardfleet/ui/text-field';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { DialogButtons } from '../../shared/dialog-buttons';
import { tagsMessages } from './tags-messages';

/** How a submitted name ended: saved (the dialog closes), taken (shown on the field), failed (the error policy toasted). */
export type NameOutcome = 'saved' | 'taken' | 'failed';

export interface NameDialogProps {
  readonly title: string;
  /** Label of the name field ("Group name", "Tag name"). */
  readonly label: string;
  /** The name the field starts with ('' to create, the current name to rename). */
  readonly initialName: string;
  /** The field error shown when the server answers the name is taken. */
  readonly takenMessage: string;
  /** Disables the buttons while the request runs. */
  readonly busy: boolean;
  /** Called with a name that passes the domain rule; resolves how the server answered. */
  readonly onSubmit: (name: string) => Promise<NameOutcome>;
  /** Cancel button, Escape and a click outside. */
  readonly onCancel: () => void;
}

/**
 * The small dialog that names a tag group or a tag (create and rename; rules 5.13): one field
 * checked with the domain's `validateName` (required, no leading or trailing spaces, at most 50
 * characters), Enter saves, Escape cancels (Headless UI: focus starts in the field and returns to
 * the opening button). A taken name (server 1170010001) shows on the field and keeps what was typed.
 * Mount it only while open, so each opening starts from `initialName`.
 */
export const NameDialog = ({ title, label, initialName, takenMessage, busy, onSubmit, onCancel }: NameDialogProps) => {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [shown, setShown] = useState(false);
  const [taken, setTaken] = useState(false);
  const checked = validateName('name', name);
  const error = E.isLeft(checked) ? validationMessage(intl, checked.left, label) : taken ? takenMessage : undefined;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setShown(true);
    if (E.isLeft(checked) || busy) return;
    void onSubmit(name).then((outcome) => {
      if (outcome === 'taken') setTaken(true);
    });
  };
  return (
    <FormDialog title={title} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextField
          label={label}
          name="name"
          value={name}
          autoComplete="off"
          data-autofocus
          error={shown ? error : undefined}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            setName(event.target.value);
            setTaken(false);
            setShown(true);
          }}
        />
        <DialogButtons submitLabel={intl.formatMessage(tagsMessages.save)} onCancel={onCancel} busy={busy} />
      </form>
    </FormDialog>
  );
};
