import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validationMessage } from '../../i18n/validation-messages';

/**
 * Form state of the account screens: the values, the fields whose errors are shown (after blur or
 * a submit, SPEC 5), and the translated errors of the domain rule `validate` for the shown fields.
 * `labels` names each field in the messages ("First name is required.").
 */
export const useFormState = <F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, ValidationError>>,
  labels: Record<F, string>,
) => {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const fieldErrors = validate(values);
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(initial) as F[]) {
    const error = fieldErrors[field];
    if (error && shown.has(field)) errors[field] = validationMessage(intl, error, labels[field]);
  }
  return {
    values,
    errors,
    valid: Object.keys(fieldErrors).length === 0,
    change: (field: F, value: string) => setValues((current) => ({ ...current, [field]: value })),
    blur: (field: F) => setShown((current) => new Set(current).add(field)),
    showAll: () => setShown(new Set(Object.keys(initial) as F[])),
  };
};
