import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentEffect, consentTransition, serviceEnabled, type ConsentEvent, type ConsentState } from './consent';

const withdrawn: ConsentState = { status: 'withdrawn', withdrawnAt: '2026-05-01T10:00:00.000Z' };

describe('rules 4.10 consent', () => {
  it('withdrawing consent logs the user out and disables the service', () => {
    const next = consentTransition({ status: 'enabled' }, { type: 'consentWithdrawn', at: '2026-05-01T10:00:00.000Z' });
    expect(next).toEqual(E.right(withdrawn));
    expect(E.isRight(next) && consentEffect(next.right)).toBe('log_out');
    expect(E.isRight(next) && serviceEnabled(next.right)).toBe(false);
  });

  it('accepting both agreements again re-enables the service', () => {
    expect(consentTransition(withdrawn, { type: 'agreementsAccepted', userAgreement: true, privacyPolicy: true })).toEqual(E.right({ status: 'enabled' }));
  });

  it.each<[string, ConsentState, ConsentEvent, string]>([
    ['accepting only the user agreement', withdrawn, { type: 'agreementsAccepted', userAgreement: true, privacyPolicy: false }, 'agreement_required'],
    ['accepting only the privacy policy', withdrawn, { type: 'agreementsAccepted', userAgreement: false, privacyPolicy: true }, 'agreement_required'],
    ['accepting while enabled', { status: 'enabled' }, { type: 'agreementsAccepted', userAgreement: true, privacyPolicy: true }, 'already_enabled'],
    ['withdrawing twice', withdrawn, { type: 'consentWithdrawn', at: '2026-05-02T00:00:00.000Z' }, 'already_withdrawn'],
  ])('%s is refused', (_name, state, event, code) => {
    expect(consentTransition(state, event)).toEqual(E.left({ code }));
  });

  it('property: the service is enabled exactly when the last accepted fact was an acceptance of both agreements', () => {
    const arbEvent: fc.Arbitrary<ConsentEvent> = fc.oneof(
      fc.constant<ConsentEvent>({ type: 'consentWithdrawn', at: '2026-05-01T10:00:00.000Z' }),
      fc.record({ type: fc.constant('agreementsAccepted' as const), userAgreement: fc.boolean(), privacyPolicy: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 20 }), (events) => {
        let state: ConsentState = { status: 'enabled' };
        let lastApplied: ConsentEvent['type'] | undefined;
        for (const e of events) {
          const next = consentTransition(state, e);
          if (E.isRight(next)) {
            state = next.right;
            lastApplied = e.type;
          }
        }
        expect(serviceEnabled(state)).toBe(lastApplied !== 'consentWithdrawn');
        expect(consentEffect(state) === 'log_out').toBe(!serviceEnabled(state));
      }),
    );
  });
});
