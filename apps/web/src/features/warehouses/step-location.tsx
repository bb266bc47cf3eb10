import * as E from 'fp-ts/lib/Either.js';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GeocodeResult } from '@yardfleet/contract/endpoints/geocode';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError } from '@yardfleet/data/api-error';
import { useLazyGeocodeSearchQuery } from '@yardfleet/data/endpoints/geocode';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { formatCoordinates, parseCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { Button } from '@yardfleet/ui/button';
import { TextField } from '@yardfleet/ui/text-field';
import { errorMessages } from '../../shared/i18n/error-messages';
import { setupMessages } from './setup-messages';

/** A chosen place: the point in degrees and, when it came from an address search, its address. */
export interface ChosenPlace {
  readonly location: GeoPoint;
  readonly address: string | null;
}

export interface StepLocationProps {
  readonly chosen: ChosenPlace | null;
  readonly onChoose: (place: ChosenPlace) => void;
}

type SearchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'results'; readonly results: readonly GeocodeResult[] }
  | { readonly kind: 'message'; readonly text: string };

/**
 * Step 1 of the set-up (rules 17.2): a search box ("Search an address or coordinates") that
 * asks geo/search on Enter or the Search button, a list of up to 5 places (bordered choice buttons
 * with their coordinates; arrow keys move between them, Enter or Space chooses, focus goes to the
 * first when they arrive), and the chosen point with its coordinates (5 decimals) and address.
 * Typed coordinates are chosen as soon as they read as a point (rules 5.15), with no search
 * and no result to click; typed coordinates out of range are refused here;
 * 1170010503 says to enter coordinates or click the map. The map (beside the step) also chooses.
 */
export const StepLocation = ({ chosen, onChoose }: StepLocationProps) => {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [search] = useLazyGeocodeSearchQuery();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (state.kind === 'results') listRef.current?.querySelector('button')?.focus();
  }, [state]);

  /** Typed coordinates are the chosen point at once (rules 17.2): no result to click. */
  const type = (text: string) => {
    setQuery(text);
    const typed = parseCoordinates(text.trim());
    if (E.isRight(typed)) {
      onChoose({ location: typed.right, address: null });
      setState({ kind: 'idle' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length === 0) return;
    const typed = parseCoordinates(text);
    if (E.isRight(typed)) {
      onChoose({ location: typed.right, address: null });
      setState({ kind: 'idle' });
      return;
    }
    if (typed.left.code === 'out_of_range') {
      setState({ kind: 'message', text: intl.formatMessage(setupMessages.outOfRange) });
      return;
    }
    setState({ kind: 'searching' });
    void search({ query: text }, true).then((answer) => {
      if (answer.data !== undefined) {
        const { results } = answer.data;
        setState(results.length === 0 ? { kind: 'message', text: intl.formatMessage(errorMessages.noResults) } : { kind: 'results', results });
        return;
      }
      const failure = asApiError(answer.error);
      setState(
        failure?.kind === 'envelope' && failure.code === ServerCode.geocoderUnavailable
          ? { kind: 'message', text: intl.formatMessage(setupMessages.geocoderUnavailable) }
          : { kind: 'idle' },
      );
    });
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = Array.from(listRef.current?.querySelectorAll('button') ?? []);
    const at = buttons.findIndex((b) => b === document.activeElement);
    const next = buttons[(at + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={intl.formatMessage(setupMessages.search)}
          hint={intl.formatMessage(setupMessages.searchHint)}
          value={query}
          autoComplete="off"
          onChange={(event) => type(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="mb-5">
          {intl.formatMessage(setupMessages.searchButton)}
        </Button>
      </form>
      <div aria-live="polite">
        {state.kind === 'searching' ? <p className="text-sm text-slate-600">{intl.formatMessage(setupMessages.searching)}</p> : null}
        {state.kind === 'message' ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{state.text}</p> : null}
      </div>
      {state.kind === 'results' ? (
        <ul ref={listRef} aria-label={intl.formatMessage(setupMessages.results)} onKeyDown={moveFocus} className="flex flex-col gap-2">
          {state.results.map((r) => (
            <li key={`${r.label}-${r.location.lat}-${r.location.lng}`}>
              <button
                type="button"
                className="flex w-full items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-left text-sm text-slate-800 shadow-sm hover:border-emerald-600 hover:bg-emerald-50 focus-visible:border-emerald-700 focus-visible:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
                onClick={() => {
                  onChoose({ location: r.location, address: r.kind === 'address' ? r.label : null });
                  setState({ kind: 'idle' });
                }}
              >
                <span aria-hidden="true" className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-emerald-700" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-slate-900">{r.label}</span>
                  {r.kind === 'address' ? <span className="font-mono text-xs text-slate-600">{formatCoordinates(r.location)}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite">
        {chosen === null ? (
          <p className="text-slate-600">{intl.formatMessage(setupMessages.notChosen)}</p>
        ) : (
          <>
            <p className="font-medium text-slate-900">{intl.formatMessage(setupMessages.chosen)}</p>
            <p className="font-mono text-xs text-slate-700">{formatCoordinates(chosen.location)}</p>
            {chosen.address !== null ? <p className="text-slate-700">{chosen.address}</p> : null}
          </>
        )}
      </div>
    </div>
  );
};
