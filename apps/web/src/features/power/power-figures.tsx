import { useIntl } from 'react-intl';
import type { PowerFigures as Figures } from '@yardfleet/contract/endpoints/power';
import { formatKwh } from './power-format';
import { powerMessages } from './power-messages';

/**
 * The figures at the top of the power screens (issue 9 item 2): chargers online and offline,
 * batteries charging, ready and faulty, energy charged today and this month (kWh, one decimal),
 * as a description list named "Power figures".
 */
export const PowerFigures = ({ figures }: { readonly figures: Figures }) => {
  const intl = useIntl();
  const count = (value: number) => intl.formatNumber(value);
  const items: readonly { readonly label: string; readonly value: string }[] = [
    { label: intl.formatMessage(powerMessages.chargersOnline), value: count(figures.chargersOnline) },
    { label: intl.formatMessage(powerMessages.chargersOffline), value: count(figures.chargersOffline) },
    { label: intl.formatMessage(powerMessages.batteriesCharging), value: count(figures.batteriesCharging) },
    { label: intl.formatMessage(powerMessages.batteriesReady), value: count(figures.batteriesReady) },
    { label: intl.formatMessage(powerMessages.batteriesFaulty), value: count(figures.batteriesFaulty) },
    { label: intl.formatMessage(powerMessages.energyToday), value: formatKwh(intl, figures.energyTodayWh) },
    { label: intl.formatMessage(powerMessages.energyThisMonth), value: formatKwh(intl, figures.energyThisMonthWh) },
  ];
  return (
    <section aria-label={intl.formatMessage(powerMessages.figures)}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.label}</dt>
            <dd className="whitespace-nowrap text-xl font-semibold tabular-nums text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
