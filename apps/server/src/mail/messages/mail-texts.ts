import type { AlertCondition } from '@yardfleet/domain/alerts/alert-rule';

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

/** Why an alert mail is sent (rules 22.3): the alert opened, reopened, or escalated to the reader. */
export type AlertMailReason = 'opened' | 'reopened' | 'escalated';

/**
 * One alert in an alert mail (rules 22.3): its rule's name and condition (the kind with its
 * parameters), why it is mailed, the machine or charge system (name and serial number), what it
 * showed (error code, warehouse name), when it opened as text in the company's time zone, and the
 * link that shows it (the machine's page, else the alerts page).
 */
export interface AlertMailItem {
  readonly reason: AlertMailReason;
  readonly ruleName: string;
  readonly condition: AlertCondition;
  readonly subjectName: string;
  readonly serialNumber: string | null;
  readonly errorCode: string | null;
  readonly warehouseName: string | null;
  readonly openedAt: string;
  readonly link: string;
}

/**
 * The parameters of an alert mail: the reader's name, the company, the alerts it lists (one, or a
 * digest of several; at most ALERT_MAIL_LINES_MAX), how many it tells of in all (`total`, at least
 * the listed ones: an outage that opens thousands of alerts is one mail listing the first ones and
 * counting the rest) and the link to /alerts.
 */
export interface AlertMailParams {
  readonly name: string;
  readonly companyName: string;
  readonly items: readonly AlertMailItem[];
  readonly total: number;
  readonly link: string;
}

/** Most alerts one mail lists line by line (rules 22.3); the others are counted and found on /alerts. */
export const ALERT_MAIL_LINES_MAX = 50;

/** An alert mail's subject and plain-text body. */
export interface AlertMailText {
  readonly subject: (p: AlertMailParams) => string;
  readonly body: (p: AlertMailParams) => string;
}

/**
 * The alert mails (rules 22.3) in one language: `alert` tells of one alert, `alertDigest` lists
 * several (an hourly or daily digest, or mail held back by quiet hours). Each kind of rule has its
 * own sentence ("Mower 3 is out for work outside working hours").
 */
export interface AlertMailTexts {
  readonly alert: AlertMailText;
  readonly alertDigest: AlertMailText;
}

/** The machine or charge system of an alert as a mail names it: its name, with its serial number in brackets when it has one. */
export const subjectLabel = (item: Pick<AlertMailItem, 'subjectName' | 'serialNumber'>): string =>
  item.serialNumber === null || item.serialNumber === '' ? item.subjectName : `${item.subjectName} (${item.serialNumber})`;

/** The words of the alert mails in one language, from which `alertMailTexts` builds them. */
export interface AlertWords {
  /** The sentence of an alert, without a final full stop: what its rule saw on the subject `s` (subjectLabel). */
  readonly what: (item: AlertMailItem, s: string) => string;
  /** The label of the time an alert opened, by why it is mailed ("Opened", "Reopened", "Escalated, open since"). */
  readonly when: Readonly<Record<AlertMailReason, string>>;
  /** What a subject line starts with for an escalation. */
  readonly escalated: string;
  readonly hello: (name: string) => string;
  readonly rule: string;
  readonly open: string;
  readonly all: string;
  /** The BCP 47 locale the counts are written in (`1,250` / `1.250`). */
  readonly locale: string;
  readonly digestSubject: (count: string, companyName: string) => string;
  readonly digestIntro: (count: string, companyName: string) => string;
  /** The line after the listed alerts of a mail that tells of more than it lists: how many more (written in `locale`). */
  readonly more: (count: string) => string;
  readonly why: (companyName: string) => string;
  readonly signature: string;
}

/** The alert mails of `words`: one alert (its sentence, rule, time and link) or a digest (a line and link per alert), each with the link to /alerts. */
export const alertMailTexts = (words: AlertWords): AlertMailTexts => {
  const line = (item: AlertMailItem): string =>
    `- ${words.what(item, subjectLabel(item))}\n  ${words.rule}: ${item.ruleName} · ${words.when[item.reason]}: ${item.openedAt}\n  ${item.link}`;
  const numbers = new Intl.NumberFormat(words.locale);
  const count = (n: number): string => numbers.format(n);
  const closing = (p: AlertMailParams): string => `${words.all}\n\n${p.link}\n\n${words.why(p.companyName)}\n\n${words.signature}`;
  return {
    alert: {
      subject: (p) => {
        const item = p.items[0];
        if (item === undefined) return p.companyName;
        const sentence = words.what(item, subjectLabel(item));
        return item.reason === 'escalated' ? `${p.companyName}: ${words.escalated}: ${sentence}` : `${p.companyName}: ${sentence}`;
      },
      body: (p) => {
        const item = p.items[0];
        if (item === undefined) return `${words.hello(p.name)}\n\n${closing(p)}`;
        return `${words.hello(p.name)}\n\n${words.what(item, subjectLabel(item))}.\n\n${words.rule}: ${item.ruleName}\n${words.when[item.reason]}: ${item.openedAt}\n\n${words.open}\n\n${item.link}\n\n${closing(p)}`;
      },
    },
    alertDigest: {
      subject: (p) => words.digestSubject(count(p.total), p.companyName),
      body: (p) => {
        const more = p.total > p.items.length ? `\n\n${words.more(count(p.total - p.items.length))}` : '';
        return `${words.hello(p.name)}\n\n${words.digestIntro(count(p.total), p.companyName)}\n\n${p.items.map(line).join('\n\n')}${more}\n\n${closing(p)}`;
      },
    },
  };
};
