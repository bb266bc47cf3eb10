import { addDays, addMonths, addWeeks } from 'date-fns';
import * as E from 'fp-ts/lib/Either.js';
import { REMINDER_MAX, REMINDER_MIN } from '../constants';
import type { IsoDateTime } from '../entities/brand';
import { ReminderUnits, type CalendarUnit, type ReminderPlan } from '../entities/maintenance-log';
import type { EngineHours } from '../entities/units';
import { toMs, type Transition } from './transition';

/** A date reminder is due this many days before its date (SPEC 4 "due"), then overdue after it. */
export const REMINDER_DUE_LEAD_DAYS = 7;
/** An engine-hours reminder is due this many engine hours before its mark, then overdue after it. */
export const REMINDER_DUE_LEAD_ENGINE_HOURS = 10;

/** The reminder's standing: off; upcoming (not yet due); due (within the lead); overdue (past the mark). */
export type ReminderStatus =
  | { readonly status: 'off' }
  | { readonly status: 'upcoming' | 'due' | 'overdue'; readonly kind: 'date'; readonly dueAt: string }
  | { readonly status: 'upcoming' | 'due' | 'overdue'; readonly kind: 'engine_hours'; readonly dueAtEngineHours: number };

const addUnits = (since: Date, every: number, unit: CalendarUnit): Date =>
  unit === 'days' ? addDays(since, every) : unit === 'weeks' ? addWeeks(since, every) : addMonths(since, every);

/**
 * SPEC 4 reminder plan status at `now` with the machine's current `engineHours`:
 * date plans are due REMINDER_DUE_LEAD_DAYS before `since + every unit` and overdue after it;
 * engine-hour plans are due REMINDER_DUE_LEAD_ENGINE_HOURS before `sinceEngineHours + every` and
 * overdue past it. Reaching the mark exactly is due, not overdue.
 */
export const reminderStatus = (plan: ReminderPlan, now: Date, engineHours: number): ReminderStatus => {
  switch (plan.kind) {
    case 'off':
      return { status: 'off' };
    case 'date': {
      const due = addUnits(new Date(plan.since), plan.every, plan.unit);
      const lead = addDays(due, -REMINDER_DUE_LEAD_DAYS);
      const status = now > due ? 'overdue' : now >= lead ? 'due' : 'upcoming';
      return { status, kind: 'date', dueAt: due.toISOString() };
    }
    case 'engine_hours': {
      const mark = plan.sinceEngineHours + plan.every;
      const status = engineHours > mark ? 'overdue' : engineHours >= mark - REMINDER_DUE_LEAD_ENGINE_HOURS ? 'due' : 'upcoming';
      return { status, kind: 'engine_hours', dueAtEngineHours: mark };
    }
  }
};

/** Facts: a plan was set (date or engine hours, every N units); the plan was turned off; a service was logged. */
export type ReminderEvent =
  | { readonly type: 'planSet'; readonly plan: { readonly kind: 'date'; readonly every: number; readonly unit: CalendarUnit } | { readonly kind: 'engine_hours'; readonly every: number } }
  | { readonly type: 'planTurnedOff' }
  | { readonly type: 'serviceLogged'; readonly at: IsoDateTime; readonly engineHours: EngineHours };

/**
 * - `out_of_range`: every must be a whole number from 1 to 9999 (SPEC 5, 9);
 * - `already_off`; `engine_hours_decreased` / `service_before_plan`: a service older than the plan's start.
 */
export type ReminderError =
  | { readonly code: 'out_of_range'; readonly min: number; readonly max: number }
  | { readonly code: 'already_off' }
  | { readonly code: 'engine_hours_decreased' }
  | { readonly code: 'service_before_plan' };

/** Machine state: the plan plus the last service (time and engine hours) that new plans count from. */
export interface ReminderState {
  readonly plan: ReminderPlan;
  readonly lastServiceAt: IsoDateTime;
  readonly lastServiceEngineHours: EngineHours;
}

/**
 * SPEC 4 reminder plan machine: date / engine hours / off. Setting a plan counts from the last
 * service; logging a service restarts the count of an active plan.
 */
export const reminderTransition: Transition<ReminderState, ReminderEvent, ReminderError> = (state, event) => {
  switch (event.type) {
    case 'planSet': {
      const every = event.plan.every;
      if (!ReminderUnits.is(every)) return E.left({ code: 'out_of_range', min: REMINDER_MIN, max: REMINDER_MAX });
      const plan: ReminderPlan =
        event.plan.kind === 'date'
          ? { kind: 'date', every, unit: event.plan.unit, since: state.lastServiceAt }
          : { kind: 'engine_hours', every, sinceEngineHours: state.lastServiceEngineHours };
      return E.right({ ...state, plan });
    }
    case 'planTurnedOff':
      return state.plan.kind === 'off' ? E.left({ code: 'already_off' }) : E.right({ ...state, plan: { kind: 'off' } });
    case 'serviceLogged': {
      if (toMs(event.at) < toMs(state.lastServiceAt)) return E.left({ code: 'service_before_plan' });
      if (event.engineHours < state.lastServiceEngineHours) return E.left({ code: 'engine_hours_decreased' });
      const base = { lastServiceAt: event.at, lastServiceEngineHours: event.engineHours };
      const plan = state.plan;
      switch (plan.kind) {
        case 'off':
          return E.right({ ...base, plan });
        case 'date':
          return E.right({ ...base, plan: { ...plan, since: event.at } });
        case 'engine_hours':
          return E.right({ ...base, plan: { ...plan, sinceEngineHours: event.engineHours } });
      }
    }
  }
};
