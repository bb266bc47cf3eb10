import { useIntl } from 'react-intl';
import { useRegion } from '../../shared/environment';
import { formatInTimeZone } from './power-format';
import { gatewayReset } from './power-messages';

/**
 * Instead of the topology of a charge system whose gateway was reset (rules 14.5, 11.2): since when
 * (`resetAt`, ISO, shown in the company's IANA `timeZone`) and that it waits for a new bind from
 * the mobile app, in words rather than an empty diagram.
 */
export const ResetNotice = ({ resetAt, timeZone }: { readonly resetAt: string; readonly timeZone: string }) => {
  const intl = useIntl();
  const region = useRegion();
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {intl.formatMessage(gatewayReset, { time: formatInTimeZone(intl, resetAt, timeZone, region) })}
    </p>
  );
};
