import * as E from 'fp-ts/lib/Either.js';
import type { Transition } from './transition';

/**
 * Consent to the user agreement and privacy policy (rules 4.10, 19.8): enabled while given; withdrawn
 * consent logs the user out and keeps the service disabled until both are accepted again.
 */
export type ConsentState = { readonly status: 'enabled' } | { readonly status: 'withdrawn'; readonly withdrawnAt: string };

/** Facts: the user withdrew consent; the user accepted the agreements (each tick box stated). */
export type ConsentEvent =
  | { readonly type: 'consentWithdrawn'; readonly at: string }
  | { readonly type: 'agreementsAccepted'; readonly userAgreement: boolean; readonly privacyPolicy: boolean };

/** `agreement_required`: both documents must be accepted; `already_enabled`, `already_withdrawn`: repeated facts. */
export type ConsentError = { readonly code: 'agreement_required' } | { readonly code: 'already_enabled' } | { readonly code: 'already_withdrawn' };

/** What the client does after a consent change: log out after withdrawal, nothing otherwise. */
export type ConsentEffect = 'log_out' | 'none';

/** Consent (rules 4.10): withdrawn -> logged out; accepted again (both agreements) -> enabled. */
export const consentTransition: Transition<ConsentState, ConsentEvent, ConsentError> = (state, event) => {
  switch (event.type) {
    case 'consentWithdrawn':
      return state.status === 'withdrawn' ? E.left({ code: 'already_withdrawn' }) : E.right({ status: 'withdrawn', withdrawnAt: event.at });
    case 'agreementsAccepted':
      if (!event.userAgreement || !event.privacyPolicy) return E.left({ code: 'agreement_required' });
      return state.status === 'enabled' ? E.left({ code: 'already_enabled' }) : E.right({ status: 'enabled' });
  }
};

/** The effect of a state: a withdrawn consent ends the session (rules 4.10). */
export const consentEffect = (state: ConsentState): ConsentEffect => (state.status === 'withdrawn' ? 'log_out' : 'none');

/** True when the service may be used (consent given). */
export const serviceEnabled = (state: ConsentState): boolean => state.status === 'enabled';
