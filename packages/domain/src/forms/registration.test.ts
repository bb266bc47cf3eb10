import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { validateRegistrationForm, type RegistrationForm } from './registration';

const good: RegistrationForm = {
  firstName: 'Ann',
  lastName: 'Devries',
  companyName: 'Green Acres Landscaping',
  password: 'Mow2026!x',
  confirmPassword: 'Mow2026!x',
};

describe('rules 5.10 registration form: first name, last name, company name, password, confirm', () => {
  it('a complete form gives the values to submit, without the confirmation', () => {
    expect(validateRegistrationForm(good)).toEqual(
      E.right({ firstName: 'Ann', lastName: 'Devries', companyName: 'Green Acres Landscaping', password: 'Mow2026!x' }),
    );
  });

  it.each<[string, Partial<RegistrationForm>, Record<string, unknown>]>([
    [
      'an empty form names every field',
      { firstName: '', lastName: '', companyName: '', password: '', confirmPassword: '' },
      {
        firstName: { code: 'required', field: 'firstName' },
        lastName: { code: 'required', field: 'lastName' },
        companyName: { code: 'required', field: 'companyName' },
        password: { code: 'password_required' },
        confirmPassword: { code: 'password_required' },
      },
    ],
    ['a confirmation that differs', { confirmPassword: 'Mow2026!X' }, { confirmPassword: { code: 'passwords_do_not_match' } }],
    ['a weak password', { password: 'mowmowmow', confirmPassword: 'mowmowmow' }, { password: { code: 'password_composition' } }],
    ['a company name of 51 characters', { companyName: 'x'.repeat(51) }, { companyName: { code: 'too_long', field: 'companyName', max: 50 } }],
    ['a last name with a trailing space', { lastName: 'Devries ' }, { lastName: { code: 'no_outer_spaces', field: 'lastName' } }],
  ])('%s', (_name, change, errors) => {
    expect(validateRegistrationForm({ ...good, ...change })).toEqual(E.left(errors));
  });
});
