import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AlertRuleDraft } from '@yardfleet/contract/endpoints/alert-rules';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { Button } from '@yardfleet/ui/button';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { TextField } from '@yardfleet/ui/text-field';
import { DialogButtons } from '../../shared/dialog-buttons';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { RuleConditionFields } from './rule-condition-fields';
import { editorMessages as m, errorCodeLabel } from './rule-editor-messages';
import { checkedDraft, errorsByField, type RuleErrors, type RuleForm } from './rule-form';
import { RulePreview, type PreviewState } from './rule-preview';
import { RuleRecipientsFields, type PersonOption } from './rule-recipients-fields';
import { RuleScopeFields, type ChargeSystemOption } from './rule-scope-fields';

export interface RuleEditorProps {
  readonly open: boolean;
  /** True for an existing rule ("Edit alert rule"), false for a new one. */
  readonly editing: boolean;
  /** The fields the editor starts with. */
  readonly initial: RuleForm;
  readonly people: readonly PersonOption[];
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly warehouses: readonly WarehouseView[];
  readonly chargeSystems: readonly ChargeSystemOption[];
  /** The server's field errors by path (1170010001 of save or preview), shown at their fields until the next try. */
  readonly serverErrors: RuleErrors;
  readonly busy: boolean;
  readonly preview: PreviewState;
  readonly formatTime: (iso: string) => string;
  readonly onCancel: () => void;
  readonly onSubmit: (draft: AlertRuleDraft) => void;
  readonly onPreview: (draft: AlertRuleDraft) => void;
}

/**
 * The alert rule editor (rules 22.1 to 22.5) for admins and managers, in a FormDialog: name, what
 * to watch and its parameters, which machines or charge systems, who is told (people and roles),
 * e-mail, escalation (minutes and recipients), hold time and reopen window. The domain's rule
 * check runs on "Save rule" and "Preview" (errors at their fields, the first field focused); the
 * server's field errors show at their fields too. What was typed is kept in every case. "Preview"
 * replays the last 7 days through the draft (rules 22.5) and shows the answer above the buttons.
 */
export const RuleEditor = (props: RuleEditorProps) => {
  const intl = useIntl();
  const ids = useId();
  const [form, setForm] = useState<RuleForm>(props.initial);
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const client = checkedDraft(form);
  const shown: RuleErrors = { ...errorsByField(props.serverErrors), ...(tried && E.isLeft(client) ? errorsByField(client.left) : {}) };
  const errorOf = (field: string, label: string): string | undefined => {
    const error = shown[field];
    if (error === undefined) return undefined;
    const index = 'field' in error ? /^(?:draft\.)?condition\.errorCodes\.(\d+)$/.exec(error.field)?.[1] : undefined;
    return validationMessage(intl, error, index === undefined ? label : intl.formatMessage(errorCodeLabel, { number: Number(index) + 1 }));
  };
  const run = (then: (draft: AlertRuleDraft) => void) => {
    setTried(true);
    if (E.isRight(client)) then(client.right);
    // The errors render with the next paint: focus the first refused field then.
    else setTimeout(() => document.getElementById(`${ids}-form`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(props.onSubmit);
  };
  const anyError = Object.keys(shown).length > 0;
  return (
    <FormDialog
      title={intl.formatMessage(props.editing ? m.editTitle : m.createTitle)}
      onClose={props.onCancel}
      panelClassName="relative flex max-h-full w-full max-w-2xl flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
    >
      <form id={`${ids}-form`} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
        <TextField
          label={intl.formatMessage(m.name)}
          value={form.name}
          maxLength={200}
          autoComplete="off"
          error={errorOf('name', intl.formatMessage(m.name))}
          onChange={(event) => change({ name: event.target.value })}
        />
        <RuleConditionFields form={form} warehouses={props.warehouses} errorOf={errorOf} onChange={change} />
        <RuleScopeFields
          form={form}
          tagGroups={props.tagGroups}
          warehouses={props.warehouses}
          chargeSystems={props.chargeSystems}
          error={errorOf('scope', intl.formatMessage(m.scope))}
          errorId={`${ids}-scope-error`}
          onChange={change}
        />
        <div className="flex flex-col gap-1">
          <RuleRecipientsFields
            legend={intl.formatMessage(m.recipients)}
            value={form.recipients}
            people={props.people}
            error={errorOf('recipients', intl.formatMessage(m.recipients))}
            onChange={(recipients) => change({ recipients })}
          />
          <p className="text-xs text-slate-500">{intl.formatMessage(m.recipientsHint)}</p>
        </div>
        <Checkbox label={intl.formatMessage(m.email)} checked={form.email} onChange={(email) => change({ email })} />
        <div className="flex flex-col gap-3">
          <Checkbox label={intl.formatMessage(m.escalate)} checked={form.escalate} onChange={(escalate) => change({ escalate })} />
          {form.escalate ? (
            <>
              <TextField
                label={intl.formatMessage(m.escalationMinutes)}
                value={form.escalationMinutes}
                inputMode="numeric"
                autoComplete="off"
                className="max-w-xs"
                error={errorOf('escalation.afterMinutes', intl.formatMessage(m.escalationMinutes))}
                onChange={(event) => change({ escalationMinutes: event.target.value })}
              />
              <RuleRecipientsFields
                legend={intl.formatMessage(m.escalationRecipients)}
                value={form.escalationRecipients}
                people={props.people}
                error={errorOf('escalation.recipients', intl.formatMessage(m.escalationRecipients))}
                onChange={(escalationRecipients) => change({ escalationRecipients })}
              />
            </>
          ) : null}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage(m.holdMinutes)}
            hint={intl.formatMessage(m.holdMinutesHint)}
            value={form.holdMinutes}
            inputMode="numeric"
            autoComplete="off"
            error={errorOf('holdMinutes', intl.formatMessage(m.holdMinutes))}
            onChange={(event) => change({ holdMinutes: event.target.value })}
          />
          <TextField
            label={intl.formatMessage(m.reopenWithinMinutes)}
            hint={intl.formatMessage(m.reopenWithinMinutesHint)}
            value={form.reopenWithinMinutes}
            inputMode="numeric"
            autoComplete="off"
            error={errorOf('reopenWithinMinutes', intl.formatMessage(m.reopenWithinMinutes))}
            onChange={(event) => change({ reopenWithinMinutes: event.target.value })}
          />
        </div>
        <RulePreview state={props.preview} formatTime={props.formatTime} />
        {anyError ? (
          <p role="alert" className="text-sm text-red-700">
            {intl.formatMessage(m.fixErrors)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            disabled={props.busy || props.preview.kind === 'loading'}
            onClick={() => run((draft) => props.onPreview({ ...draft, paused: false }))}
          >
            {intl.formatMessage(m.preview)}
          </Button>
          <DialogButtons className="flex gap-2" submitLabel={intl.formatMessage(m.save)} onCancel={props.onCancel} busy={props.busy} />
        </div>
      </form>
    </FormDialog>
  );
};
