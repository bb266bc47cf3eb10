import { useEffect, useState } from 'react';
import { LAZY_LOAD_DELAY_MS } from '@yardfleet/domain/constants';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { useStateTexts } from '../shared/load-placeholder';

/** The loading Placeholder ("Loading…"), shown only after LAZY_LOAD_DELAY_MS (200 ms, rules 9.3), so fast loads show nothing. */
export const DelayedSpinner = ({ delayMs = LAZY_LOAD_DELAY_MS }: { readonly delayMs?: number }) => {
  const texts = useStateTexts();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <Placeholder kind="loading" label={texts.loading} className="py-16" /> : null;
};
