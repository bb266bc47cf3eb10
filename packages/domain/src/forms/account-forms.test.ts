import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  newPasswordDiffers,
  validateAccountRegistration,
  validateChangePassword,
  validateCompanyName,
  validateForgotPassword,
  validateNewPassword,
} from './account-forms';

describe('account forms (rules 5.10)', () => {
  it('registration: every field checked, company name and email only when the form has them', () => {
    expect(validateAccountRegistration({ firstName: '', lastName: 'Ray', password: 'short', confirmPassword: '', agreed: false })).toEqual({
      firstName: { code: 'required', field: 'firstName' },
      password: { code: 'password_length', min: 8, max: 16 },
      confirmPassword: { code: 'password_required' },
      agreed: { code: 'agreement_required' },
    });
    expect(
      validateAccountRegistration({
        email: 'a@b.co',
        firstName: 'Ann',
        lastName: 'Ray',
        companyName: ' Acme',
        password: 'Abcd1234',
        confirmPassword: 'Abcd1234',
        agreed: true,
      }),
    ).toEqual({ companyName: { code: 'no_outer_spaces', field: 'companyName' } });
  });
  it('forgot, reset, change password and company name', () => {
    expect(validateForgotPassword({ email: 'x' })).toEqual({ email: { code: 'email_invalid' } });
    expect(validateNewPassword({ password: 'Abcd1234', confirmPassword: 'Abcd1235' })).toEqual({ confirmPassword: { code: 'passwords_do_not_match' } });
    expect(validateChangePassword({ oldPassword: '', newPassword: 'Abcd1234', confirmPassword: 'Abcd1234' })).toEqual({
      oldPassword: { code: 'password_required' },
    });
    expect(validateCompanyName({ companyName: 'x'.repeat(51) })).toEqual({ companyName: { code: 'too_long', field: 'companyName', max: 50 } });
  });
});

describe('newPasswordDiffers (rules 5.2: one rule for the change form and the reset link)', () => {
  it('refuses the current password and accepts any other', () => {
    expect(newPasswordDiffers(true)).toEqual(E.left({ code: 'same_as_old' }));
    expect(newPasswordDiffers(false)).toEqual(E.right(true));
  });
});
