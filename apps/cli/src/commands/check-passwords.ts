import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validatePassword } from '@yardfleet/domain/validation/rules';

/** The verdict on one line of a password file (rules 5.2). `line` is 1-based. */
export type PasswordVerdict = { readonly line: number; readonly ok: true } | { readonly line: number; readonly ok: false; readonly error: ValidationError };

/**
 * Splits a file into lines (LF or CRLF; a final newline does not make an extra line) and checks each
 * with the domain's password rule (rules 5.2). Lines are taken exactly as written: a space is a failure.
 */
export const checkPasswords = (text: string): readonly PasswordVerdict[] => {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((pw, i) => {
    const r = validatePassword(pw);
    return E.isRight(r) ? { line: i + 1, ok: true } : { line: i + 1, ok: false, error: r.left };
  });
};

const detail = (e: ValidationError): string => (e.code === 'password_length' ? ` (${e.min} to ${e.max} characters)` : '');

/** One output line per verdict: "line 3: fail password_length (8 to 16 characters)". The password itself is never printed. */
export const formatVerdict = (v: PasswordVerdict): string => (v.ok ? `line ${v.line}: ok` : `line ${v.line}: fail ${v.error.code}${detail(v.error)}`);
