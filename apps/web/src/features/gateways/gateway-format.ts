import type { IntlShape } from 'react-intl';
import type { Gateway } from '@yardfleet/domain/entities/gateway';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { errorMessages } from '../../shared/i18n/error-messages';

/**
 * The company's time zone (`GET personal/company`); the browser's while it cannot be read (the
 * same documented fallback as /report), so dates never wait on it.
 */
export const useCompanyTimeZone = (): string => {
  const company = useCompanySettingsQuery();
  return company.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
};

/**
 * Where a gateway is, in words (the location of rules 14.2): its place (warehouse or site name), else its last
 * position (lat, lng to 5 decimals), else the sentence of rules 8.5 "There is no location information for this device.".
 */
export const locationText = (intl: IntlShape, gateway: Pick<Gateway, 'place' | 'location'>): string =>
  gateway.place !== null
    ? gateway.place.name
    : gateway.location !== null
      ? formatCoordinates(gateway.location)
      : intl.formatMessage(errorMessages.noDeviceLocation);
