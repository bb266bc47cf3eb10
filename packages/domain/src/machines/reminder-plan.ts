import { addDays, addMonths, addWeeks } from 'date-fns';
import * as E from 'fp-ts/lib/Either.js';
import { REMINDER_MAX, REMINDER_MIN } from '../constants';
import type { IsoDateTime } from '../entities/brand';
import { ReminderUnits, type CalendarUnit, type ReminderPlan } from '../entities/maintenance-log';
import type { EngineHours } from '../entities/units';
import { toMs, type Transition } from './transition';

/** A date reminder is due this many days before its date (rules 4.8), then overdue after it. */
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
 * The marks of an active plan (rules 4.8), null when off: a date plan is due from `dueFrom`
 * (REMINDER_DUE_LEAD_DAYS before `dueAt` = `since + every unit`) and overdue after `dueAt`; an
 * engine-hours plan is due from `dueFrom` engine hours (REMINDER_DUE_LEAD_ENGINE_HOURS before
 * `dueAt` = `sinceEngineHours + every`) and overdue past `dueAt`. Stored per machine so SQL can
 * compare them with now and the live engine hours (rules 18.4); `reminderStatus` is their reading.
 */
export type ReminderMarks =
  { readonly kind: 'date'; readonly dueFrom: Date; readonly dueAt: Date } | { readonly kind: 'engine_hours'; readonly dueFrom: number; readonly dueAt: number };

/** The marks of `plan` (see ReminderMarks); null when the plan is off. */
export const reminderMarks = (plan: ReminderPlan): ReminderMarks | null => {
  switch (plan.kind) {
    case 'off':
      return null;
    case 'date': {
      const dueAt = addUnits(new Date(plan.since), plan.every, plan.unit);
      return { kind: 'date', dueFrom: addDays(dueAt, -REMINDER_DUE_LEAD_DAYS), dueAt };
    }
    case 'engine_hours': {
      const dueAt = plan.sinceEngineHours + plan.every;
      return { kind: 'engine_hours', dueFrom: dueAt - REMINDER_DUE_LEAD_ENGINE_HOURS, dueAt };
    }
  }
};

/**
 * Reminder plan status (rules 4.8) at `now` with the machine's current `engineHours`, read from the
 * plan's `reminderMarks`: overdue strictly past `dueAt` (reaching the mark exactly is due, not
 * overdue), due from `dueFrom` on, else upcoming. Routes/service-due.ts's SQL reads the same marks
 * with the same comparisons (tested equal, rules 18.4).
 */
export const reminderStatus = (plan: ReminderPlan, now: Date, engineHours: number): ReminderStatus => {
  const marks = reminderMarks(plan);
  if (marks === null) return { status: 'off' };
  if (marks.kind === 'date') {
    const status = now > marks.dueAt ? 'overdue' : now >= marks.dueFrom ? 'due' : 'upcoming';
    return { status, kind: 'date', dueAt: marks.dueAt.toISOString() };
  }
  const status = engineHours > marks.dueAt ? 'overdue' : engineHours >= marks.dueFrom ? 'due' : 'upcoming';
  return { status, kind: 'engine_hours', dueAtEngineHours: marks.dueAt };
};

/** Facts: a plan was set (date or engine hours, every N units); the plan was turned off; a service was logged. */
export type ReminderEvent =
  | {
      readonly type: 'planSet';
      readonly plan: { readonly kind: 'date'; readonly every: number; readonly unit: CalendarUnit } | { readonly kind: 'engine_hours'; readonly every: number };
    }
  | { readonly type: 'planTurnedOff' }
  | { readonly type: 'serviceLogged'; readonly at: IsoDateTime; readonly engineHours: EngineHours };

/**
 * - `out_of_range`: every must be a whole number from 1 to 9999 (rules 5.8);
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
 * Reminder plan machine (rules 4.8): date / engine hours / off. Setting a plan counts from the last
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
