/**
 * Validation errors (SPEC 5): stable codes with parameters, never prose. The web app maps each
 * code to a translated message; the server answers them as field errors.
 */
export type ValidationError =
  | { readonly code: 'required'; readonly field: string }
  | { readonly code: 'too_long'; readonly field: string; readonly max: number }
  | { readonly code: 'password_length'; readonly min: number; readonly max: number }
  | { readonly code: 'password_composition' }
  | { readonly code: 'password_invalid_character' }
  | { readonly code: 'passwords_do_not_match' }
  | { readonly code: 'email_invalid' }
  | { readonly code: 'email_required' }
  | { readonly code: 'password_required' }
  | { readonly code: 'no_spaces'; readonly field: string }
  | { readonly code: 'no_outer_spaces'; readonly field: string }
  | { readonly code: 'not_a_number'; readonly field: string }
  | { readonly code: 'out_of_range'; readonly field: string; readonly min: number; readonly max: number }
  | { readonly code: 'agreement_required' };

export type ValidationErrorCode = ValidationError['code'];
