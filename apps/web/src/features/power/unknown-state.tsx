import { useIntl } from 'react-intl';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { useRegion } from '../../shared/environment';
import { formatInTimeZone, formatSinceInZone } from './power-format';
import { portsUnknownNever, portsUnknownSince, unknownNever, unknownSince } from './power-messages';

/**
 * The state of ports whose charger is offline (rules 11.7: known only while the charger is online,
 * otherwise unknown since its last report), as a gray pill: "Unknown since 14:05" (the time in
 * the company's IANA `timeZone`, the date too when not today there; the exact time as the title),
 * "Unknown (never reported)"; with `count`, "2 Unknown since 14:05" or "2 Unknown".
 * `since`: the charger's last report (ISO), null when it never reported. `now`: the clock (default: the browser's).
 */
export const UnknownStatePill = ({
  since,
  timeZone,
  count,
  now = new Date(),
}: {
  readonly since: string | null;
  readonly timeZone: string;
  readonly count?: number;
  readonly now?: Date;
}) => {
  const intl = useIntl();
  const region = useRegion();
  const time = since === null ? null : formatSinceInZone(intl, since, timeZone, region, now);
  const text =
    count === undefined
      ? time === null
        ? intl.formatMessage(unknownNever)
        : intl.formatMessage(unknownSince, { time })
      : time === null
        ? intl.formatMessage(portsUnknownNever, { count })
        : intl.formatMessage(portsUnknownSince, { count, time });
  return (
    <StatusPill tone="gray">
      {since === null ? (
        text
      ) : (
        <time dateTime={since} title={formatInTimeZone(intl, since, timeZone, region)}>
          {text}
        </time>
      )}
    </StatusPill>
  );
};
