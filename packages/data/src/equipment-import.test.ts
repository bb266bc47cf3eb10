import { describe, expect, it } from 'vitest';
import { importRefusalOf } from './endpoints/equipment-import';

const envelope = (code: number, entry: unknown) => ({
  kind: 'envelope' as const,
  code,
  message: 'refused',
  path: '/web-hmac/web/equipment/import/apply',
  entry,
});

describe('the equipment import refusals (rules 23.3, 23.5)', () => {
  it('reads a refused file and a refused apply with the dry run of now', () => {
    expect(importRefusalOf(envelope(1170010422, { reason: 'import_file_refused', problem: { code: 'too_large', maxBytes: 10485760 } }))).toEqual({
      reason: 'import_file_refused',
      problem: { code: 'too_large', maxBytes: 10485760 },
    });
    const result = { rows: [{ line: 2, serialNumber: 'SN-1', outcome: 'unchanged' }], counts: { changed: 0, unchanged: 1, refused: 0 }, planDigest: 'd' };
    expect(importRefusalOf(envelope(1170010422, { reason: 'import_changed', result }))).toEqual({ reason: 'import_changed', result });
  });

  it('is null for any other failure: another code, another reason, an entry it cannot read', () => {
    expect(importRefusalOf(undefined)).toBeNull();
    expect(importRefusalOf(envelope(1170010403, null))).toBeNull();
    expect(importRefusalOf(envelope(1170010422, { reason: 'selection_changed', count: 3 }))).toBeNull();
    expect(importRefusalOf(envelope(1170010422, { reason: 'import_file_refused', problem: { code: 'gone' } }))).toBeNull();
    expect(importRefusalOf({ kind: 'client', message: 'offline' })).toBeNull();
  });
});
