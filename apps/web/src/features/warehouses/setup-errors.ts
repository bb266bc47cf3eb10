import type { IntlShape } from 'react-intl';
import type { FieldError } from '@yardfleet/contract/field-errors';
import { fieldErrorsOf } from '@yardfleet/data/field-errors';
import type { WarehouseField } from '@yardfleet/domain/forms/warehouse';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { setupMessages } from './setup-messages';

/** Field errors of the set-up, one per field (domain codes or the server's `taken` name, never prose). */
export type SetupErrors = Partial<Record<WarehouseField, FieldError>>;

const FIELDS: readonly WarehouseField[] = ['location', 'radius', 'name', 'address'];

/**
 * The set-up's fields among a refused save's field errors (1170010001; the data layer decodes
 * them), including `{ name: { code: 'taken' } }` when another warehouse has the name.
 */
export const setupErrorsOf = (error: unknown): SetupErrors => {
  const errors = fieldErrorsOf(error);
  return Object.fromEntries(FIELDS.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
};

const LABELS = { location: setupMessages.location, radius: setupMessages.radius, name: setupMessages.name, address: setupMessages.address } as const;

/**
 * The translated text of a set-up field error ("Name is required.", "Radius must be between 10 and
 * 50000.", "Another warehouse already has this name.").
 */
export const setupErrorText = (intl: IntlShape, field: WarehouseField, error: FieldError | undefined): string | undefined =>
  error === undefined
    ? undefined
    : error.code === 'taken'
      ? intl.formatMessage(setupMessages.nameTaken)
      : validationMessage(intl, error, intl.formatMessage(LABELS[field]));
