import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { EquipmentId } from '@yardfleet/domain/entities/ids';
import { useEquipmentAlertsQuery } from '@yardfleet/data/endpoints/alerts';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';
import { alertKindWords, alertStatusWords } from '../../shared/i18n/alert-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { TextLink } from '../../shared/text-link';
import { useCompanyTime } from '../../shared/use-company-time';
import { useLoadResult } from '../../shared/use-load-result';
import { DetailCard } from './detail-card';

const messages = defineMessages({
  title: { id: 'equipmentDetail.alerts', defaultMessage: 'Open alerts', description: 'Card heading: the machine’s open and acknowledged alerts (rules 22.5)' },
  none: { id: 'equipmentDetail.alerts.none', defaultMessage: 'No open alerts for this machine.', description: 'The machine has no open or acknowledged alert' },
  loadFailed: { id: 'equipmentDetail.alerts.loadFailed', defaultMessage: 'The alerts could not be loaded.', description: 'Error state of the alerts card' },
  all: { id: 'equipmentDetail.alerts.all', defaultMessage: 'All alerts of this machine', description: 'Link to /alerts filtered to the machine' },
});
const openedLine = defineMessage<{ rule: string; time: string }>({
  id: 'equipmentDetail.alerts.opened',
  defaultMessage: '{rule} · opened {time}',
  description: 'Under an alert of the machine: its rule and when it opened',
});

/** The pill colour of an alert that is not resolved: open asks for attention, acknowledged is being dealt with. */
const TONE = { open: 'red', acknowledged: 'amber', resolved: 'green' } as const;

/**
 * The machine's open and acknowledged alerts (rules 22.5) on its detail page, newest first: status,
 * kind in words (with the error code), rule and when it opened (company time); "No open alerts" when
 * none; then a link to /alerts filtered to the machine. Read once the first screen has painted.
 */
export const OpenAlertsCard = ({ equipmentId }: { readonly equipmentId: EquipmentId }) => {
  const intl = useIntl();
  const { format } = useCompanyTime();
  const query = useEquipmentAlertsQuery({ equipmentId }, { skip: !useBackgroundReadsAllowed() });
  const result = useLoadResult(query, (data) => ({ items: data.items }));
  const placeholder = useLoadPlaceholder(result, intl.formatMessage(messages.loadFailed), () => void query.refetch());
  return (
    <DetailCard title={intl.formatMessage(messages.title)}>
      {result.kind !== 'ready' ? (
        placeholder
      ) : result.items.length === 0 ? (
        <Placeholder kind="empty" title={intl.formatMessage(messages.none)} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {result.items.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm">
              <StatusPill tone={TONE[alert.status]}>{intl.formatMessage(alertStatusWords[alert.status])}</StatusPill>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-slate-900">
                  {intl.formatMessage(alertKindWords[alert.kind])}
                  {alert.detail.errorCode ? ` · ${alert.detail.errorCode}` : ''}
                </span>
                <span className="text-xs text-slate-600">{intl.formatMessage(openedLine, { rule: alert.ruleName, time: format(alert.openedAt) })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TextLink to={`/alerts?${new URLSearchParams({ machine: equipmentId }).toString()}`}>{intl.formatMessage(messages.all)}</TextLink>
    </DetailCard>
  );
};
