import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CreateWebhookRequest, WebhookEventKind } from '@yardfleet/contract/endpoints/webhooks';
import { WEBHOOK_EVENT_KINDS } from '@yardfleet/domain/webhooks/webhook-events';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { FieldError } from '@yardfleet/ui/field-error';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { TextField } from '@yardfleet/ui/text-field';
import { DialogButtons } from '../../shared/dialog-buttons';
import { SecretDialog } from './secret-dialog';
import { eventKindWords, webhookMessages as m } from './webhooks-messages';

/** What the server said about the fields: the URL refused (1170010001 `{ url }`) or no event (`{ events }`). */
export interface WebhookFieldErrors {
  readonly url?: boolean;
  readonly events?: boolean;
}

export interface CreateWebhookDialogProps {
  /** Sends the request; resolves with the secret to show once, the field errors, or null when the error policy dealt with a failure. */
  readonly onCreate: (request: CreateWebhookRequest) => Promise<{ readonly secret: string } | { readonly errors: WebhookFieldErrors } | null>;
  readonly onClose: () => void;
  /** Start on the "shown once" step with this secret (stories). */
  readonly initialSecret?: string;
}

/**
 * The create dialog (docs/api.md "Webhooks"): the URL (https; the server refuses private
 * addresses, credentials and, in production, http) and the events, as checkboxes (at least one).
 * Once created it shows the endpoint's signing secret this one time.
 */
export const CreateWebhookDialog = ({ onCreate, onClose, initialSecret }: CreateWebhookDialogProps) => {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly WebhookEventKind[]>(['equipment.changed']);
  const [errors, setErrors] = useState<WebhookFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(initialSecret ?? null);
  if (secret !== null) return <SecretDialog secret={secret} onClose={onClose} />;
  const toggle = (kind: WebhookEventKind, on: boolean) => {
    setEvents((now) => (on ? [...now, kind] : now.filter((k) => k !== kind)));
    setErrors((e) => ({ ...e, events: false }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) return setErrors((e) => ({ ...e, events: true }));
    setBusy(true);
    void onCreate({ url: url.trim(), events: [...events] }).then((answer) => {
      setBusy(false);
      if (answer === null) return;
      if ('errors' in answer) setErrors(answer.errors);
      else setSecret(answer.secret);
    });
  };
  return (
    <FormDialog title={intl.formatMessage(m.createTitle)} onClose={onClose}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(m.url)}
          value={url}
          type="url"
          placeholder="https://"
          hint={intl.formatMessage(m.urlHint)}
          error={errors.url === true ? intl.formatMessage(m.urlInvalid) : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((x) => ({ ...x, url: false }));
          }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{intl.formatMessage(m.events)}</legend>
          {WEBHOOK_EVENT_KINDS.map((kind) => (
            <Checkbox key={kind} label={intl.formatMessage(eventKindWords[kind])} checked={events.includes(kind)} onChange={(on) => toggle(kind, on)} />
          ))}
          <FieldError id="webhook-events-error" error={errors.events === true ? intl.formatMessage(m.eventsRequired) : undefined} />
        </fieldset>
        <DialogButtons submitLabel={intl.formatMessage(m.create)} onCancel={onClose} busy={busy} />
      </form>
    </FormDialog>
  );
};
