import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_ACTIVITIES, type EquipmentActivity } from '../entities/equipment-detail';
import { activityTransition, type ActivityEvent } from './equipment-activity';

const arbEvent: fc.Arbitrary<ActivityEvent> = fc.oneof(
  fc
    .constantFrom('mowing' as const, 'charging' as const, 'moving' as const, 'idle' as const, 'transfer' as const)
    .map((activity) => ({ type: 'activityReported' as const, activity })),
  fc.constant({ type: 'faultReported' as const, errorCode: 'E-204' }),
  fc.constant({ type: 'faultCleared' as const }),
  fc.constant({ type: 'connectionLost' as const }),
  fc.constant({ type: 'connectionRestored' as const }),
);

describe('rules 4.5 equipment activity', () => {
  it.each<[EquipmentActivity, ActivityEvent, EquipmentActivity]>([
    ['idle', { type: 'activityReported', activity: 'mowing' }, 'mowing'],
    ['mowing', { type: 'activityReported', activity: 'moving' }, 'moving'],
    ['moving', { type: 'activityReported', activity: 'transfer' }, 'transfer'],
    ['transfer', { type: 'activityReported', activity: 'charging' }, 'charging'],
    ['charging', { type: 'activityReported', activity: 'idle' }, 'idle'],
    ['mowing', { type: 'faultReported', errorCode: 'E-204' }, 'faulty'],
    ['offline', { type: 'faultReported', errorCode: 'E-204' }, 'faulty'],
    ['faulty', { type: 'faultCleared' }, 'idle'],
    ['faulty', { type: 'connectionLost' }, 'offline'],
    ['mowing', { type: 'connectionLost' }, 'offline'],
    ['offline', { type: 'connectionRestored' }, 'idle'],
    ['offline', { type: 'activityReported', activity: 'mowing' }, 'mowing'],
  ])('%s + %o -> %s', (from, event, to) => {
    expect(activityTransition(from, event)).toEqual(E.right(to));
  });

  it.each<[EquipmentActivity, ActivityEvent, string]>([
    ['faulty', { type: 'activityReported', activity: 'mowing' }, 'faulty_until_cleared'],
    ['idle', { type: 'faultCleared' }, 'not_faulty'],
    ['offline', { type: 'connectionLost' }, 'already_offline'],
    ['mowing', { type: 'connectionRestored' }, 'not_offline'],
  ])('%s + %o is refused with %s', (from, event, code) => {
    const next = activityTransition(from, event);
    expect(E.isLeft(next) && next.left.code).toBe(code);
  });

  it('property: no transition leaves an activity that rules 4.5 does not name, and faulty only ends by clearing or losing the connection', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EQUIPMENT_ACTIVITIES), fc.array(arbEvent, { maxLength: 30 }), (initial, events) => {
        let state = initial;
        for (const event of events) {
          const next = activityTransition(state, event);
          if (E.isLeft(next)) continue;
          if (state === 'faulty' && next.right !== 'faulty') expect(['faultCleared', 'connectionLost']).toContain(event.type);
          state = next.right;
          expect(EQUIPMENT_ACTIVITIES).toContain(state);
        }
      }),
    );
  });
});
