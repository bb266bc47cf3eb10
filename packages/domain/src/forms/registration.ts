import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import { validateConfirmation, validateName, validatePassword } from '../validation/rules';

/** The registration form (rules 5.10): first name, last name, company name, password, confirm password. */
export interface RegistrationForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** One error per field, keyed by the form's field names. */
export type RegistrationFormErrors = Partial<Record<keyof RegistrationForm, ValidationError>>;

/** Field names as they appear in `required` / `too_long` errors, for the UI's "{field} is required.". */
export const REGISTRATION_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  companyName: 'companyName',
} as const;

/**
 * Registration rules (rules 5.10): first name, last name and company name are required, without
 * leading or trailing spaces and at most 50 characters (rules 5.6, 5.7); the password follows the
 * password rule (rules 5.2); the confirmation is required and must match. Returns the values to
 * submit, or one coded error per failing field (never English prose).
 */
export const validateRegistrationForm = (form: RegistrationForm): E.Either<RegistrationFormErrors, Omit<RegistrationForm, 'confirmPassword'>> => {
  const errors: RegistrationFormErrors = {};
  const firstName = validateName(REGISTRATION_FIELDS.firstName, form.firstName);
  const lastName = validateName(REGISTRATION_FIELDS.lastName, form.lastName);
  const companyName = validateName(REGISTRATION_FIELDS.companyName, form.companyName);
  const password = validatePassword(form.password);
  const confirm =
    form.confirmPassword.length === 0 ? E.left<ValidationError>({ code: 'password_required' }) : validateConfirmation(form.password, form.confirmPassword);
  if (E.isLeft(firstName)) errors.firstName = firstName.left;
  if (E.isLeft(lastName)) errors.lastName = lastName.left;
  if (E.isLeft(companyName)) errors.companyName = companyName.left;
  if (E.isLeft(password)) errors.password = password.left;
  if (E.isLeft(confirm)) errors.confirmPassword = confirm.left;
  if (E.isLeft(firstName) || E.isLeft(lastName) || E.isLeft(companyName) || E.isLeft(password) || E.isLeft(confirm)) return E.left(errors);
  return E.right({ firstName: firstName.right, lastName: lastName.right, companyName: companyName.right, password: password.right });
};
