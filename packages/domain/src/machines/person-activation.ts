import * as E from 'fp-ts/lib/Either.js';
import { toMs, type Transition } from './transition';

/**
 * Person activation (rules 3.2, 4.1): a person is invited (not activated) until the invited user
 * completes activation; the invitation can be resent while the person is still invited.
 * Times are ISO 8601 strings.
 */
export type ActivationState =
  | { readonly status: 'invited'; readonly invitedAt: string; readonly invitationEmail: string; readonly resentCount: number }
  | { readonly status: 'activated'; readonly invitedAt: string; readonly activatedAt: string };

/** Facts: the admin resent the invitation (rules 6.2, 19.3), the invited user completed activation. */
export type ActivationEvent = { readonly type: 'invitationResent'; readonly at: string } | { readonly type: 'personActivated'; readonly at: string };

/**
 * - `already_activated`: only an invited person can be activated or re-invited;
 * - `before_invitation`: the event is dated before the invitation (a clock or replay error).
 */
export type ActivationError = { readonly code: 'already_activated' } | { readonly code: 'before_invitation' };

/** The state of a freshly invited person. */
export const invited = (invitedAt: string, invitationEmail: string): ActivationState => ({
  status: 'invited',
  invitedAt,
  invitationEmail,
  resentCount: 0,
});

/**
 * Person activation (rules 4.1): invited -> activated; invitationResent keeps the person invited and
 * dates the invitation anew (`invitedAt` = the resend, what the people list shows).
 */
export const activationTransition: Transition<ActivationState, ActivationEvent, ActivationError> = (state, event) => {
  if (state.status === 'activated') return E.left({ code: 'already_activated' });
  if (toMs(event.at) < toMs(state.invitedAt)) return E.left({ code: 'before_invitation' });
  switch (event.type) {
    case 'invitationResent':
      return E.right({ ...state, invitedAt: event.at, resentCount: state.resentCount + 1 });
    case 'personActivated':
      return E.right({ status: 'activated', invitedAt: state.invitedAt, activatedAt: event.at });
  }
};
