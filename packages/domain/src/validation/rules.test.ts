import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIALS,
  validateAgreement,
  validateConfirmation,
  validateEmail,
  validateFreeText,
  validateMaxLength,
  validateName,
  validateNoOuterSpaces,
  validateNoSpaces,
  validatePassword,
  validateReminderUnits,
  validateRequired,
} from './rules';

const code = (r: E.Either<{ code: string }, unknown>) => (E.isLeft(r) ? r.left.code : 'ok');

describe('rules 5.2 password: 8 to 16, letters and digits, specials ~!@#$%^&*_, no spaces', () => {
  it.each([
    ['', 'password_required'],
    ['abc1234', 'password_length'],
    ['abcd1234', 'ok'],
    ['Abcd1234Abcd1234', 'ok'],
    ['Abcd1234Abcd12345', 'password_length'],
    ['abcdefgh', 'password_composition'],
    ['12345678', 'password_composition'],
    ['~!@#$%^&', 'password_composition'],
    ['a1~!@#$%^&*_', 'ok'],
    ['abcd 1234', 'password_invalid_character'],
    [' abcd1234', 'password_invalid_character'],
    ['abcd1234?', 'password_invalid_character'],
    ['abcd1234-', 'password_invalid_character'],
    ['pässword1', 'password_invalid_character'],
    ['abcd\t1234', 'password_invalid_character'],
  ])('%j -> %s', (value, expected) => {
    expect(code(validatePassword(value))).toBe(expected);
  });

  it('the length error carries its bounds', () => {
    expect(validatePassword('a1')).toEqual(E.left({ code: 'password_length', min: 8, max: 16 }));
  });

  const allowed = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ...PASSWORD_SPECIALS];
  const arbAllowed = (min: number, max: number) => fc.array(fc.constantFrom(...allowed), { minLength: min, maxLength: max }).map((cs) => cs.join(''));

  it('property: any 8-16 allowed characters with a letter and a digit pass, unchanged', () => {
    fc.assert(
      fc.property(arbAllowed(6, 14), fc.constantFrom(...'aZq'), fc.constantFrom(...'059'), fc.nat(), (rest, letter, digit, at) => {
        const i = at % (rest.length + 1);
        const pw = rest.slice(0, i) + letter + digit + rest.slice(i);
        expect(validatePassword(pw)).toEqual(E.right(pw));
      }),
    );
  });

  it('property: any string containing a space fails', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        expect(E.isLeft(validatePassword(`${a} ${b}`))).toBe(true);
      }),
    );
  });

  it('property: shorter than 8 or longer than 16 always fails', () => {
    fc.assert(
      fc.property(fc.oneof(arbAllowed(1, 7), arbAllowed(17, 40)), (pw) => {
        expect(code(validatePassword(pw))).toBe('password_length');
      }),
    );
  });

  it('property: passwords are case sensitive (a changed case is a different password)', () => {
    fc.assert(
      fc.property(
        arbAllowed(8, 16).filter((p) => /[a-z]/.test(p)),
        (pw) => {
          expect(code(validateConfirmation(pw, pw.toUpperCase()))).toBe('passwords_do_not_match');
        },
      ),
    );
  });
});

describe('rules 5.3 confirmation must match', () => {
  it.each([
    ['abcd1234', 'abcd1234', 'ok'],
    ['abcd1234', 'ABCD1234', 'passwords_do_not_match'],
    ['abcd1234', 'abcd1234 ', 'passwords_do_not_match'],
    ['abcd1234', '', 'passwords_do_not_match'],
  ])('%j vs %j -> %s', (pw, confirm, expected) => {
    expect(code(validateConfirmation(pw, confirm))).toBe(expected);
  });
});

