import { format } from 'date-fns';
import * as E from 'fp-ts/lib/Either.js';
import { REMINDER_MAX, REMINDER_MIN } from '../constants';
import { IsoDateTime } from '../entities/brand';
import { ReminderUnits, type CalendarUnit, type ServiceType } from '../entities/maintenance-log';
import type { ValidationError } from '../validation/errors';
import { validateFreeText, validateName, validateReminderUnits } from '../validation/rules';

/** Largest runtime and labor time a log accepts, hours. */
export const MAX_LOG_HOURS = 100_000;
/** Largest expense a log accepts, major currency units (minor units are 100 times this). */
export const MAX_LOG_EXPENSE = 10_000_000;
/** Decimals a runtime, labor time or expense may have in the form. */
export const LOG_DECIMALS = 2;

/** Field names as they appear in the coded errors, for the UI's "{field} is required.". */
export const MAINTENANCE_LOG_FIELDS = {
  date: 'date',
  runtimeHours: 'runtimeHours',
  laborTimeHours: 'laborTimeHours',
  expense: 'expense',
  performedBy: 'performedBy',
  details: 'details',
} as const;

/**
 * The values of a maintenance log as the server receives them (rules 3.5, 18.1): service type, date
 * (ISO time), runtime (engine hours at service, hours), labor time (hours), expense in minor units
 * (cents), performed by, additional details.
 */
export interface MaintenanceLogValues {
  readonly serviceType: ServiceType;
  readonly date: string;
  readonly runtimeHours: number;
  readonly laborTimeHours: number;
  readonly expenseMinorUnits: number;
  readonly performedBy: string;
  readonly details: string;
}

/** One error per failing field of a log, keyed by the value names. */
export type MaintenanceLogErrors = Partial<Record<keyof Omit<MaintenanceLogValues, 'serviceType' | 'expenseMinorUnits'> | 'expense', ValidationError>>;

const hoursError = (field: string, n: number): ValidationError | undefined =>
  Number.isFinite(n) && n >= 0 && n <= MAX_LOG_HOURS ? undefined : { code: 'out_of_range', field, min: 0, max: MAX_LOG_HOURS };

/**
 * Rules 5.11 for a maintenance log's values: performed by is a name like every other
 * (`validateName`: required, spaces alone count as empty, at most 50 characters, no leading or
 * trailing spaces); details stay under 5000 characters (at most 4999); runtime and labor time are
 * hours from 0 to MAX_LOG_HOURS; the expense is a whole number of minor units from 0 to
 * MAX_LOG_EXPENSE * 100; the date is required and an ISO time. Returns the values to store
 * unchanged, or one coded error per failing field. The server uses it for add / edit.
 */
export const validateMaintenanceLog = (values: MaintenanceLogValues): E.Either<MaintenanceLogErrors, MaintenanceLogValues> => {
  const errors: MaintenanceLogErrors = {};
  const performedBy = validateName(MAINTENANCE_LOG_FIELDS.performedBy, values.performedBy);
  if (E.isLeft(performedBy)) errors.performedBy = performedBy.left;
  const details = validateFreeText(MAINTENANCE_LOG_FIELDS.details, values.details);
  if (E.isLeft(details)) errors.details = details.left;
  const runtime = hoursError(MAINTENANCE_LOG_FIELDS.runtimeHours, values.runtimeHours);
  if (runtime) errors.runtimeHours = runtime;
  const labor = hoursError(MAINTENANCE_LOG_FIELDS.laborTimeHours, values.laborTimeHours);
  if (labor) errors.laborTimeHours = labor;
  const cents = values.expenseMinorUnits;
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_LOG_EXPENSE * 100)
    errors.expense = { code: 'out_of_range', field: MAINTENANCE_LOG_FIELDS.expense, min: 0, max: MAX_LOG_EXPENSE };
  if (!IsoDateTime.is(values.date)) errors.date = { code: 'required', field: MAINTENANCE_LOG_FIELDS.date };
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right(values);
};

/** The maintenance log form as typed (rules 3.5): numbers and the date (`YYYY-MM-DD`) are text. */
export interface MaintenanceLogForm {
  readonly serviceType: ServiceType;
  /** `YYYY-MM-DD` (a date input's value); empty when not given. */
  readonly date: string;
  readonly runtimeHours: string;
  readonly laborTimeHours: string;
  /** Major currency units with at most 2 decimals, `.` or `,` as the separator. */
  readonly expense: string;
  readonly performedBy: string;
  readonly details: string;
}

/**
 * A form error: a domain ValidationError, or `decimal_number` when a number field is not a
 * non-negative number with at most `decimals` decimals (rules 5.1, 5.11).
 */
export type MaintenanceFormError = ValidationError | { readonly code: 'decimal_number'; readonly field: string; readonly decimals: number };

