import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PowerFigures as Figures } from '@yardfleet/contract/endpoints/power';
import { formatKwh } from './power-format';
import { powerMessages } from './power-messages';

/**
 * The figures at the top of the power screens (rules 11.7): chargers online and offline,
 * batteries charging, ready and faulty (live states only), chargers needing attention (an error
 * code, a port overheating or in error), ports unknown (their charger is offline), energy charged
 * today and this month (kWh, one decimal, the unit in a smaller type), as a description list
 * named "Power figures". The grid follows the width it is given (a container query, so the side
 * bar counts): 2 cards a row, 3 from 32 rem, all 9 from 72 rem; a value may wrap its unit under
 * the number but never runs out of its card.
 */
export const PowerFigures = ({ figures }: { readonly figures: Figures }) => {
  const intl = useIntl();
  const number = (value: string) => <span className="text-xl font-semibold text-slate-900">{value}</span>;
  const count = (value: number) => number(intl.formatNumber(value));
  // The translated "12.4 kWh" with its number in the large type and the unit (before or after it) small.
  const kwh = (wattHours: number): ReactNode => {
    const text = formatKwh(intl, wattHours);
    const value = intl.formatNumber(wattHours / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const at = text.indexOf(value);
    if (at < 0) return number(text);
    return (
      <>
        {text.slice(0, at)}
        {number(value)}
        {text.slice(at + value.length)}
      </>
    );
  };
  const items: readonly { readonly label: string; readonly value: ReactNode }[] = [
    { label: intl.formatMessage(powerMessages.chargersOnline), value: count(figures.chargersOnline) },
    { label: intl.formatMessage(powerMessages.chargersOffline), value: count(figures.chargersOffline) },
    { label: intl.formatMessage(powerMessages.batteriesCharging), value: count(figures.batteriesCharging) },
    { label: intl.formatMessage(powerMessages.batteriesReady), value: count(figures.batteriesReady) },
    { label: intl.formatMessage(powerMessages.batteriesFaulty), value: count(figures.batteriesFaulty) },
    { label: intl.formatMessage(powerMessages.chargersNeedingAttention), value: count(figures.chargersNeedingAttention) },
    { label: intl.formatMessage(powerMessages.portsUnknown), value: count(figures.portsUnknown) },
    { label: intl.formatMessage(powerMessages.energyToday), value: kwh(figures.energyTodayWh) },
    { label: intl.formatMessage(powerMessages.energyThisMonth), value: kwh(figures.energyThisMonthWh) },
  ];
  return (
    <section aria-label={intl.formatMessage(powerMessages.figures)} className="@container">
      <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @6xl:grid-cols-9">
        {items.map((item) => (
          <div key={item.label} className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.label}</dt>
            <dd className="mt-auto break-words text-sm font-medium tabular-nums text-slate-700">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
