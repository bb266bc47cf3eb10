import * as t from 'io-ts';

const error = <C extends string, P extends t.Props>(code: C, props: P) => t.type({ code: t.literal(code), ...props });

/**
 * Validation errors (rules 5.1): stable codes with parameters, never prose. The web app maps each
 * code to a translated message; the server answers them as field errors (1170010001), which the
 * client decodes with this codec.
 */
export const ValidationError = t.union(
  [
    error('required', { field: t.string }),
    error('too_long', { field: t.string, max: t.number }),
    error('password_length', { min: t.number, max: t.number }),
    error('password_composition', {}),
    error('password_invalid_character', {}),
    error('passwords_do_not_match', {}),
    error('email_invalid', {}),
    error('email_required', {}),
    error('password_required', {}),
    error('no_spaces', { field: t.string }),
    error('no_outer_spaces', { field: t.string }),
    error('not_a_number', { field: t.string }),
    error('out_of_range', { field: t.string, min: t.number, max: t.number }),
    error('agreement_required', {}),
    // The text holds a character the database cannot store (rules 5.17; storable-text.ts).
    error('unsupported_characters', { field: t.string }),
    // Not a time of day `HH:MM` on the 24-hour clock, 00:00 to 23:59 (rules 22.2, 22.7).
    error('time_invalid', { field: t.string }),
    // A choice the field does not offer here, e.g. a scope a rule's kind cannot watch (rules 22.1, 22.7).
    error('invalid_choice', { field: t.string }),
    // A span's end is not after its start, or a span that wraps midnight starts where it ends (rules 22.2, 22.3).
    error('end_not_after_start', { field: t.string }),
    // A code holding characters other than letters, digits, `-` and `_` (rules 22.1 error codes).
    error('identifier_invalid', { field: t.string }),
  ],
  'ValidationError',
);
export type ValidationError = t.TypeOf<typeof ValidationError>;

export type ValidationErrorCode = ValidationError['code'];
