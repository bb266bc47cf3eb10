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
  ],
  'ValidationError',
);
export type ValidationError = t.TypeOf<typeof ValidationError>;

export type ValidationErrorCode = ValidationError['code'];
