import type { IntlShape } from 'react-intl';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError } from '@yardfleet/data/api-error';
import type { MaintenanceFormError } from '@yardfleet/domain/forms/maintenance-log';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validationMessage } from '../../../i18n/validation-messages';
import { decimalNumber } from './maintenance-messages';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** One server field error as a domain ValidationError, when it is one of the codes the maintenance rules give. */
const asValidationError = (field: string, value: unknown): ValidationError | undefined => {
  if (!isRecord(value)) return undefined;
  const { code, min, max } = value;
  if (code === 'required' || code === 'not_a_number') return { code, field };
  if (code === 'too_long' && isNumber(max)) return { code, field, max };
  if (code === 'out_of_range' && isNumber(min) && isNumber(max)) return { code, field, min, max };
  return undefined;
};

/**
 * The field errors of a failed maintenance call: for 1170010001 the envelope's entry
 * `{ field: ValidationError }` (SPEC 5, as the server's routes answer it), keyed by field name;
 * empty for any other failure (the error policy already toasted it).
 */
export const serverFieldErrors = (error: unknown): Readonly<Record<string, ValidationError>> => {
  const api = asApiError(error);
  if (api?.kind !== 'envelope' || api.code !== ServerCode.validationFailed || !isRecord(api.entry)) return {};
  const errors: Record<string, ValidationError> = {};
  for (const [field, value] of Object.entries(api.entry)) {
    const known = asValidationError(field, value);
    if (known) errors[field] = known;
  }
  return errors;
};

/** The translated text of a maintenance form error; `label` is the field's translated name ("Performed by is required."). */
export const formErrorMessage = (intl: IntlShape, error: MaintenanceFormError, label: string): string =>
  error.code === 'decimal_number' ? intl.formatMessage(decimalNumber, { field: label, decimals: error.decimals }) : validationMessage(intl, error, label);
