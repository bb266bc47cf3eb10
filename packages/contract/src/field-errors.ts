import * as t from 'io-ts';
import { ValidationError } from '@yardfleet/domain/validation/errors';

/** A value another record of the company already holds (a tag or group name, a bound serial number). */
export const TakenError = t.type({ code: t.literal('taken') }, 'TakenError');

/**
 * One field's error in the entry of 1170010001 validationFailed: the domain's ValidationError
 * (rules 5.1), or `{ code: 'taken' }` for a name or serial number that must be unique.
 */
export const FieldError = t.union([ValidationError, TakenError], 'FieldError');
export type FieldError = t.TypeOf<typeof FieldError>;

/** The entry of 1170010001: each refused field of the request with its error (decoded field by field). */
export type FieldErrors = Readonly<Record<string, FieldError>>;
