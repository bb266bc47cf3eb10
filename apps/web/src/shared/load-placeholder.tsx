import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LoadResult } from '@yardfleet/data/load-result';
import { commonMessages } from './i18n/common-messages';

/** The shared words of the loading and error states: "Loading…", "Try again". */
export const useStateTexts = (): { readonly loading: string; readonly retry: string } => {
  const intl = useIntl();
  return { loading: intl.formatMessage(commonMessages.loading), retry: intl.formatMessage(commonMessages.retry) };
};

/**
 * The placeholder of a list or screen that is not ready: "Loading…" while `result` loads; when it
 * failed, `errorTitle` ("The people list could not be loaded.") with the server's text and "Try
 * again" calling `onRetry`. Undefined once ready: the screen then decides between its rows and its
 * empty `Placeholder`.
 */
export const useLoadPlaceholder = (result: LoadResult<object>, errorTitle: string, onRetry: () => void): ReactNode | undefined => {
  const texts = useStateTexts();
  if (result.kind === 'loading') return <Placeholder kind="loading" label={texts.loading} />;
  if (result.kind === 'error') return <Placeholder kind="error" title={errorTitle} description={result.detail} retryLabel={texts.retry} onRetry={onRetry} />;
  return undefined;
};
