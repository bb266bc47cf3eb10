import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { Button } from '@yardfleet/ui/button';
import { commonMessages } from '../shared/i18n/common-messages';
import { errorMessages } from '../shared/i18n/error-messages';
import { useEnvironment } from '../shared/environment';
import { isChunkLoadError } from './lazy-route';

/**
 * The error element of the routes: a screen chunk that failed to load (or took over 60 s) asks the
 * user to refresh (rules 8.4); any other rendering error says so and offers the same way out.
 */
export const RouteError = () => {
  const intl = useIntl();
  const error = useRouteError();
  const { reload } = useEnvironment();
  const text = isChunkLoadError(error) ? errorMessages.chunkLoadFailed : errorMessages.unexpected;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="max-w-md text-base text-slate-800">
        {intl.formatMessage(text)}
      </p>
      <Button onClick={reload}>{intl.formatMessage(commonMessages.refresh)}</Button>
    </main>
  );
};
