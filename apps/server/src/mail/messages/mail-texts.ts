/** The four reports (contract ReportKind) and how often a scheduled one is sent (contract ScheduleFrequency). */
export type MailReportKind = 'inventory' | 'usage' | 'maintenance' | 'power';
export type MailFrequency = 'daily' | 'weekly' | 'monthly';

/**
 * The parameters a mail text may use. `link` is the full URL; `hours`/`days` its lifetime. The
 * scheduled report mail (rules 10.10) also uses `reportKind`, `frequency` and the period's company-local
 * days `periodFrom`..`periodTo` (YYYY-MM-DD, inclusive).
 */
export interface MailParams {
  readonly name: string;
  readonly link: string;
  readonly companyName: string;
  readonly inviter: string;
  readonly loginLink: string;
  readonly resetLink: string;
  readonly reportKind: MailReportKind;
  readonly frequency: MailFrequency;
  readonly periodFrom: string;
  readonly periodTo: string;
}

/** The period of a report mail as text: one day alone, else `from – to`. */
export const periodText = (p: Pick<MailParams, 'periodFrom' | 'periodTo'>): string =>
  p.periodFrom === p.periodTo ? p.periodFrom : `${p.periodFrom} – ${p.periodTo}`;

/** One mail: a subject and a plain-text body, both built from the parameters. */
export interface MailText {
  readonly subject: (p: MailParams) => string;
  readonly body: (p: MailParams) => string;
}

/**
 * The account mails (rules 19) in one language: activation of a self-registration (link valid 7 days),
 * invitation to a company (7 days), password reset (1 hour), and the notice to an address that
 * already has an account when someone registers with it again (the register call does not tell);
 * and the scheduled report (rules 10.10; its XLSX file attached, `link` opens the reports).
 */
export interface MailTexts {
  readonly activation: MailText;
  readonly invitation: MailText;
  readonly reset: MailText;
  readonly accountExists: MailText;
  readonly scheduledReport: MailText;
}

/** The kinds of mail the server sends. */
export type MailKind = keyof MailTexts;
