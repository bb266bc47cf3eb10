import * as E from 'fp-ts/lib/Either.js';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REMINDER_MAX, REMINDER_MIN } from '../constants';
import type { ValidationError } from './errors';

type Result<A> = E.Either<ValidationError, A>;

/** Specials allowed in a password (rules 5.2). */
export const PASSWORD_SPECIALS = '~!@#$%^&*_';
const PASSWORD_ALLOWED = /^[A-Za-z0-9~!@#$%^&*_]*$/;

/**
 * Password (rules 5.2): required; 8 to 16 characters; case sensitive; at least one letter and one digit;
 * only letters, digits and `~!@#$%^&*_`; no spaces. Errors: password_required, password_length,
 * password_invalid_character (spaces included), password_composition.
 */
export const validatePassword = (value: string): Result<string> => {
  if (value.length === 0) return E.left({ code: 'password_required' });
  if (!PASSWORD_ALLOWED.test(value)) return E.left({ code: 'password_invalid_character' });
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH)
    return E.left({ code: 'password_length', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return E.left({ code: 'password_composition' });
  return E.right(value);
};

/** Rules 5.3: the confirmation must equal the password (case sensitive). Error: passwords_do_not_match. */
export const validateConfirmation = (password: string, confirmation: string): Result<string> =>
  confirmation === password ? E.right(confirmation) : E.left({ code: 'passwords_do_not_match' });

// A pragmatic address pattern: one @, no spaces, a dot in the domain, no empty labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Email (rules 5.4): required ("Email is required.") and of the {email} pattern. Errors: email_required, email_invalid. */
export const validateEmail = (value: string): Result<string> => {
  const trimmed = value.trim();
  if (trimmed.length === 0) return E.left({ code: 'email_required' });
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) return E.left({ code: 'email_invalid' });
  return E.right(trimmed.toLowerCase());
};

/** Rules 5.5: "{field} is required." Whitespace alone counts as empty. */
export const validateRequired = (field: string, value: string): Result<string> =>
  value.trim().length === 0 ? E.left({ code: 'required', field }) : E.right(value);

/**
 * Rules 5.6, 9.1: at most `max` characters (default 50, names); `max` itself is accepted. The error
 * carries `max` as the longest accepted length, so the message says "at most {max}" and never
 * "fewer than" a length that is accepted.
 */
export const validateMaxLength = (field: string, value: string, max: number = NAME_MAX_LENGTH): Result<string> =>
  value.length > max ? E.left({ code: 'too_long', field, max }) : E.right(value);

/** Rules 5.6: free text stays under 5000 characters, that is at most 4999 (the `max` of its too_long error). */
export const validateFreeText = (field: string, value: string): Result<string> =>
  value.length >= FREE_TEXT_MAX_LENGTH ? E.left({ code: 'too_long', field, max: FREE_TEXT_MAX_LENGTH - 1 }) : E.right(value);

/** Rules 5.7: no spaces anywhere in the field (used for identifiers such as serial numbers). */
export const validateNoSpaces = (field: string, value: string): Result<string> => (/\s/.test(value) ? E.left({ code: 'no_spaces', field }) : E.right(value));

/** Rules 5.7: no leading or trailing spaces in text. */
export const validateNoOuterSpaces = (field: string, value: string): Result<string> =>
  value !== value.trim() ? E.left({ code: 'no_outer_spaces', field }) : E.right(value);

/** Rules 5.8: maintenance reminder time, required, a whole number from 1 to 9999 (time units). */
export const validateReminderUnits = (field: string, value: string): Result<number> => {
  if (value.trim().length === 0) return E.left({ code: 'required', field });
  if (!/^\d+$/.test(value.trim())) return E.left({ code: 'not_a_number', field });
  const n = Number(value.trim());
  return n < REMINDER_MIN || n > REMINDER_MAX ? E.left({ code: 'out_of_range', field, min: REMINDER_MIN, max: REMINDER_MAX }) : E.right(n);
};

/** Rules 5.9: login requires the user agreement and privacy policy ticked ("Check before logging in"). */
export const validateAgreement = (accepted: boolean): Result<true> => (accepted ? E.right(true) : E.left({ code: 'agreement_required' }));

/**
 * A required name-like field: required, no leading/trailing spaces, at most `max` characters
 * (default 50). Returns the first error in that order.
 */
export const validateName = (field: string, value: string, max: number = NAME_MAX_LENGTH): Result<string> =>
  E.chain((v: string) => validateNoOuterSpaces(field, v))(E.chain((v: string) => validateMaxLength(field, v, max))(validateRequired(field, value)));
