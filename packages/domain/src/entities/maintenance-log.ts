import * as t from 'io-ts';
import { REMINDER_MAX, REMINDER_MIN } from '../constants';
import { IsoDateTime } from './brand';
import { EquipmentId, MaintenanceLogId } from './ids';
import { EngineHours, Minutes } from './units';

/** Maintenance log types (rules 4.8, 18.1): maintenance, inspection, repair. */
export const ServiceType = t.keyof({ maintenance: null, inspection: null, repair: null }, 'ServiceType');
export type ServiceType = t.TypeOf<typeof ServiceType>;

/** A reminder interval: a whole number of time units from 1 to 9999 (rules 5.8, 9.2). */
export const ReminderUnits = t.brand(
  t.number,
  (n): n is t.Branded<number, { readonly ReminderUnits: unique symbol }> => Number.isInteger(n) && n >= REMINDER_MIN && n <= REMINDER_MAX,
  'ReminderUnits',
);
export type ReminderUnits = t.TypeOf<typeof ReminderUnits>;

/** Calendar units a date reminder counts in. */
export const CalendarUnit = t.keyof({ days: null, weeks: null, months: null }, 'CalendarUnit');
export type CalendarUnit = t.TypeOf<typeof CalendarUnit>;

/**
 * A maintenance reminder plan (rules 3.5, 4.8): off; by date (every N days, weeks or months counted
 * from `since`, the last service); or by engine hours (every N hours counted from
 * `sinceEngineHours`). Due and overdue are computed by `machines/reminder-plan`.
 */
export const ReminderPlan = t.union(
  [
    t.type({ kind: t.literal('off') }),
    t.type({ kind: t.literal('date'), every: ReminderUnits, unit: CalendarUnit, since: IsoDateTime }),
    t.type({ kind: t.literal('engine_hours'), every: ReminderUnits, sinceEngineHours: EngineHours }),
  ],
  'ReminderPlan',
);
export type ReminderPlan = t.TypeOf<typeof ReminderPlan>;

/** An amount of money in minor units (cents) with its ISO 4217 currency code. */
export const Money = t.type(
  {
    minorUnits: t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'MinorUnits'),
    currency: t.refinement(t.string, (s) => /^[A-Z]{3}$/.test(s), 'CurrencyCode'),
  },
  'Money',
);
export type Money = t.TypeOf<typeof Money>;

/**
 * A maintenance log entry (rules 3.5): service type, date, runtime (engine hours at service), labor
 * time (minutes), expense, performed by, additional details (free text under 5000 characters,
 * rules 9.1) and the reminder plan set with it.
 */
export const MaintenanceLog = t.type(
  {
    id: MaintenanceLogId,
    equipmentId: EquipmentId,
    serviceType: ServiceType,
    date: IsoDateTime,
    runtime: EngineHours,
    laborTime: Minutes,
    expense: Money,
    performedBy: t.string,
    details: t.string,
    reminder: ReminderPlan,
  },
  'MaintenanceLog',
);
export type MaintenanceLog = t.TypeOf<typeof MaintenanceLog>;
