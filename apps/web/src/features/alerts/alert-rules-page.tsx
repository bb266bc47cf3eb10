import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AlertRule, AlertRuleDraft } from '@yardfleet/contract/endpoints/alert-rules';
import { isFullVersion } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import {
  useAlertRuleListQuery,
  useCreateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  usePauseAlertRuleMutation,
  usePreviewAlertRuleMutation,
  useUpdateAlertRuleMutation,
} from '@yardfleet/data/endpoints/alerts';
import { usePeopleListQuery } from '@yardfleet/data/endpoints/people';
import { usePowerOverviewQuery } from '@yardfleet/data/endpoints/power';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { commonMessages } from '../../shared/i18n/common-messages';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { useCompanyTime } from '../../shared/use-company-time';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';
import { WorkingHoursCard } from '../../shared/working-hours-card';
import { deleteRuleQuestion, rulesMessages as m } from './alert-rules-messages';
import { AlertRulesView, type RulesResult } from './alert-rules-view';
import { RuleEditor } from './lazy-rule-editor';
import type { RuleNames } from './rule-describe';
import { formOfRule, NEW_RULE_FORM, watchesChargers, type RuleErrors, type RuleForm } from './rule-form';
import type { PreviewState } from './rule-preview';

/** The editor while open: the rule it edits (null: a new one) and the fields it starts with. */
interface Editing {
  readonly rule: AlertRule | null;
  readonly initial: RuleForm;
}

/**
 * The connected /alerts/rules (rules 22.1, 22.2, 22.5): the rule list for every member; for the
 * domain's `alert.manage` (admins, managers) the editor (new or edit; the people, tags, warehouses
 * and charge systems it offers read then), preview, pause or resume, delete after a confirmation,
 * each followed by a status toast; the server's field errors reach the editor, which keeps what was
 * typed. The names of tags, warehouses, charge systems and people in the list come from their own
 * reads (people only for roles that may read them). The working hours card follows the list.
 */
export const AlertRulesPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const canManage = can(user?.role ?? null, 'alert.manage');
  const fleet = user !== null && isFullVersion(user);
  const list = useAlertRuleListQuery();
  const tags = useTagListQuery(fleet ? undefined : skipToken);
  const warehouses = useWarehouseListQuery(fleet ? undefined : skipToken);
  const power = usePowerOverviewQuery();
  const people = usePeopleListQuery(can(user?.role ?? null, 'people.view') ? undefined : skipToken);
  const { format } = useCompanyTime();
  const [create, creating] = useCreateAlertRuleMutation();
  const [update, updating] = useUpdateAlertRuleMutation();
  const [pause, pausing] = usePauseAlertRuleMutation();
  const [remove, removing] = useDeleteAlertRuleMutation();
  const [previewRule] = usePreviewAlertRuleMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverErrors, setServerErrors] = useState<RuleErrors>({});
  const [preview, setPreview] = useState<PreviewState>({ kind: 'idle' });
  const [busyId, setBusyId] = useState<string | undefined>(undefined);
  const toast = useSuccessToast();
  const removal = useConfirmedAction(
    (rule: AlertRule) => remove({ id: rule.id }),
    () => toast(m.deleted),
  );

  const personOptions = (people.data?.people ?? []).map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() || p.email }));
  const names: RuleNames = {
    tag: (id) => {
      for (const group of tags.data?.groups ?? []) {
        const tag = group.tags.find((t) => t.id === id);
        if (tag) return `${group.name} · ${tag.name}`;
      }
      return undefined;
    },
    warehouse: (id) => warehouses.data?.warehouses.find((w) => w.id === id)?.name,
    chargeSystem: (id) => power.data?.systems.find((s) => s.id === id)?.name,
    person: people.data === undefined ? undefined : (id) => personOptions.find((p) => p.id === id)?.name,
  };
  const result: RulesResult = useLoadResult(list, (data) => ({ rules: data.rules }));
  const open = (rule: AlertRule | null) => {
    setServerErrors({});
    setPreview({ kind: 'idle' });
    setEditing({ rule, initial: rule === null ? NEW_RULE_FORM : formOfRule(rule) });
  };
  const save = (draft: AlertRuleDraft) => {
    setServerErrors({});
    const rule = editing?.rule ?? null;
    void (rule === null ? create(draft) : update({ id: rule.id, ...draft })).then((answer) => {
      if (answer.error !== undefined) {
        setServerErrors(validationErrorsOf(answer.error));
        return;
      }
      setEditing(null);
      toast(rule === null ? m.created : m.saved);
    });
  };

  return (
    <>
      <AlertRulesView
        result={result}
        canManage={canManage}
        names={names}
        busyId={pausing.isLoading || removing.isLoading ? busyId : undefined}
        onCreate={() => open(null)}
        onEdit={open}
        onPause={(rule, paused) => {
          setBusyId(rule.id);
          void pause({ id: rule.id, paused }).then((answer) => {
            if (answer.error === undefined) toast(paused ? m.pausedToast : m.resumedToast);
          });
        }}
        onDelete={(rule) => {
          setBusyId(rule.id);
          removal.ask(rule);
        }}
        onRetry={() => void list.refetch()}
        workingHours={<WorkingHoursCard canEdit={canManage} />}
      />
      <RuleEditor
        open={editing !== null}
        editing={editing?.rule != null}
        initial={editing?.initial ?? NEW_RULE_FORM}
        people={personOptions}
        tagGroups={tags.data?.groups ?? []}
        warehouses={warehouses.data?.warehouses ?? []}
        chargeSystems={(power.data?.systems ?? []).map((s) => ({ id: s.id, name: s.name }))}
        serverErrors={serverErrors}
        busy={creating.isLoading || updating.isLoading}
        preview={preview}
        formatTime={format}
        onCancel={() => setEditing(null)}
        onSubmit={save}
        onPreview={(draft) => {
          setServerErrors({});
          setPreview({ kind: 'loading' });
          void previewRule({ draft }).then((answer) => {
            if (answer.error !== undefined) {
              setServerErrors(validationErrorsOf(answer.error));
              setPreview({ kind: 'idle' });
              return;
            }
            setPreview({ kind: 'ready', preview: answer.data, chargers: watchesChargers(draft) });
          });
        }}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={intl.formatMessage(m.deleteTitle)}
        message={removal.target ? intl.formatMessage(deleteRuleQuestion, { name: removal.target.name }) : ''}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading}
      />
    </>
  );
};

export const Component = AlertRulesPage;
