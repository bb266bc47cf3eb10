import { useIntl } from 'react-intl';
import type { BatteryView, PortView } from '@yardfleet/contract/endpoints/power';
import { batteryHealthMessageKey } from '@yardfleet/domain/machines/battery-health';
import type { Region } from '@yardfleet/domain/locale/region';
import { AlertIcon } from '@yardfleet/ui/icons';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { batteryHealthWords, batteryWords, chargeCyclesValue } from '../../shared/i18n/battery-words';
import { batteryKindWords, chargeStateWords } from '../../shared/i18n/power-words';
import { ChargeStatePill } from './charge-state-pill';
import { FOCUSED_HEADING, Field, FieldList } from './detail-parts';
import { ErrorSuggestion } from './error-suggestion';
import { formatInTimeZone, formatWatts, hoursAndMinutes } from './power-format';
import { detailMessages, portTitle, remainingTime, stateOfChargeBar } from './power-detail-messages';
import { lastReportedState } from './power-messages';
import { UnknownStatePill } from './unknown-state';

/** How the detail shows times: the company's IANA time zone and the page's region (date order). */
export interface PortTimeFormat {
  readonly timeZone: string;
  readonly region: Region;
}

/** State of charge (%) as a bar with its number; "Unknown" when the battery does not say. */
const StateOfCharge = ({ battery }: { readonly battery: BatteryView }) => {
  const intl = useIntl();
  const percent = battery.stateOfChargePercent;
  if (percent === null) return <>{intl.formatMessage(detailMessages.stateOfChargeUnknown)}</>;
  return (
    <span className="flex items-center gap-2">
      <span
        role="meter"
        aria-label={intl.formatMessage(stateOfChargeBar, { serial: battery.serialNumber })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular-nums">{intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 })}</span>
    </span>
  );
};

/** The charge time fields: none for legacy batteries (rules 11.5), the remaining time and completion while an estimate exists. */
const ChargeTime = ({ port, battery, format }: { readonly port: PortView; readonly battery: BatteryView; readonly format: PortTimeFormat }) => {
  const intl = useIntl();
  if (battery.legacy) return <Field label={intl.formatMessage(detailMessages.remaining)}>{intl.formatMessage(detailMessages.legacyNoEstimate)}</Field>;
  if (port.remainingSeconds === null || port.estimatedCompletionAt === null) return null;
  return (
    <>
      <Field label={intl.formatMessage(detailMessages.remaining)}>{intl.formatMessage(remainingTime, hoursAndMinutes(port.remainingSeconds))}</Field>
      <Field label={intl.formatMessage(detailMessages.completion)}>
        <time dateTime={port.estimatedCompletionAt}>{formatInTimeZone(intl, port.estimatedCompletionAt, format.timeZone, format.region)}</time>
      </Field>
    </>
  );
};

/** The battery of a port (rules 3.10, 4.7): kind and serial, state of charge, charge time, health and optimization. */
const BatteryFields = ({ port, battery, format }: { readonly port: PortView; readonly battery: BatteryView; readonly format: PortTimeFormat }) => {
  const intl = useIntl();
  return (
    <FieldList compact>
      <Field label={intl.formatMessage(detailMessages.power)}>{formatWatts(intl, port.powerW)}</Field>
      <Field label={intl.formatMessage(detailMessages.battery)}>
        {intl.formatMessage(batteryKindWords[battery.kind])} · <span className="font-mono">{battery.serialNumber}</span>
      </Field>
      <Field label={intl.formatMessage(detailMessages.stateOfCharge)}>
        <StateOfCharge battery={battery} />
      </Field>
      <ChargeTime port={port} battery={battery} format={format} />
      <Field label={intl.formatMessage(batteryWords.maxCapacity)}>
        {intl.formatNumber(battery.maxCapacityPercent / 100, { style: 'percent', maximumFractionDigits: 0 })}
      </Field>
      <Field label={intl.formatMessage(batteryWords.chargeCycles)}>{intl.formatMessage(chargeCyclesValue, { count: battery.chargeCycleCount })}</Field>
      <Field label={intl.formatMessage(batteryWords.health)}>
        {battery.health === 'normal' ? (
          <StatusPill tone="green">{intl.formatMessage(batteryHealthWords[batteryHealthMessageKey('normal', format.region)])}</StatusPill>
        ) : (
          <span className="flex items-start gap-2 text-amber-900">
            <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>{intl.formatMessage(batteryHealthWords[batteryHealthMessageKey('low', format.region)])}</span>
          </span>
        )}
      </Field>
      <Field label={intl.formatMessage(batteryWords.optimization)}>
        {intl.formatMessage(battery.optimizationActive ? batteryWords.optimizationActive : batteryWords.optimizationInactive)}
      </Field>
    </FieldList>
  );
};

/**
 * One port of a charger (rules 3.10, 4.6): its number, state (a pill in the domain's tone; while its
 * charger is offline "Unknown since 14:05" from the charger's `lastReportAt` and the state it last
 * reported, rules 11.7), its error with the suggested fix, and the charging power (W) and battery
 * on it (or "No battery on this port").
 * `id` is the port's anchor (#port-<charger>-<number>), which the topology opens; its heading then takes the focus.
 */
export const PortItem = ({
  id,
  port,
  format,
  lastReportAt,
}: {
  readonly id: string;
  readonly port: PortView;
  readonly format: PortTimeFormat;
  readonly lastReportAt: string | null;
}) => {
  const intl = useIntl();
  const title = intl.formatMessage(portTitle, { number: port.number });
  return (
    <li id={id} className="flex scroll-mt-4 flex-col gap-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h4 tabIndex={-1} className={`text-sm font-semibold text-slate-900 ${FOCUSED_HEADING}`}>
          {title}
        </h4>
        {port.stateKnown ? (
          <ChargeStatePill state={port.state} />
        ) : (
          <>
            <UnknownStatePill since={lastReportAt} timeZone={format.timeZone} />
            <span className="text-xs text-slate-600">{intl.formatMessage(lastReportedState, { state: intl.formatMessage(chargeStateWords[port.state]) })}</span>
          </>
        )}
      </div>
      {port.error !== null ? <ErrorSuggestion error={port.error} /> : null}
      {port.battery === null ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(detailMessages.noBattery)}</p>
      ) : (
        <BatteryFields port={port} battery={port.battery} format={format} />
      )}
    </li>
  );
};
