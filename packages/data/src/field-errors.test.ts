import { describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { fieldErrorsOf, validationErrorsOf } from './field-errors';

const envelope = (code: number, entry: unknown) => ({ kind: 'envelope', code, message: 'Some fields are not valid.', path: '/web-hmac/web/tag/create', entry });

describe('field errors of 1170010001 (rules 5.1: shown on the fields)', () => {
  const entry = {
    every: { code: 'out_of_range', field: 'every', min: 1, max: 9999 },
    name: { code: 'taken' },
    other: { code: 'mystery' },
    broken: { code: 'too_long', field: 'x' },
  };

  it('decodes each field with the contract codec and leaves out the ones it does not know', () => {
    expect(fieldErrorsOf(envelope(ServerCode.validationFailed, entry))).toEqual({
      every: { code: 'out_of_range', field: 'every', min: 1, max: 9999 },
      name: { code: 'taken' },
    });
  });

  it('gives the domain ValidationErrors without taken ones', () => {
    expect(validationErrorsOf(envelope(ServerCode.validationFailed, entry))).toEqual({ every: { code: 'out_of_range', field: 'every', min: 1, max: 9999 } });
  });

  it('is empty for any other failure', () => {
    expect(fieldErrorsOf(envelope(ServerCode.notFound, entry))).toEqual({});
    expect(fieldErrorsOf({ kind: 'http', status: 500, message: 'Internal Server Error' })).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
