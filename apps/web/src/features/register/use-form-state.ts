import { useState } from 'react';
import { useIntl } from 'react-intl';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validationMessage } from '../../shared/i18n/validation-messages';

/**
 * Form state of the account screens: the values, the fields whose errors are shown (after blur or
 * a submit, rules 5.1), and the translated errors of the domain rule `validate` for the shown fields.
 * `labels` names each field in the messages ("First name is required.").
 *
 * `refused(error)` takes a failed request's server field errors (1170010001, decoded by the data
 * layer) and shows each on its field until that field is edited (rules 5.1: the message sits at the
 * field, what was typed is kept); errors of fields this form does not have are left out.
 */
export const useFormState = <F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, ValidationError>>,
  labels: Record<F, string>,
) => {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const [server, setServer] = useState<Partial<Record<F, ValidationError>>>({});
  const fields = Object.keys(initial) as F[];
  const fieldErrors = validate(values);
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const error = (shown.has(field) ? fieldErrors[field] : undefined) ?? server[field];
    if (error) errors[field] = validationMessage(intl, error, labels[field]);
  }
  return {
    values,
    errors,
    valid: Object.keys(fieldErrors).length === 0,
    change: (field: F, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServer((current) => {
        if (current[field] === undefined) return current;
        return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) as Partial<Record<F, ValidationError>>;
      });
    },
    blur: (field: F) => setShown((current) => new Set(current).add(field)),
    showAll: () => setShown(new Set(fields)),
    /** Shows a refused request's 1170010001 field errors on this form's fields; true when there were any. */
    refused: (error: unknown): boolean => {
      const received = validationErrorsOf(error);
      const mine = Object.fromEntries(fields.flatMap((field) => (received[field] ? [[field, received[field]]] : []))) as Partial<Record<F, ValidationError>>;
      setServer(mine);
      return Object.keys(mine).length > 0;
    },
  };
};
