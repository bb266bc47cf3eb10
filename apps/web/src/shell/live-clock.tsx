import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatClock, formatRegionDate } from '@yardfleet/domain/locale/region';
import { useRegion } from '../shared/environment';
import { shellMessages } from './shell-messages';

/**
 * The live clock and date of the top bar (rules 2.4): "HH:mm:ss" and DD/MM/YYYY on the EU host,
 * MM/DD/YYYY otherwise (domain formatters), ticking every second. `now` pins it (stories).
 */
export const LiveClock = ({ now }: { readonly now?: Date }) => {
  const intl = useIntl();
  const region = useRegion();
  const [current, setCurrent] = useState(() => now ?? new Date());
  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setCurrent(new Date()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <time
      dateTime={current.toISOString()}
      aria-label={intl.formatMessage(shellMessages.clock)}
      className="hidden whitespace-nowrap text-sm tabular-nums text-slate-600 sm:block"
    >
      <span>{formatRegionDate(current, region)}</span> <span>{formatClock(current)}</span>
    </time>
  );
};
