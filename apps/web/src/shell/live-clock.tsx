import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { formatClockInZone } from '@yardfleet/domain/locale/format-in-zone';
import { useBackgroundReadsAllowed } from '../shared/background-reads';
import { useRegion } from '../shared/environment';
import { browserTimeZone, companyZoneOf } from '../shared/use-company-time';
import { shellMessages } from './shell-messages';

/**
 * The live clock and date of the top bar (rules 2.4, 1.7): the company's time, the zone every
 * estimate and alert time of the app is written in, with the zone's short name so it says whose
 * time it is ("11/29/2026 07:28:42 CST"), DD/MM/YYYY on the EU host and MM/DD/YYYY otherwise
 * (the domain's formatClockInZone), ticking every second. The company's zone is asked once the
 * first screen has painted (rules 21.5) and only with a company; until then, and for a person
 * without one, the browser's zone is shown, named as well. `now` pins it (stories).
 */
export const LiveClock = ({ now }: { readonly now?: Date }) => {
  const intl = useIntl();
  const region = useRegion();
  const allowed = useBackgroundReadsAllowed();
  const hasCompany = (useAppSelector(selectUser)?.companyName ?? '').trim() !== '';
  const company = useCompanySettingsQuery(allowed && hasCompany ? undefined : skipToken);
  const timeZone = companyZoneOf(company, 'browser') ?? browserTimeZone();
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
      {formatClockInZone(current, timeZone, region, intl.locale)}
    </time>
  );
};
