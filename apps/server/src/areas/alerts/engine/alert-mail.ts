import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { AlertCondition } from '@yardfleet/contract/endpoints/alert-rules';
import type { Language } from '@yardfleet/domain/locale/language';
import { formatDateTimeInZone } from '@yardfleet/domain/locale/format-in-zone';
import { regionFromHost } from '@yardfleet/domain/locale/region';
import type { AlertMailReasonColumn } from '../../../db/alert-schema';
import type { Database } from '../../../db/schema';
import type { OutgoingMail } from '../../../mail/mailer';
import { deDEAlerts } from '../../../mail/messages/de-de';
import { enUSAlerts } from '../../../mail/messages/en-us';
import { esESAlerts } from '../../../mail/messages/es-es';
import { frFRAlerts } from '../../../mail/messages/fr-fr';
import { itITAlerts } from '../../../mail/messages/it-it';
import { ALERT_MAIL_LINES_MAX, type AlertMailItem, type AlertMailTexts } from '../../../mail/messages/mail-texts';
import { nlNLAlerts } from '../../../mail/messages/nl-nl';

const TEXTS: Readonly<Record<Language, AlertMailTexts>> = {
  'en-US': enUSAlerts,
  'fr-FR': frFRAlerts,
  'de-DE': deDEAlerts,
  'nl-NL': nlNLAlerts,
  'es-ES': esESAlerts,
  'it-IT': itITAlerts,
};

/** What a queued mail tells of, read when it is sent: the alert, its rule, subject and company. */
export interface MailRow {
  readonly mail_id: string;
  readonly reason: AlertMailReasonColumn;
  readonly subject_kind: 'equipment' | 'charger';
  readonly subject_id: string;
  readonly opened_at: Date | string | null;
  readonly condition_since: Date | string;
  readonly detail: unknown;
  readonly rule_name: string;
  readonly condition: unknown;
  readonly company_name: string;
  readonly time_zone: string;
  readonly subject_name: string;
  readonly serial_number: string | null;
  readonly warehouse_name: string | null;
}

/** The alerts of queued mails `ids`, each with its rule, subject (a deleted machine by its kept name) and the warehouse it showed. */
export const mailRows = async (db: Kysely<Database>, ids: readonly string[]): Promise<MailRow[]> =>
  (
    await sql<MailRow>`select q.id::text as mail_id, q.reason, a.subject_kind, a.subject_id::text as subject_id, a.opened_at, a.condition_since, a.detail,
        r.name as rule_name, r.condition, c.name as company_name, c.time_zone,
        coalesce(e.name, de.name, ch.name, '') as subject_name, coalesce(e.serial_number, de.serial_number, ch.serial_number) as serial_number,
        w.name as warehouse_name
      from alert_mail_queue q join alerts a on a.id = q.alert_id join alert_rules r on r.id = a.rule_id join companies c on c.id = q.company_id
        left join equipment e on a.subject_kind = 'equipment' and e.id = a.subject_id
        left join deleted_equipment de on a.subject_kind = 'equipment' and de.id = a.subject_id
        left join chargers ch on a.subject_kind = 'charger' and ch.id = a.subject_id
        left join warehouses w on w.company_id = q.company_id and w.id::text = a.detail->>'warehouseId'
      where q.id = any(${[...ids]}::uuid[])
      order by coalesce(a.opened_at, a.condition_since), q.id`.execute(db)
  ).rows;

const errorCodeOf = (detail: unknown): string | null => {
  if (typeof detail !== 'object' || detail === null || !('errorCode' in detail)) return null;
  return typeof detail.errorCode === 'string' ? detail.errorCode : null;
};

/** The person a mail goes to: address, name and language (rules 1.5). */
export interface MailReader {
  readonly email: string;
  readonly name: string;
  readonly language: Language;
}

/**
 * One alert mail to `reader` (rules 22.3): of one alert, or a digest of several, in the reader's
 * language, with times in the company's time zone (rules 1.7; the date in the order of the
 * server's region, rules 1.6), naming the rule, the machine or charge system (name and serial
 * number), what it showed, and linking the machine's page (a charge system's alert: /alerts) and /alerts.
 * A digest lists the first ALERT_MAIL_LINES_MAX alerts by when they opened and counts the others
 * (its subject and first line give them all). Rows whose stored condition does not decode are
 * left out. @returns null when none is left.
 */
export const composeAlertMail = (reader: MailReader, rows: readonly MailRow[], publicUrl: string): OutgoingMail | null => {
  const region = regionFromHost(new URL(publicUrl).host);
  const alertsLink = `${publicUrl}/alerts`;
  const told = rows.flatMap((r) => {
    const condition = AlertCondition.decode(r.condition);
    return E.isLeft(condition) ? [] : [{ row: r, condition: condition.right }];
  });
  // Only the listed alerts are written out (a date format per line); the others are counted.
  const listed: AlertMailItem[] = told.slice(0, ALERT_MAIL_LINES_MAX).map(({ row: r, condition }) => ({
    reason: r.reason,
    ruleName: r.rule_name,
    condition,
    subjectName: r.subject_name,
    serialNumber: r.serial_number,
    errorCode: errorCodeOf(r.detail),
    warehouseName: r.warehouse_name,
    openedAt: formatDateTimeInZone(new Date(r.opened_at ?? r.condition_since).toISOString(), r.time_zone, region, reader.language),
    link: r.subject_kind === 'equipment' ? `${publicUrl}/equipment/${r.subject_id}` : alertsLink,
  }));
  const first = rows[0];
  if (listed.length === 0 || first === undefined) return null;
  const texts = TEXTS[reader.language];
  const text = told.length === 1 ? texts.alert : texts.alertDigest;
  const params = { name: reader.name, companyName: first.company_name, items: listed, total: told.length, link: alertsLink };
  return { to: reader.email, subject: text.subject(params), text: text.body(params), links: [...new Set([alertsLink, ...listed.map((i) => i.link)])] };
};
