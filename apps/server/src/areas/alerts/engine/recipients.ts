import { sql } from 'kysely';
import type { AlertRecipients } from '@yardfleet/domain/alerts/alert-rule';
import { DEFAULT_MAIL_PREFERENCE, mailSendAfter, type MailMode, type MailPreference } from '@yardfleet/domain/alerts/mail-delivery';
import type { AlertMailReasonColumn } from '../../../db/alert-schema';
import type { QueryRunner } from '../../../live/publish';
import type { CompanyContext, EngineRule } from './company-rules';
import { ALERT_MAIL_CHANNEL } from './mail-worker';

/** One alert change people are told of (rules 22.3): which alert, of which rule, why, and the opening it belongs to. */
export interface Told {
  readonly alertId: string;
  readonly rule: EngineRule;
  readonly reason: AlertMailReasonColumn;
  readonly openedAt: Date;
}

interface Member {
  readonly id: string;
  readonly role: 'admin' | 'manager' | 'employee' | null;
  readonly mail_mode: MailMode | null;
  readonly quiet_start: string | null;
  readonly quiet_end: string | null;
}

/** The people of `recipients` among the company's members: those named, and every holder of a named role; each once. */
export const membersOf = <M extends { readonly id: string; readonly role: string | null }>(members: readonly M[], recipients: AlertRecipients): M[] =>
  members.filter((m) => recipients.people.includes(m.id) || (m.role !== null && (recipients.roles as readonly string[]).includes(m.role)));

const preferenceOf = (m: Member): MailPreference => ({
  mode: m.mail_mode ?? DEFAULT_MAIL_PREFERENCE.mode,
  quietHours: m.quiet_start !== null && m.quiet_end !== null ? { start: m.quiet_start, end: m.quiet_end } : null,
});

/** The key of one mail (rules 22.3): alert, person, reason and the opening it belongs to; a second queueing of it is ignored. */
export const mailKeyOf = (told: Told, userId: string): string => `${told.alertId}|${userId}|${told.reason}|${told.openedAt.toISOString()}`;

/**
 * Tells the recipients of each change in `told` (rules 22.3), inside the transaction of the change:
 * - the people are read now (so a person who joined a role since the rule was written is told, and
 *   one removed from the company is not): the rule's named people still members of the company
 *   and every member holding one of its roles (web users, activated), each once; for an
 *   escalation the escalation's recipients;
 * - each becomes a recipient of the alert (`alert_recipients`; told again: unread again);
 * - when the rule mails, one mail per person is queued in the outbox (`alert_mail_queue`) with the
 *   instant it may go (the domain's `mailSendAfter`: their mode and quiet hours in the company's
 *   time zone; none for mode off) and its key (`mailKeyOf`, unique: a repeat is ignored).
 * - when a mail queued may go at once, the mail workers are woken on ALERT_MAIL_CHANNEL, a
 *   notification delivered when the transaction commits (mail-worker.ts; their poll stays the fallback).
 * Two statements for the whole batch, plus one to read the members.
 */
export const tellRecipients = async (trx: QueryRunner, company: CompanyContext, told: readonly Told[], now: Date): Promise<void> => {
  if (told.length === 0) return;
  const listOf = (t: Told): AlertRecipients | null => (t.reason === 'escalated' ? (t.rule.draft.escalation?.recipients ?? null) : t.rule.draft.recipients);
  const lists = told.map(listOf).filter((l): l is AlertRecipients => l !== null);
  const people = [...new Set(lists.flatMap((l) => l.people))];
  const roles = [...new Set(lists.flatMap((l) => l.roles))];
  if (people.length === 0 && roles.length === 0) return;
  const { rows: members } = await sql<Member>`select u.id::text as id, u.role, s.mail_mode, s.quiet_start, s.quiet_end
    from users u left join user_alert_settings s on s.user_id = u.id
    where u.company_id = ${company.id}::uuid and u.user_type = 2 and u.status = 'activated'
      and (u.id::text = any(${people}::text[]) or u.role = any(${roles}::text[]))`.execute(trx);
  const recipients = new Map<string, { alertId: string; userId: string; escalation: boolean }>();
  const mails: { alertId: string; userId: string; reason: AlertMailReasonColumn; sendAfter: Date; key: string }[] = [];
  for (const t of told) {
    const list = listOf(t);
    if (list === null) continue;
    for (const m of membersOf(members, list)) {
      const key = `${t.alertId}|${m.id}`;
      recipients.set(key, { alertId: t.alertId, userId: m.id, escalation: t.reason === 'escalated' || recipients.get(key)?.escalation === true });
      if (!t.rule.draft.channels.email) continue;
      const sendAfter = mailSendAfter(preferenceOf(m), now, company.timeZone);
      if (sendAfter !== null) mails.push({ alertId: t.alertId, userId: m.id, reason: t.reason, sendAfter, key: mailKeyOf(t, m.id) });
    }
  }
  const rows = [...recipients.values()];
  if (rows.length > 0)
    await sql`insert into alert_recipients (alert_id, user_id, escalation)
      select * from unnest(${rows.map((r) => r.alertId)}::uuid[], ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.escalation)}::boolean[])
      on conflict (alert_id, user_id) do update set read_at = null, escalation = alert_recipients.escalation or excluded.escalation`.execute(trx);
  if (mails.length > 0)
    await sql`with queued as (insert into alert_mail_queue (company_id, user_id, alert_id, reason, send_after, dedupe_key, created_at)
        select ${company.id}::uuid, u.user_id, u.alert_id, u.reason, u.send_after, u.dedupe_key, ${now.toISOString()}::timestamptz
        from unnest(${mails.map((m) => m.userId)}::uuid[], ${mails.map((m) => m.alertId)}::uuid[], ${mails.map((m) => m.reason)}::text[],
          ${mails.map((m) => m.sendAfter.toISOString())}::timestamptz[], ${mails.map((m) => m.key)}::text[]) as u(user_id, alert_id, reason, send_after, dedupe_key)
        on conflict (dedupe_key) do nothing
        returning send_after)
      select pg_notify(${ALERT_MAIL_CHANNEL}, '') from queued where send_after <= ${now.toISOString()}::timestamptz limit 1`.execute(trx);
};
