import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationTransition, invited, type ActivationEvent } from './person-activation';
import { replay } from './transition';

const start = invited('2026-03-01T09:00:00.000Z', 'new.hire@example.com');

describe('rules 4.1 person activation', () => {
  it.each<[string, ActivationEvent[], unknown]>([
    [
      'an invited person who activates is activated',
      [{ type: 'personActivated', at: '2026-03-02T10:00:00.000Z' }],
      { status: 'activated', invitedAt: '2026-03-01T09:00:00.000Z', activatedAt: '2026-03-02T10:00:00.000Z' },
    ],
    [
      'a resent invitation keeps the person invited, dated at the resend',
      [{ type: 'invitationResent', at: '2026-03-03T10:00:00.000Z' }],
      { ...start, invitedAt: '2026-03-03T10:00:00.000Z', resentCount: 1 },
    ],
    [
      'activation after two resends',
      [
        { type: 'invitationResent', at: '2026-03-02T10:00:00.000Z' },
        { type: 'invitationResent', at: '2026-03-03T10:00:00.000Z' },
        { type: 'personActivated', at: '2026-03-04T00:00:00.000Z' },
      ],
      { status: 'activated', invitedAt: '2026-03-03T10:00:00.000Z', activatedAt: '2026-03-04T00:00:00.000Z' },
    ],
  ])('%s', (_name, events, expected) => {
    expect(replay(activationTransition, start, events)).toEqual(E.right(expected));
  });

  it.each<[string, ActivationEvent[], string]>([
    [
      'only an invited person can be activated',
      [
        { type: 'personActivated', at: '2026-03-02T00:00:00.000Z' },
        { type: 'personActivated', at: '2026-03-03T00:00:00.000Z' },
      ],
      'already_activated',
    ],
    [
      'an activated person gets no invitation',
      [
        { type: 'personActivated', at: '2026-03-02T00:00:00.000Z' },
        { type: 'invitationResent', at: '2026-03-03T00:00:00.000Z' },
      ],
      'already_activated',
    ],
    ['activation dated before the invitation is refused', [{ type: 'personActivated', at: '2026-02-01T00:00:00.000Z' }], 'before_invitation'],
  ])('%s', (_name, events, code) => {
    expect(replay(activationTransition, start, events)).toEqual(E.left({ code }));
  });

  it('property: whatever happens, a person is activated at most once and stays activated', () => {
    const arbEvent = fc.record({
      type: fc.constantFrom('invitationResent' as const, 'personActivated' as const),
      at: fc.integer({ min: 0, max: 30 * 86_400_000 }).map((ms) => new Date(Date.parse(start.invitedAt) + ms).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 20 }), (events) => {
        let state = start;
        let activations = 0;
        for (const event of events) {
          const next = activationTransition(state, event);
          if (E.isRight(next)) {
            if (next.right.status === 'activated' && state.status === 'invited') activations += 1;
            state = next.right;
          } else if (state.status === 'activated') {
            expect(next.left.code).toBe('already_activated');
          }
        }
        expect(activations).toBeLessThanOrEqual(1);
        expect(['invited', 'activated']).toContain(state.status);
      }),
    );
  });
});
