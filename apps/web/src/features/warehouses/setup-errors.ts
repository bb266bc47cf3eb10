import type { IntlShape } from 'react-intl';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import type { WarehouseField } from '@yardfleet/domain/forms/warehouse';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validationMessage } from '../../i18n/validation-messages';
import { setupMessages } from './setup-messages';

/** Field errors of the set-up, one per field (domain codes, never prose). */
export type SetupErrors = Partial<Record<WarehouseField, ValidationError>>;

const FIELDS: readonly WarehouseField[] = ['location', 'radius', 'name', 'address'];

/** The set-up's fields among a refused save's field errors (1170010001; the data layer decodes them). */
export const setupErrorsOf = (error: unknown): SetupErrors => {
  const errors = validationErrorsOf(error);
  return Object.fromEntries(FIELDS.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
};

const LABELS = { location: setupMessages.location, radius: setupMessages.radius, name: setupMessages.name, address: setupMessages.address } as const;

/** The translated text of a set-up field error ("Name is required.", "Radius must be between 10 and 50000."). */
export const setupErrorText = (intl: IntlShape, field: WarehouseField, error: ValidationError | undefined): string | undefined =>
  error === undefined ? undefined : validationMessage(intl, error, intl.formatMessage(LABELS[field]));
