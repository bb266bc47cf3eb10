import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CreateApiKeyRequest } from '@yardfleet/contract/endpoints/api-keys';
import { API_KEY_EXPIRY_CHOICES, API_KEY_SCOPES, type ApiKeyScope } from '@yardfleet/domain/rules/api-keys';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { Button } from '@yardfleet/ui/button';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { DialogButtons } from '../../shared/dialog-buttons';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { apiKeyMessages as m, expiryDaysMessage } from './api-keys-messages';

/** The scope words of the screen and the dialog. */
export const scopeWord = { read: m.scopeRead, read_write: m.scopeReadWrite } as const;

type Expiry = 'never' | `${number}`;

export interface CreateKeyDialogProps {
  /** Sends the new key's request; resolves with the key to show once, or the name's error (1170010001), or null when the error policy dealt with a failure. */
  readonly onCreate: (request: CreateApiKeyRequest) => Promise<{ readonly secret: string } | { readonly nameError: ValidationError } | null>;
  readonly onClose: () => void;
  /** Start on the "shown once" step with this key (stories). */
  readonly initialSecret?: string;
}

/**
 * The create dialog (docs/security.md "API keys"): a name (required, at most 50 characters; the
 * server's field error shown at the field), the access (read only, or read and write) and the
 * expiry (never, or in 30, 90 or 365 days). Once created it shows the key this one time, with a
 * Copy button and "you will not see it again"; closing it forgets the key.
 */
export const CreateKeyDialog = ({ onCreate, onClose, initialSecret }: CreateKeyDialogProps) => {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [nameError, setNameError] = useState<ValidationError | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(initialSecret ?? null);
  const [copied, setCopied] = useState(false);

  if (secret !== null) {
    return (
      <FormDialog title={intl.formatMessage(m.createdTitle)} onClose={onClose}>
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          {intl.formatMessage(m.shownOnce)}
        </p>
        <TextField
          label={intl.formatMessage(m.keyLabel)}
          value={secret}
          readOnly
          className="mt-3 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="mt-4 flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
            }}
          >
            {intl.formatMessage(copied ? m.copied : m.copy)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(m.done)}</Button>
        </div>
      </FormDialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void onCreate({ name, scope, expiresInDays: expiry === 'never' ? null : Number(expiry) }).then((answer) => {
      setBusy(false);
      if (answer === null) return;
      if ('nameError' in answer) setNameError(answer.nameError);
      else setSecret(answer.secret);
    });
  };
  return (
    <FormDialog title={intl.formatMessage(m.createTitle)} onClose={onClose}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(m.name)}
          value={name}
          maxLength={50}
          hint={intl.formatMessage(m.nameHint)}
          error={nameError === null ? undefined : validationMessage(intl, nameError, intl.formatMessage(m.name))}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
        />
        <Select<ApiKeyScope>
          label={intl.formatMessage(m.scope)}
          value={scope}
          options={API_KEY_SCOPES.map((value) => ({ value, label: intl.formatMessage(scopeWord[value]) }))}
          onChange={setScope}
        />
        <Select<Expiry>
          label={intl.formatMessage(m.expires)}
          value={expiry}
          options={[
            { value: 'never', label: intl.formatMessage(m.never) },
            ...API_KEY_EXPIRY_CHOICES.map((days) => ({ value: `${days}` as Expiry, label: intl.formatMessage(expiryDaysMessage, { days }) })),
          ]}
          onChange={setExpiry}
        />
        <DialogButtons submitLabel={intl.formatMessage(m.create)} onCancel={onClose} busy={busy} />
      </form>
    </FormDialog>
  );
};
