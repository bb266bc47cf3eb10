import { useIntl } from 'react-intl';
import type { PowerErrorView } from '@yardfleet/contract/endpoints/power';
import { AlertIcon } from '@yardfleet/ui/icons';
import { detailMessages, errorCodeText, suggestionFor } from './power-detail-messages';

/**
 * An error a charger or battery reports, with its suggested fix translated from the domain's
 * suggestion key (rules 11.9: errors with suggestions; a key this build does not know gets the generic one).
 */
export const ErrorSuggestion = ({ error }: { readonly error: PowerErrorView }) => {
  const intl = useIntl();
  return (
    <div className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-red-700" />
      <p className="flex flex-col gap-0.5">
        <span className="font-semibold">{intl.formatMessage(errorCodeText, { code: error.code })}</span>
        <span className="font-medium">{intl.formatMessage(detailMessages.suggestion)}</span>
        <span>{intl.formatMessage(suggestionFor(error.suggestionKey))}</span>
      </p>
    </div>
  );
};
