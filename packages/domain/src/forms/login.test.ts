import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login';

describe('rules 5.9 login form', () => {
  it.each([
    [
      'valid credentials are normalised',
      { email: ' Admin@Demo.Yardfleet.test ', password: 'Demo1234', agreed: true },
      E.right({ email: 'admin@demo.yardfleet.test', password: 'Demo1234' }),
    ],
    [
      '"Check before logging in": the agreement must be ticked',
      { email: 'a@b.co', password: 'Demo1234', agreed: false },
      E.left({ agreed: { code: 'agreement_required' } }),
    ],
    [
      '"Email is required." and password required',
      { email: '', password: '', agreed: true },
      E.left({ email: { code: 'email_required' }, password: { code: 'password_required' } }),
    ],
    [
      "an old password that breaks today's composition rule still logs in",
      { email: 'a@b.co', password: 'short', agreed: true },
      E.right({ email: 'a@b.co', password: 'short' }),
    ],
    ['a malformed email', { email: 'a@b', password: 'x', agreed: true }, E.left({ email: { code: 'email_invalid' } })],
  ])('%s', (_name, form, result) => {
    expect(validateLoginForm(form)).toEqual(result);
  });
});
