import type * as E from 'fp-ts/lib/Either.js';

/**
 * A state machine of the domain (rules 4; architecture 2): a pure function of the current state and
 * one event, named as a fact, answering the next state or a coded error from a closed union.
 */
export type Transition<S, Ev, Err> = (state: S, event: Ev) => E.Either<Err, S>;

/** Milliseconds since the epoch of an ISO timestamp; NaN when it does not parse. */
export const toMs = (iso: string): number => Date.parse(iso);

/** Folds a sequence of events through a transition, stopping at the first error. */
export const replay = <S, Ev, Err>(transition: Transition<S, Ev, Err>, initial: S, events: readonly Ev[]): E.Either<Err, S> => {
  let state: E.Either<Err, S> = { _tag: 'Right', right: initial };
  for (const event of events) {
    if (state._tag === 'Left') return state;
    state = transition(state.right, event);
  }
  return state;
};
