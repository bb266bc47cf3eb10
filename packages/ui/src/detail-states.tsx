import type { ReactNode } from 'react';
import { Placeholder } from './placeholder';

/**
 * What a page opened by an id shows: loading, a failed load (the server's text in `detail`), not
 * found (no such record for the viewer's company, or a malformed id), or the record. The same
 * shape as the data layer's `DetailLoadResult`, so a page passes that as it is.
 */
export type DetailState<Detail> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly detail?: string | undefined }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'ready'; readonly detail: Detail };

export interface DetailStatesProps<Detail> {
  readonly state: DetailState<Detail>;
  /** "Loading…" */
  readonly loadingLabel: string;
  /** What failed: "The machine could not be loaded." */
  readonly errorTitle: string;
  /** "Try again" */
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** The not-found heading (level 1): "Equipment not found". */
  readonly notFoundTitle: string;
  readonly notFoundBody: string;
  /** The way back (a link to the list): under the not-found text, and above the error when `backAboveError`. */
  readonly back?: ReactNode;
  readonly backAboveError?: boolean;
  /** The page itself, given the record. */
  readonly children: (detail: Detail) => ReactNode;
}

/**
 * The states of a detail page (the equipment, a charge system, a gateway), in one place: a
 * `Placeholder` while loading, the error `Placeholder` with its retry (the way back above it when
 * asked), a not-found block (heading, text, the way back), or `children(detail)`. Texts come in
 * translated.
 */
export const DetailStates = <Detail,>(props: DetailStatesProps<Detail>) => {
  const { state } = props;
  switch (state.kind) {
    case 'loading':
      return <Placeholder kind="loading" label={props.loadingLabel} />;
    case 'error': {
      const error = <Placeholder kind="error" title={props.errorTitle} description={state.detail} retryLabel={props.retryLabel} onRetry={props.onRetry} />;
      return props.backAboveError ? (
        <div className="flex flex-col gap-4">
          {props.back}
          {error}
        </div>
      ) : (
        error
      );
    }
    case 'notFound':
      return (
        <section className="flex flex-col items-center gap-2 py-8 text-center">
          <h1 className="text-lg font-semibold text-slate-900">{props.notFoundTitle}</h1>
          <p className="max-w-md text-sm text-slate-600">{props.notFoundBody}</p>
          {props.back}
        </section>
      );
    case 'ready':
      return <>{props.children(state.detail)}</>;
  }
};