describe('rules 5.4 email: required, {email} pattern', () => {
  it.each([
    ['', 'email_required'],
    ['   ', 'email_required'],
    ['fleet@example.com', 'ok'],
    ['Fleet.Manager+ops@yard-fleet.co.uk', 'ok'],
    ['fleet@example', 'email_invalid'],
    ['fleet@@example.com', 'email_invalid'],
    ['fleet example@example.com', 'email_invalid'],
    ['@example.com', 'email_invalid'],
    ['fleet@.com', 'email_invalid'],
    ['fleet@example..com', 'email_invalid'],
    [`${'a'.repeat(250)}@ex.com`, 'email_invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(code(validateEmail(value))).toBe(expected);
  });

  it('a valid address is trimmed and lower-cased', () => {
    expect(validateEmail('  Ann@Example.COM ')).toEqual(E.right('ann@example.com'));
  });

  it('property: an address with a space inside is never valid', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ minLength: 1, maxLength: 10 }), (a, b) => {
        expect(E.isLeft(validateEmail(`${a.trim() || 'x'} ${b.trim() || 'y'}@example.com`))).toBe(true);
      }),
    );
  });
});

describe('rules 5.5 to 5.7 required, max length (default 50, free text under 5000), spaces', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['\t\n', 'required'],
    ['x', 'ok'],
  ])('required %j -> %s', (value, expected) => {
    expect(code(validateRequired('firstName', value))).toBe(expected);
  });

  it('the required error names its field', () => {
    expect(validateRequired('companyName', '')).toEqual(E.left({ code: 'required', field: 'companyName' }));
  });

  it.each([
    [50, undefined, 'ok'],
    [51, undefined, 'too_long'],
    [20, 20, 'ok'],
    [21, 20, 'too_long'],
  ])('%i characters with max %s -> %s', (n, max, expected) => {
    expect(code(validateMaxLength('name', 'x'.repeat(n), max))).toBe(expected);
  });

  it('the too-long error carries the default maximum 50', () => {
    expect(validateMaxLength('name', 'x'.repeat(51))).toEqual(E.left({ code: 'too_long', field: 'name', max: 50 }));
  });

  it.each([
    [4999, 'ok'],
    [5000, 'too_long'],
  ])('free text of %i characters -> %s (rules 5.6: under 5000)', (n, expected) => {
    expect(code(validateFreeText('details', 'x'.repeat(n)))).toBe(expected);
  });

  it.each([
    ['SN12345', 'ok'],
    ['SN 12345', 'no_spaces'],
    ['SN12345 ', 'no_spaces'],
    ['SN\t1', 'no_spaces'],
  ])('no spaces %j -> %s', (value, expected) => {
    expect(code(validateNoSpaces('serialNumber', value))).toBe(expected);
  });

  it.each([
    ['North depot', 'ok'],
    [' North depot', 'no_outer_spaces'],
    ['North depot ', 'no_outer_spaces'],
  ])('no leading or trailing spaces %j -> %s', (value, expected) => {
    expect(code(validateNoOuterSpaces('name', value))).toBe(expected);
  });

  it.each([
    ['', 'required'],
    [' Ann', 'no_outer_spaces'],
    ['A'.repeat(51), 'too_long'],
    ['Ann', 'ok'],
  ])('a name %j -> %s (required first, then length, then spaces)', (value, expected) => {
    expect(code(validateName('firstName', value))).toBe(expected);
  });

  it('property: a string without whitespace never fails no_spaces; any with a space does', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(E.isLeft(validateNoSpaces('f', s))).toBe(/\s/.test(s));
      }),
    );
  });
});

describe('rules 5.8 maintenance reminder time: required, number 1 to 9999', () => {
  it.each([
    ['', 'required'],
    ['abc', 'not_a_number'],
    ['1.5', 'not_a_number'],
    ['-3', 'not_a_number'],
    ['0', 'out_of_range'],
    ['1', 'ok'],
    ['9999', 'ok'],
    ['10000', 'out_of_range'],
    [' 12 ', 'ok'],
  ])('%j -> %s', (value, expected) => {
    expect(code(validateReminderUnits('reminder', value))).toBe(expected);
  });

  it('property: every whole number from 1 to 9999 passes as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (n) => {
        expect(validateReminderUnits('reminder', String(n))).toEqual(E.right(n));
      }),
    );
  });
});

describe('rules 5.9 login requires the agreement ticked', () => {
  it.each([
    [true, 'ok'],
    [false, 'agreement_required'],
  ])('%s -> %s', (ticked, expected) => {
    expect(code(validateAgreement(ticked))).toBe(expected);
  });
});
