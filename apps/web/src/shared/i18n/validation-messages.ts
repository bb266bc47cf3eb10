import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { ValidationError } from '@yardfleet/domain/validation/errors';

/** One message per ValidationError code of the domain (rules 5). */
const messages = defineMessages({
  passwordComposition: {
    id: 'validation.passwordComposition',
    defaultMessage: 'The password must contain letters and digits.',
    description: 'Rules 5.2: password without a letter or a digit',
  },
  passwordInvalidCharacter: {
    id: 'validation.passwordInvalidCharacter',
    defaultMessage: 'The password may only contain letters, digits and ~!@#$%^&*_ (no spaces).',
    description: 'Rules 5.2: password with a space or a character outside the allowed set',
  },
  passwordsDoNotMatch: {
    id: 'validation.passwordsDoNotMatch',
    defaultMessage: 'The two passwords entered do not match!',
    description: 'Rules 5.3: confirmation differs',
  },
  emailInvalid: { id: 'validation.emailInvalid', defaultMessage: 'Please enter the correct email address.', description: 'Rules 5.4: email pattern' },
  emailRequired: { id: 'validation.emailRequired', defaultMessage: 'Email is required.', description: 'Rules 5.5: email empty' },
  passwordRequired: { id: 'validation.passwordRequired', defaultMessage: 'Password is required.', description: 'Rules 5.5: password empty' },
  agreementRequired: {
    id: 'validation.agreementRequired',
    defaultMessage: 'Check before logging in',
    description: 'Rules 5.9: login without ticking the agreements',
  },
});

const required = defineMessage<{ field: string }>({
  id: 'validation.required',
  defaultMessage: '{field} is required.',
  description: 'Rules 5.5: a required field is empty',
});
const tooLong = defineMessage<{ field: string; max: number }>({
  id: 'validation.tooLong',
  defaultMessage: 'Your {field} must be at most {max} characters long',
  description: 'Rules 5.6: text longer than allowed; {max} is the longest length accepted (50 for names, 4999 for free text)',
});
const passwordLength = defineMessage<{ min: number; max: number }>({
  id: 'validation.passwordLength',
  defaultMessage: 'The password must be {min} to {max} characters long.',
  description: 'Rules 5.2: password length',
});
const noSpaces = defineMessage<{ field: string }>({
  id: 'validation.noSpaces',
  defaultMessage: 'No spaces are allowed in {field}.',
  description: 'Rules 5.7: spaces in a field',
});
const noOuterSpaces = defineMessage<{ field: string }>({
  id: 'validation.noOuterSpaces',
  defaultMessage: '{field} may not start or end with a space.',
  description: 'Rules 5.7: leading or trailing spaces',
});
const notANumber = defineMessage<{ field: string }>({
  id: 'validation.notANumber',
  defaultMessage: '{field} must be a whole number.',
  description: 'Rules 5.8: not a number',
});
const outOfRange = defineMessage<{ field: string; min: number; max: number }>({
  id: 'validation.outOfRange',
  defaultMessage: '{field} must be between {min} and {max}.',
  description: 'Rules 5.8: reminder time out of 1..9999',
});
const unsupportedCharacters = defineMessage<{ field: string }>({
  id: 'validation.unsupportedCharacters',
  defaultMessage: '{field} contains characters that cannot be saved (such as control characters). Please remove them.',
  description: 'Rules 5.17: the text holds a NUL, a control character or a broken character (unpaired surrogate) the database cannot store',
});
const timeInvalid = defineMessage<{ field: string }>({
  id: 'validation.timeInvalid',
  defaultMessage: '{field} must be a time of day as HH:MM (00:00 to 23:59).',
  description: 'Rules 22.2, 22.7: a time of day (working hours, quiet hours, return-by time) that is not HH:MM on the 24-hour clock',
});
const invalidChoice = defineMessage<{ field: string }>({
  id: 'validation.invalidChoice',
  defaultMessage: '{field}: this choice is not available here.',
  description: 'Rules 22.1, 22.7: a choice the field does not offer here, e.g. a scope the alert rule kind cannot watch',
});
const endNotAfterStart = defineMessage<{ field: string }>({
  id: 'validation.endNotAfterStart',
  defaultMessage: '{field} must be later than the start time.',
  description: 'Rules 22.2, 22.3: the end of working hours not after their start, or quiet hours ending where they start',
});
const identifierInvalid = defineMessage<{ field: string }>({
  id: 'validation.identifierInvalid',
  defaultMessage: '{field} may only contain letters, digits, hyphens (-) and underscores (_).',
  description: 'Rules 22.1: an error code of a fault alert rule with other characters',
});

/**
 * The translated message of a domain ValidationError (rules 5.1). `fieldLabel` is the translated
 * name of the field the error is about (the error itself carries only the field's code).
 */
export const validationMessage = (intl: IntlShape, error: ValidationError, fieldLabel?: string): string => {
  const field = fieldLabel ?? ('field' in error ? error.field : '');
  switch (error.code) {
    case 'required':
      return intl.formatMessage(required, { field });
    case 'too_long':
      return intl.formatMessage(tooLong, { field, max: error.max });
    case 'password_length':
      return intl.formatMessage(passwordLength, { min: error.min, max: error.max });
    case 'password_composition':
      return intl.formatMessage(messages.passwordComposition);
    case 'password_invalid_character':
      return intl.formatMessage(messages.passwordInvalidCharacter);
    case 'passwords_do_not_match':
      return intl.formatMessage(messages.passwordsDoNotMatch);
    case 'email_invalid':
      return intl.formatMessage(messages.emailInvalid);
    case 'email_required':
      return intl.formatMessage(messages.emailRequired);
    case 'password_required':
      return intl.formatMessage(messages.passwordRequired);
    case 'no_spaces':
      return intl.formatMessage(noSpaces, { field });
    case 'no_outer_spaces':
      return intl.formatMessage(noOuterSpaces, { field });
    case 'not_a_number':
      return intl.formatMessage(notANumber, { field });
    case 'out_of_range':
      return intl.formatMessage(outOfRange, { field, min: error.min, max: error.max });
    case 'agreement_required':
      return intl.formatMessage(messages.agreementRequired);
    case 'unsupported_characters':
      return intl.formatMessage(unsupportedCharacters, { field });
    case 'time_invalid':
      return intl.formatMessage(timeInvalid, { field });
    case 'invalid_choice':
      return intl.formatMessage(invalidChoice, { field });
    case 'end_not_after_start':
      return intl.formatMessage(endNotAfterStart, { field });
    case 'identifier_invalid':
      return intl.formatMessage(identifierInvalid, { field });
  }
};
