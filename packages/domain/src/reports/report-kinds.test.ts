import { describe, expect, it } from 'vitest';
import { FULL_VERSION, POWER_VERSION } from '../entities/company-version';
import { getsReport, REPORT_KINDS, reportKindsOf } from './report-kinds';

describe('reportKindsOf (rules 10.1)', () => {
  it('gives a full-version company all four reports, in the tabs order', () => {
    expect(reportKindsOf(FULL_VERSION)).toEqual(['inventory', 'usage', 'maintenance', 'power']);
  });

  it('gives a power-only company, or an unknown version, the power report only', () => {
    for (const version of [POWER_VERSION, null, undefined, 'SOMETHING_ELSE']) {
      expect(reportKindsOf(version)).toEqual(['power']);
      expect(REPORT_KINDS.filter((kind) => getsReport(version, kind))).toEqual(['power']);
    }
  });
});
