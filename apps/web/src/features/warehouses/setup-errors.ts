import type { IntlShape } from 'react-intl';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError } from '@yardfleet/data/api-error';
import type { WarehouseField } from '@yardfleet/domain/forms/warehouse';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validationMessage } from '../../i18n/validation-messages';
import { setupMessages } from './setup-messages';

/** Field errors of the set-up, one per field (domain codes, never prose). */
export type SetupErrors = Partial<Record<WarehouseField, ValidationError>>;

const FIELDS: readonly WarehouseField[] = ['location', 'radius', 'name', 'address'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** One server field error as a domain ValidationError, when it is one of the codes the warehouse rules give. */
const asValidationError = (field: WarehouseField, value: unknown): ValidationError | undefined => {
  if (!isRecord(value)) return undefined;
  const { code, min, max } = value;
  if (code === 'required' || code === 'not_a_number' || code === 'no_outer_spaces') return { code, field };
  if (code === 'too_long' && isNumber(max)) return { code, field, max };
  if (code === 'out_of_range' && isNumber(min) && isNumber(max)) return { code, field, min, max };
  return undefined;
};

/**
 * The field errors of a refused save: for 1170010001 the envelope's entry `{ name | address |
 * radius: ValidationError }` (issue 5, as the server's warehouse routes answer it); empty for any
 * other failure (the error policy already toasted it).
 */
export const serverFieldErrors = (error: unknown): SetupErrors => {
  const api = asApiError(error);
  if (api?.kind !== 'envelope' || api.code !== ServerCode.validationFailed || !isRecord(api.entry)) return {};
  const errors: SetupErrors = {};
  for (const field of FIELDS) {
    const known = asValidationError(field, api.entry[field]);
    if (known) errors[field] = known;
  }
  return errors;
};

const LABELS = { location: setupMessages.location, radius: setupMessages.radius, name: setupMessages.name, address: setupMessages.address } as const;

/** The translated text of a set-up field error ("Name is required.", "Radius must be between 10 and 50000."). */
export const setupErrorText = (intl: IntlShape, field: WarehouseField, error: ValidationError | undefined): string | undefined =>
  error === undefined ? undefined : validationMessage(intl, error, intl.formatMessage(LABELS[field]));
