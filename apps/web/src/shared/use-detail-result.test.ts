import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { detailResultOf } from './use-detail-result';

const intl = createIntl({ locale: 'en-US', onError: () => undefined });
const notFound = { kind: 'envelope', code: 1170010404, message: 'The equipment does not exist.', path: 'equipment/detail' } as const;
const failed = { kind: 'envelope', code: 1170099999, message: 'Something broke.', path: 'equipment/detail' } as const;

describe('detailResultOf (what a detail page shows)', () => {
  it('is not found for a malformed id, whatever the query holds', () => {
    expect(detailResultOf(intl, false, { data: { name: 'Mower' }, isError: false })).toEqual({ kind: 'notFound' });
  });

  it('is not found when the server answers 1170010404, even over data read before', () => {
    expect(detailResultOf(intl, true, { data: { name: 'Mower' }, isError: true, error: notFound })).toEqual({ kind: 'notFound' });
  });

  it('is the record when it is there and the last read did not fail', () => {
    expect(detailResultOf(intl, true, { data: { name: 'Mower' }, isError: false })).toEqual({ kind: 'ready', detail: { name: 'Mower' } });
  });

  it('is an error with the server’s text when a read failed, even with data read before', () => {
    expect(detailResultOf(intl, true, { data: { name: 'Mower' }, isError: true, error: failed })).toEqual({ kind: 'error', detail: 'Something broke.' });
    expect(detailResultOf(intl, true, { isError: true, error: { kind: 'http', status: 500, message: 'Internal Server Error' } })).toEqual({
      kind: 'error',
      detail: 'Code: 500, Message: Internal Server Error',
    });
  });

  it('is loading while nothing has come yet', () => {
    expect(detailResultOf(intl, true, { isError: false })).toEqual({ kind: 'loading' });
  });
});