/** One error per failing field of the form. */
export type MaintenanceLogFormErrors = Partial<Record<keyof Omit<MaintenanceLogForm, 'serviceType'>, MaintenanceFormError>>;

const DECIMAL = new RegExp(`^\\d+(?:[.,]\\d{1,${LOG_DECIMALS}})?$`);

const parseDecimal = (field: string, text: string): E.Either<MaintenanceFormError, number> => {
  const trimmed = text.trim();
  if (trimmed.length === 0) return E.left({ code: 'required', field });
  return DECIMAL.test(trimmed) ? E.right(Number(trimmed.replace(',', '.'))) : E.left({ code: 'decimal_number', field, decimals: LOG_DECIMALS });
};

/** The date of a `YYYY-MM-DD` day as the ISO time stored for it (noon UTC, the same day in every zone of Europe and the Americas). */
export const logDateOf = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00.000Z` : '');

/** The `YYYY-MM-DD` day of a stored log date (the form's value when editing). */
export const logDayOf = (iso: string): string => iso.slice(0, 10);

/**
 * Maintenance log form (rules 5.11): date required; runtime, labor time (hours) and expense (major
 * units) required, non-negative numbers with at most 2 decimals; then the value rules of
 * `validateMaintenanceLog` (performed by a name: required, at most 50, no outer spaces; details
 * at most 4999; hours up to MAX_LOG_HOURS). Returns the values to send (expense in minor units, date as ISO time), or one
 * coded error per failing field (never prose).
 */
export const validateMaintenanceLogForm = (form: MaintenanceLogForm): E.Either<MaintenanceLogFormErrors, MaintenanceLogValues> => {
  const errors: MaintenanceLogFormErrors = {};
  const runtime = parseDecimal(MAINTENANCE_LOG_FIELDS.runtimeHours, form.runtimeHours);
  const labor = parseDecimal(MAINTENANCE_LOG_FIELDS.laborTimeHours, form.laborTimeHours);
  const expense = parseDecimal(MAINTENANCE_LOG_FIELDS.expense, form.expense);
  if (E.isLeft(runtime)) errors.runtimeHours = runtime.left;
  if (E.isLeft(labor)) errors.laborTimeHours = labor.left;
  if (E.isLeft(expense)) errors.expense = expense.left;
  const date = form.date.trim().length === 0 ? '' : logDateOf(form.date.trim());
  const values: MaintenanceLogValues = {
    serviceType: form.serviceType,
    date,
    runtimeHours: E.isRight(runtime) ? runtime.right : 0,
    laborTimeHours: E.isRight(labor) ? labor.right : 0,
    expenseMinorUnits: E.isRight(expense) ? Math.round(expense.right * 100) : 0,
    performedBy: form.performedBy,
    details: form.details,
  };
  const checked = validateMaintenanceLog(values);
  const rules: MaintenanceLogFormErrors = E.isLeft(checked) ? checked.left : {};
  if (E.isLeft(checked) || Object.keys(errors).length > 0) return E.left({ ...rules, ...errors });
  return checked;
};

/** The reminder plan form (rules 3.5, 4.8): off, or every N (text) days / weeks / months or engine hours. */
export interface ReminderPlanForm {
  readonly kind: 'off' | 'date' | 'engine_hours';
  readonly every: string;
  readonly unit: CalendarUnit;
}

/** The plan to send: off; every N calendar units; every N engine hours. */
export type ReminderPlanValues =
  | { readonly kind: 'off' }
  | { readonly kind: 'date'; readonly every: number; readonly unit: CalendarUnit }
  | { readonly kind: 'engine_hours'; readonly every: number };

/** Rules 5.8: the reminder's number of time units as a number (server side): a whole number 1..9999. */
export const validateReminderEvery = (every: number): E.Either<ValidationError, number> =>
  ReminderUnits.is(every) ? E.right(every) : E.left({ code: 'out_of_range', field: 'every', min: REMINDER_MIN, max: REMINDER_MAX });

/**
 * Reminder plan form (rules 5.8): off needs nothing; a date or engine-hours plan needs the number of
 * time units, required and a whole number from 1 to 9999. Returns the plan or `{ every: error }`.
 */
export const validateReminderPlanForm = (form: ReminderPlanForm): E.Either<{ readonly every: ValidationError }, ReminderPlanValues> => {
  if (form.kind === 'off') return E.right({ kind: 'off' });
  const every = validateReminderUnits('every', form.every);
  if (E.isLeft(every)) return E.left({ every: every.left });
  return E.right(form.kind === 'date' ? { kind: 'date', every: every.right, unit: form.unit } : { kind: 'engine_hours', every: every.right });
};

/** The form's default date: the `YYYY-MM-DD` day of `now` in the browser's time zone. */
export const logDayToday = (now: Date): string => format(now, 'yyyy-MM-dd');
