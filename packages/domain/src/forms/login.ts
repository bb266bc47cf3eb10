import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import { validateAgreement, validateEmail } from '../validation/rules';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
  readonly agreed: boolean;
}

export type LoginFormErrors = Partial<Record<keyof LoginForm, ValidationError>>;

/**
 * Login form rules (rules 5.9, 5.2): email required and well formed; password required (its composition
 * is checked at registration, not at login, so older passwords still log in); agreement ticked.
 * Returns the normalised credentials or one error per field.
 */
export const validateLoginForm = (form: LoginForm): E.Either<LoginFormErrors, { email: string; password: string }> => {
  const errors: LoginFormErrors = {};
  const email = validateEmail(form.email);
  if (E.isLeft(email)) errors.email = email.left;
  if (form.password.length === 0) errors.password = { code: 'password_required' };
  const agreed = validateAgreement(form.agreed);
  if (E.isLeft(agreed)) errors.agreed = agreed.left;
  if (E.isLeft(email) || Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ email: email.right, password: form.password });
};
