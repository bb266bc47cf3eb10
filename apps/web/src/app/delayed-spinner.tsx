import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LAZY_LOAD_DELAY_MS } from '@yardfleet/domain/constants';
import { Spinner } from '@yardfleet/ui/spinner';
import { commonMessages } from '../shared/i18n/common-messages';

/** A spinner that appears only after LAZY_LOAD_DELAY_MS (200 ms, SPEC 9), so fast loads show nothing. */
export const DelayedSpinner = ({ delayMs = LAZY_LOAD_DELAY_MS }: { readonly delayMs?: number }) => {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <Spinner label={intl.formatMessage(commonMessages.loading)} className="py-16" /> : null;
};
