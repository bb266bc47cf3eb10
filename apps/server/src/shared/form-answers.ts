import { ServerCode } from '@yardfleet/contract/error-codes';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import * as E from 'fp-ts/lib/Either.js';
import { fail, type Answer } from '../http/answers';

/** Collects the Left of each named Either into one field-error object (rules 5.1), or null. */
export const fieldErrors = (checks: Record<string, E.Either<ValidationError, unknown>>): Record<string, ValidationError> | null => {
  const errors: Record<string, ValidationError> = {};
  for (const [field, check] of Object.entries(checks)) if (E.isLeft(check)) errors[field] = check.left;
  return Object.keys(errors).length === 0 ? null : errors;
};

/**
 * The 1170010001 answer with the field errors as entry, worded for the account and people forms
 * ("Please check the highlighted fields."; the fleet forms' answer is `invalidFields` of fleet-scope.ts beside this file).
 */
export const invalidFields = (errors: Record<string, ValidationError>): Answer<never> =>
  fail(ServerCode.validationFailed, 'Please check the highlighted fields.', errors);

/** The 1170010403 answer for a role without the permission (rules 6.2, docs/roles.md). */
export const roleForbidden = (): Answer<never> => fail(ServerCode.forbiddenRole, 'Your role does not allow this action.');
