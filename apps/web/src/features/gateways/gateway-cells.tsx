import { useIntl } from 'react-intl';
import type { Gateway } from '@yardfleet/domain/entities/gateway';
import type { Region } from '@yardfleet/domain/locale/region';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { lastSeenText } from '../../shared/i18n/equipment-words';
import { formatDateTimeInZone, formatDayInZone } from '@yardfleet/domain/locale/format-in-zone';
import type { WarehousePlace } from '@yardfleet/domain/geometry/nearest-warehouse';
import { gatewayWhereabouts } from './gateway-format';
import { deletedOn, listMessages } from './gateway-messages';

/** How the screen writes times: the company's IANA zone, the page's region (date order, rules 1.6) and the clock "… ago" counts from. */
export interface TimeFormat {
  readonly timeZone: string;
  readonly region: Region;
  readonly now: Date;
}

/**
 * Last connected time (rules 14.2): relative in buckets ("4 minutes ago", "Never"; rules 4.4) with the
 * exact date and time in the company's zone under it ("03/12/2026 11:47 CDT").
 */
export const LastConnected = ({ at, format }: { readonly at: string | null; readonly format: TimeFormat }) => {
  const intl = useIntl();
  if (at === null) return <span>{lastSeenText(intl, null, format.now)}</span>;
  return (
    <span className="flex flex-col">
      <time dateTime={at}>{lastSeenText(intl, at, format.now)}</time>
      <span className="text-xs text-slate-600">{formatDateTimeInZone(at, format.timeZone, format.region, intl.locale)}</span>
    </span>
  );
};

/** "Deleted 03/02/2026" (search results mark deleted gateways with the date, company-local: rules 14.3) or "Reset pending". */
export const LifecycleMarker = ({ gateway, format }: { readonly gateway: Pick<Gateway, 'deletedAt' | 'resetAt'>; readonly format: TimeFormat }) => {
  const intl = useIntl();
  if (gateway.deletedAt !== null)
    return <StatusPill tone="red">{intl.formatMessage(deletedOn, { date: formatDayInZone(gateway.deletedAt, format.timeZone, format.region) })}</StatusPill>;
  if (gateway.resetAt !== null) return <StatusPill tone="amber">{intl.formatMessage(listMessages.resetPending)}</StatusPill>;
  return null;
};

/**
 * A gateway's location cell (rules 14.2): gatewayWhereabouts' words ("Near North Depot (1.2 mi)")
 * with the coordinates as a smaller second line when the words are not already them.
 */
export const GatewayLocation = ({
  gateway,
  warehouses,
}: {
  readonly gateway: Pick<Gateway, 'place' | 'location'>;
  readonly warehouses: readonly WarehousePlace<string>[];
}) => {
  const intl = useIntl();
  const { text, coordinates } = gatewayWhereabouts(intl, gateway, warehouses);
  if (coordinates === null) return <span>{text}</span>;
  return (
    <span className="flex flex-col">
      <span>{text}</span>
      <span className="font-mono text-xs text-slate-600">{coordinates}</span>
    </span>
  );
};
