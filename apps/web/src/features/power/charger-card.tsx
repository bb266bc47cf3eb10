import { useIntl } from 'react-intl';
import type { ChargerView } from '@yardfleet/contract/endpoints/power';
import { lastSeenText } from '../../shared/i18n/equipment-words';
import { OnlineStatusPill } from '../../shared/equipment-cells';
import { deviceWords } from '../../shared/i18n/device-words';
import { dailyAverageWord } from '../../shared/i18n/power-words';
import { Card, Field, FieldList } from './detail-parts';
import { ErrorSuggestion } from './error-suggestion';
import { PortItem, type PortTimeFormat } from './port-item';
import { formatInTimeZone, formatKwh } from './power-format';
import { detailMessages } from './power-detail-messages';
import { chargerAnchor, portAnchor } from './topology-nodes';

/**
 * One charger of a charge system (rules 3.10) as a card at #charger-<id>: model, serial number,
 * firmware, online status and last report (relative, the exact time in the company's time zone as
 * its title), its own error with the suggested fix, energy charged today, the historical total and
 * the daily average (kWh), then its ports.
 */
export const ChargerCard = ({ charger, now, format }: { readonly charger: ChargerView; readonly now: Date; readonly format: PortTimeFormat }) => {
  const intl = useIntl();
  return (
    <Card id={chargerAnchor(charger.id)} title={charger.name}>
      <FieldList>
        <Field label={intl.formatMessage(deviceWords.model)}>{charger.model}</Field>
        <Field label={intl.formatMessage(deviceWords.serialNumber)}>
          <span className="font-mono">{charger.serialNumber}</span>
        </Field>
        <Field label={intl.formatMessage(deviceWords.firmwareVersion)}>
          <span className="font-mono">{charger.firmwareVersion}</span>
        </Field>
        <Field label={intl.formatMessage(deviceWords.status)}>
          <OnlineStatusPill status={charger.onlineStatus} />
        </Field>
        <Field label={intl.formatMessage(detailMessages.lastReport)}>
          {charger.lastReportAt === null ? (
            lastSeenText(intl, null, now)
          ) : (
            <time dateTime={charger.lastReportAt} title={formatInTimeZone(intl, charger.lastReportAt, format.timeZone, format.region)}>
              {lastSeenText(intl, charger.lastReportAt, now)}
            </time>
          )}
        </Field>
        <Field label={intl.formatMessage(detailMessages.energyToday)}>{formatKwh(intl, charger.energyTodayWh)}</Field>
        <Field label={intl.formatMessage(detailMessages.historicalTotal)}>{formatKwh(intl, charger.historicalTotalWh)}</Field>
        <Field label={intl.formatMessage(dailyAverageWord)}>{formatKwh(intl, charger.dailyAverageWh)}</Field>
      </FieldList>
      {charger.error !== null ? <ErrorSuggestion error={charger.error} /> : null}
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{intl.formatMessage(detailMessages.ports)}</h3>
      <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {charger.ports.map((port) => (
          <PortItem key={port.number} id={portAnchor(charger.id, port.number)} port={port} format={format} lastReportAt={charger.lastReportAt} />
        ))}
      </ul>
    </Card>
  );
};
