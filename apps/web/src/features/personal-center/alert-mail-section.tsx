import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { MailMode, MailPreference } from '@yardfleet/contract/endpoints/alert-settings';
import { validateMailPreference } from '@yardfleet/domain/alerts/mail-delivery';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { useMyAlertSettingsQuery, useSetMyAlertSettingsMutation } from '@yardfleet/data/endpoints/alerts';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { Button } from '@yardfleet/ui/button';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { TextField } from '@yardfleet/ui/text-field';
import { mailModeWords } from '../../shared/i18n/alert-words';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';
import { Section } from './section';

const messages = defineMessages({
  title: { id: 'personal.alertMail', defaultMessage: 'Alert mail', description: 'Section heading: how alert mails reach the user (rules 22.3)' },
  intro: {
    id: 'personal.alertMail.intro',
    defaultMessage: 'Alerts always show in the app. Choose how the e-mails of rules that mail reach you.',
    description: 'Sentence under the alert mail heading',
  },
  mode: { id: 'personal.alertMail.mode', defaultMessage: 'Alert e-mails', description: 'Legend of the mail mode radios' },
  quiet: { id: 'personal.alertMail.quiet', defaultMessage: 'Quiet hours (no alert e-mails during them)', description: 'Checkbox turning quiet hours on' },
  quietStart: { id: 'personal.alertMail.quietStart', defaultMessage: 'Quiet from (HH:MM)', description: 'Start of the quiet hours' },
  quietEnd: { id: 'personal.alertMail.quietEnd', defaultMessage: 'Quiet until (HH:MM)', description: 'End of the quiet hours' },
  quietHint: {
    id: 'personal.alertMail.quietHint',
    defaultMessage: 'In the company’s time zone; may run past midnight (22:00 to 07:00). Mail waits until they end.',
    description: 'Hint under the quiet hours',
  },
  save: { id: 'personal.alertMail.save', defaultMessage: 'Save alert mail settings', description: 'Button' },
  saved: { id: 'personal.alertMail.saved', defaultMessage: 'Alert mail settings saved.', description: 'Success toast' },
  loadFailed: { id: 'personal.alertMail.loadFailed', defaultMessage: 'Your alert mail settings could not be loaded.', description: 'Error state' },
});

/** What each mode sends (rules 22.3). */
const modeHints = defineMessages({
  immediate: { id: 'personal.alertMail.hint.immediate', defaultMessage: 'One e-mail per alert, as it opens.', description: 'Mail mode explanation' },
  hourly: {
    id: 'personal.alertMail.hint.hourly',
    defaultMessage: 'At each full hour, one e-mail with the alerts since the last.',
    description: 'Mail mode explanation',
  },
  daily: { id: 'personal.alertMail.hint.daily', defaultMessage: 'Every day at 08:00, one e-mail with the day’s alerts.', description: 'Mail mode explanation' },
  off: { id: 'personal.alertMail.hint.off', defaultMessage: 'No alert e-mails; the app still shows your alerts.', description: 'Mail mode explanation' },
} satisfies Record<MailMode, MessageDescriptor>);

const MODES: readonly MailMode[] = ['immediate', 'hourly', 'daily', 'off'];

/** The form's fields as typed: the quiet hours kept while they are off. */
interface MailForm {
  readonly mode: MailMode;
  readonly quiet: boolean;
  readonly start: string;
  readonly end: string;
}

const formOf = (pref: MailPreference): MailForm => ({
  mode: pref.mode,
  quiet: pref.quietHours !== null,
  start: pref.quietHours?.start ?? '22:00',
  end: pref.quietHours?.end ?? '07:00',
});
const preferenceOf = (form: MailForm): MailPreference => ({
  mode: form.mode,
  quietHours: form.quiet ? { start: form.start.trim(), end: form.end.trim() } : null,
});

/**
 * "Alert mail" in My Account (rules 22.3, 22.5): how the user's alert e-mails come (immediately,
 * hourly or daily digest, off; each explained) and optional quiet hours. Checked with the domain's
 * rule before sending; the server's field errors (`quietHours.end`) show at their fields, what was
 * typed kept; a status toast after saving.
 */
export const AlertMailSection = () => {
  const intl = useIntl();
  const ids = useId();
  const query = useMyAlertSettingsQuery();
  const [save, saving] = useSetMyAlertSettingsMutation();
  const [edited, setEdited] = useState<MailForm | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, ValidationError>>>({});
  const toast = useSuccessToast();
  const title = intl.formatMessage(messages.title);
  const result = useLoadResult(query, (pref) => ({ pref }));
  const placeholder = useLoadPlaceholder(result, intl.formatMessage(messages.loadFailed), () => void query.refetch());
  if (result.kind !== 'ready') return <Section title={title}>{placeholder}</Section>;
  const form = edited ?? formOf(result.pref);
  const change = (patch: Partial<MailForm>) => setEdited({ ...form, ...patch });
  const errorOf = (field: string, label: string) => {
    const error = errors[field];
    return error ? validationMessage(intl, error, label) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateMailPreference(preferenceOf(form));
    if (E.isLeft(checked)) {
      setErrors(checked.left);
      return;
    }
    setErrors({});
    void save(checked.right).then((answer) => {
      if (answer.error !== undefined) {
        setErrors(validationErrorsOf(answer.error));
        return;
      }
      setEdited(null);
      toast(messages.saved);
    });
  };
  return (
    <Section title={title}>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{intl.formatMessage(messages.mode)}</legend>
          {MODES.map((mode) => (
            <div key={mode} className="flex items-start gap-2">
              <input
                id={`${ids}-${mode}`}
                type="radio"
                name={`${ids}-mode`}
                checked={form.mode === mode}
                onChange={() => change({ mode })}
                aria-describedby={`${ids}-${mode}-hint`}
                className="mt-0.5 size-4 accent-emerald-700"
              />
              <div className="flex flex-col">
                <label htmlFor={`${ids}-${mode}`} className="text-sm font-medium text-slate-800">
                  {intl.formatMessage(mailModeWords[mode])}
                </label>
                <p id={`${ids}-${mode}-hint`} className="text-xs text-slate-600">
                  {intl.formatMessage(modeHints[mode])}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Checkbox label={intl.formatMessage(messages.quiet)} checked={form.quiet} onChange={(quiet) => change({ quiet })} />
        {form.quiet ? (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap gap-3">
              {(['start', 'end'] as const).map((part) => {
                const label = intl.formatMessage(part === 'start' ? messages.quietStart : messages.quietEnd);
                return (
                  <TextField
                    key={part}
                    label={label}
                    value={form[part]}
                    inputMode="numeric"
                    autoComplete="off"
                    className="w-40"
                    error={errorOf(`quietHours.${part}`, label)}
                    onChange={(event) => change({ [part]: event.target.value })}
                  />
                );
              })}
            </div>
            <p className="text-xs text-slate-500">{intl.formatMessage(messages.quietHint)}</p>
          </div>
        ) : null}
        <Button type="submit" className="self-start" disabled={saving.isLoading}>
          {intl.formatMessage(messages.save)}
        </Button>
      </form>
    </Section>
  );
};
