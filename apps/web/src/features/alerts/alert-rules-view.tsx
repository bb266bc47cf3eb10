import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type RowActions, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import type { LoadResult } from '@yardfleet/data/load-result';
import { alertKindWords } from '../../shared/i18n/alert-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { deleteRuleLabel, editRuleLabel, pauseRuleLabel, resumeRuleLabel, rulesMessages as m } from './alert-rules-messages';
import { AlertsSections } from './alerts-sections';
import { describeEscalation, describeRecipients, describeScope, type RuleNames } from './rule-describe';

/** What the rule list shows: loading, an error (with the server's text), or the company's rules. */
export type RulesResult = LoadResult<{ rules: readonly AlertRule[] }>;

export interface AlertRulesViewProps {
  readonly result: RulesResult;
  /** The domain's `alert.manage` for the viewer (admin, manager): new, edit, pause and delete. */
  readonly canManage: boolean;
  readonly names: RuleNames;
  /** The rule whose pause or delete runs (its buttons are disabled). */
  readonly busyId?: string | undefined;
  readonly onCreate: () => void;
  readonly onEdit: (rule: AlertRule) => void;
  readonly onPause: (rule: AlertRule, paused: boolean) => void;
  readonly onDelete: (rule: AlertRule) => void;
  readonly onRetry: () => void;
  /** The working hours card under the list. */
  readonly workingHours: ReactNode;
}

const NO_RULES: readonly AlertRule[] = [];

/**
 * /alerts/rules (rules 22.1, 22.5): the company's alert rules by name (every member reads them): name,
 * kind in words, what it watches, who is told (and the escalation), e-mail on or off, active or
 * paused. Admins and managers get "New rule" and per row Edit, Pause or Resume and Delete;
 * employees read the list only. Then the working hours (rules 22.2). Props in, callbacks out.
 */
export const AlertRulesView = (props: AlertRulesViewProps) => {
  const intl = useIntl();
  const { result, names } = props;
  const columns: TableColumn<AlertRule>[] = [
    { key: 'name', header: intl.formatMessage(m.columnName), rowHeader: true, cell: (rule) => rule.name, className: 'break-words' },
    { key: 'kind', header: intl.formatMessage(m.columnKind), cell: (rule) => intl.formatMessage(alertKindWords[rule.condition.kind]) },
    { key: 'scope', header: intl.formatMessage(m.columnScope), cell: (rule) => describeScope(intl, rule, names) },
    {
      key: 'recipients',
      header: intl.formatMessage(m.columnRecipients),
      cell: (rule) => {
        const escalation = describeEscalation(intl, rule, names);
        return (
          <span className="flex flex-col max-lg:items-end">
            <span>{describeRecipients(intl, rule.recipients, names)}</span>
            {escalation !== undefined ? <span className="text-xs text-slate-600">{escalation}</span> : null}
          </span>
        );
      },
    },
    { key: 'email', header: intl.formatMessage(m.columnEmail), cell: (rule) => intl.formatMessage(rule.channels.email ? m.emailOn : m.emailOff) },
    {
      key: 'state',
      header: intl.formatMessage(m.columnState),
      cell: (rule) =>
        rule.paused ? (
          <StatusPill tone="gray">{intl.formatMessage(m.paused)}</StatusPill>
        ) : (
          <StatusPill tone="green">{intl.formatMessage(m.active)}</StatusPill>
        ),
    },
  ];
  const actions: RowActions<AlertRule> | undefined = props.canManage
    ? {
        header: intl.formatMessage(screenWords.actions),
        cell: (rule) => (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" aria-label={intl.formatMessage(editRuleLabel, { name: rule.name })} onClick={() => props.onEdit(rule)}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={props.busyId === rule.id}
              aria-label={intl.formatMessage(rule.paused ? resumeRuleLabel : pauseRuleLabel, { name: rule.name })}
              onClick={() => props.onPause(rule, !rule.paused)}
            >
              {intl.formatMessage(rule.paused ? m.resume : m.pause)}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={props.busyId === rule.id}
              aria-label={intl.formatMessage(deleteRuleLabel, { name: rule.name })}
              onClick={() => props.onDelete(rule)}
            >
              {intl.formatMessage(m.delete)}
            </Button>
          </div>
        ),
      }
    : undefined;
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(m.loadFailed), props.onRetry) ??
    (result.kind === 'ready' && result.rules.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(m.empty)} /> : undefined);
  return (
    <section className="flex flex-col gap-4">
      <AlertsSections title={intl.formatMessage(routeTitles.alertRules)} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-600">{intl.formatMessage(m.intro)}</p>
        {props.canManage ? (
          <Button onClick={props.onCreate}>{intl.formatMessage(m.create)}</Button>
        ) : (
          <p className="text-sm text-slate-600">{intl.formatMessage(m.readOnly)}</p>
        )}
      </div>
      <ResponsiveTable
        caption={intl.formatMessage(routeTitles.alertRules)}
        fillHeight={false}
        columns={columns}
        rows={result.kind === 'ready' ? result.rules : NO_RULES}
        rowKey={(rule) => rule.id}
        rowActions={actions}
        placeholder={placeholder}
      />
      {props.workingHours}
    </section>
  );
};
