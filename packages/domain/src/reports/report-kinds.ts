import { FULL_VERSION } from '../entities/company-version';

/** The four reports (rules 10.1), in the order of the report tabs. */
export const REPORT_KINDS = ['inventory', 'usage', 'maintenance', 'power'] as const;
/** One of the four reports (the contract's ReportKind codec holds the same names). */
export type ReportKindName = (typeof REPORT_KINDS)[number];

const POWER_ONLY_REPORTS: readonly ReportKindName[] = ['power'];

/**
 * The reports a company of `version` gets (rules 10.1): a full-version company all four, any other
 * version (power-only) the power report only. `version` as the company row or the login's
 * `companyRole` holds it ('FULL_VERSION', 'POWER_VERSION').
 */
export const reportKindsOf = (version: string | null | undefined): readonly ReportKindName[] => (version === FULL_VERSION ? REPORT_KINDS : POWER_ONLY_REPORTS);

/** True when a company of `version` gets report `kind` (rules 10.1); the server answers 1170010403 otherwise. */
export const getsReport = (version: string | null | undefined, kind: ReportKindName): boolean => reportKindsOf(version).includes(kind);
