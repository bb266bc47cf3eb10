import * as E from 'fp-ts/lib/Either.js';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { FieldError } from '@yardfleet/contract/field-errors';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { asApiError } from './api-error';

// Apart from api-error.ts, which every route loads: only the forms that show server field errors
// load these codecs (docs/decisions/0006).

/**
 * The field errors of a failed request: for 1170010001 validationFailed, the envelope entry's
 * `{ field: FieldError }` decoded with the contract's codec (a field whose error the codec does not
 * know is left out); empty for any other failure (the error policy has dealt with it). Forms show
 * these on their fields (rules 5.1).
 */
export const fieldErrorsOf = (error: unknown): Readonly<Record<string, FieldError>> => {
  const api = asApiError(error);
  if (api?.kind !== 'envelope' || api.code !== ServerCode.validationFailed || typeof api.entry !== 'object' || api.entry === null) return {};
  const errors: Record<string, FieldError> = {};
  for (const [field, value] of Object.entries(api.entry)) {
    const decoded = FieldError.decode(value);
    if (E.isRight(decoded)) errors[field] = decoded.right;
  }
  return errors;
};

/** `fieldErrorsOf` without `taken` errors: the domain ValidationErrors of a form that has no unique fields. */
export const validationErrorsOf = (error: unknown): Readonly<Record<string, ValidationError>> =>
  Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).flatMap(([field, fieldError]): [string, ValidationError][] =>
      fieldError.code === 'taken' ? [] : [[field, fieldError]],
    ),
  );
