import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import { validateAgreement, validateConfirmation, validateEmail, validateName, validatePassword } from '../validation/rules';
import { REGISTRATION_FIELDS } from './registration';

/** One coded error per failing field of a form with fields `F` (never prose; rules 5.1). */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationError>>;

const collect = <F extends string>(checks: readonly (readonly [F, E.Either<ValidationError, unknown>])[]): FieldErrors<F> => {
  const errors: FieldErrors<F> = {};
  for (const [field, result] of checks) if (E.isLeft(result)) errors[field] = result.left;
  return errors;
};

const confirmation = (password: string, confirm: string): E.Either<ValidationError, string> =>
  confirm.length === 0 ? E.left({ code: 'password_required' }) : validateConfirmation(password, confirm);

/** The fields of the registration forms (rules 5.10; company adds companyName; invited has no email). */
export type AccountField = 'email' | 'firstName' | 'lastName' | 'companyName' | 'password' | 'confirmPassword' | 'agreed';

/**
 * Registration (rules 5.10; company, personal or invited): `email` when given must be valid; first
 * and last name (and company name when given) required, no outer spaces, at most 50 characters;
 * the password rule (rules 5.2); the confirmation required and equal; the agreement ticked (rules 1.1:
 * businesses and individual traders only, authorised by the account holder). Returns the errors
 * per field; empty when the form may be sent.
 */
export const validateAccountRegistration = (form: {
  readonly email?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName?: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly agreed: boolean;
}): FieldErrors<AccountField> =>
  collect<AccountField>([
    ...(form.email !== undefined ? [['email', validateEmail(form.email)] as const] : []),
    ['firstName', validateName(REGISTRATION_FIELDS.firstName, form.firstName)],
    ['lastName', validateName(REGISTRATION_FIELDS.lastName, form.lastName)],
    ...(form.companyName !== undefined ? [['companyName', validateName(REGISTRATION_FIELDS.companyName, form.companyName)] as const] : []),
    ['password', validatePassword(form.password)],
    ['confirmPassword', confirmation(form.password, form.confirmPassword)],
    ['agreed', validateAgreement(form.agreed)],
  ]);

/** Forgot password (rules 5.10): the email is required and valid. */
export const validateForgotPassword = (form: { readonly email: string }): FieldErrors<'email'> => collect([['email', validateEmail(form.email)] as const]);

/** Reset password (from the link; rules 5.10): the password rule and a matching confirmation. */
export const validateNewPassword = (form: { readonly password: string; readonly confirmPassword: string }): FieldErrors<'password' | 'confirmPassword'> =>
  collect<'password' | 'confirmPassword'>([
    ['password', validatePassword(form.password)],
    ['confirmPassword', confirmation(form.password, form.confirmPassword)],
  ]);

/** Change password (rules 5.10): the old password required; the new one follows the rule and is confirmed. */
export const validateChangePassword = (form: {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}): FieldErrors<'oldPassword' | 'newPassword' | 'confirmPassword'> =>
  collect<'oldPassword' | 'newPassword' | 'confirmPassword'>([
    ['oldPassword', form.oldPassword.length === 0 ? E.left({ code: 'password_required' }) : E.right(form.oldPassword)],
    ['newPassword', validatePassword(form.newPassword)],
    ['confirmPassword', confirmation(form.newPassword, form.confirmPassword)],
  ]);

/** Company name (create company, rename; rules 5.10): required, no outer spaces, at most 50 characters. */
export const validateCompanyName = (form: { readonly companyName: string }): FieldErrors<'companyName'> =>
  collect([['companyName', validateName(REGISTRATION_FIELDS.companyName, form.companyName)] as const]);

/** The error of a new password that is the account's current password (rules 5.2). */
export interface SameAsCurrentPassword {
  readonly code: 'same_as_old';
}

/**
 * Rules 5.2, 19.4: a new password must differ from the account's current password, whether it is
 * chosen in the change form or through a reset link. `isCurrent` says whether the candidate is the
 * current password; only the server knows (the change form's verified old password, or the stored
 * hash for a reset), so the server applies this rule to both calls.
 */
export const newPasswordDiffers = (isCurrent: boolean): E.Either<SameAsCurrentPassword, true> => (isCurrent ? E.left({ code: 'same_as_old' }) : E.right(true));

/** True when a form's error record holds no error. */
export const hasNoErrors = (errors: Partial<Record<string, ValidationError>>): boolean => Object.keys(errors).length === 0;
