import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DetailStates } from '@yardfleet/ui/detail-states';
import type { DetailLoadResult } from '@yardfleet/data/load-result';
import { useStateTexts } from './load-placeholder';

/** A detail screen's own words for its states (each feature's `detailMessages` has them). */
export interface DetailPageMessages {
  /** The error heading: "The charge system could not be loaded." */
  readonly loadFailed: MessageDescriptor;
  /** The not-found heading: "Charge system not found". */
  readonly notFoundTitle: MessageDescriptor;
  readonly notFoundBody: MessageDescriptor;
}

export interface DetailPageStatesProps<Detail> {
  /** What `useDetailResult` gives: loading, error (the server's text), not found, or the record. */
  readonly result: DetailLoadResult<Detail>;
  readonly messages: DetailPageMessages;
  readonly onRetry: () => void;
  /** The way back to the list (a `TextLink`): under the not-found text, and above the error when `backAboveError`. */
  readonly back: ReactNode;
  readonly backAboveError?: boolean;
  /** The page itself, given the record. */
  readonly children: (detail: Detail) => ReactNode;
}

/**
 * The UI kit's `DetailStates` with the app's words: "Loading…" and "Try again" (`useStateTexts`)
 * and the screen's `messages`, translated here. Every page opened by an id (the equipment, a
 * charge system, a gateway) renders its states through it.
 */
export const DetailPageStates = <Detail,>({ result, messages, onRetry, back, backAboveError, children }: DetailPageStatesProps<Detail>) => {
  const intl = useIntl();
  const texts = useStateTexts();
  return (
    <DetailStates
      state={result}
      loadingLabel={texts.loading}
      errorTitle={intl.formatMessage(messages.loadFailed)}
      retryLabel={texts.retry}
      onRetry={onRetry}
      notFoundTitle={intl.formatMessage(messages.notFoundTitle)}
      notFoundBody={intl.formatMessage(messages.notFoundBody)}
      back={back}
      backAboveError={backAboveError}
    >
      {children}
    </DetailStates>
  );
};
