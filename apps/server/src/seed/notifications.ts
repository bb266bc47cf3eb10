import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { alertDb } from '../db/alert-schema';
import { notificationDb } from '../db/notification-schema';

/** What the demo admin's bell starts at: unread notifications and open alerts told and unread together (SPEC's shell, rules 2.7). */
export const DEMO_UNREAD_NOTIFICATIONS = 5;

/**
 * Seeds the notification history of one demo company (rules 13.1): an `invitation_accepted` per
 * activated invited person (at most 3), an hour apart going back from `now`. A machine's events
 * are alerts (rules 22; alert-history.ts), not notifications. Everyone starts with them unread;
 * `settleDemoBell` then sets what the admin has read.
 * @returns the number of notifications written.
 */
export const seedDemoNotifications = async (trx: Kysely<Database>, companyId: string, now: Date): Promise<number> => {
  const people = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'activated')
    .where('invitation_address', 'is not', null)
    .orderBy('activated_at', 'desc')
    .limit(3)
    .execute();
  if (people.length === 0) return 0;
  await notificationDb(trx)
    .insertInto('notifications')
    .values(
      people.map((p, i) => ({
        company_id: companyId,
        kind: 'invitation_accepted' as const,
        equipment_id: null,
        person_id: p.id,
        error_code: null,
        dedupe_key: null,
        created_at: new Date(now.getTime() - (i + 1) * 3_600_000),
      })),
    )
    .execute();
  return people.length;
};

/**
 * Leaves the demo admin `readerId` with the DEMO_UNREAD_NOTIFICATIONS newest of what the bell
 * counts unread (rules 13.3, 22.5: the company's notifications, and the open alerts the admin was
 * told of), marking every older one read at `now`, so the bell starts at 5 when the demo has that
 * many; alerts and notifications are ordered together by when they happened (an alert by when it
 * opened).
 */
export const settleDemoBell = async (trx: Kysely<Database>, companyId: string, readerId: string, now: Date): Promise<void> => {
  const unread = await sql<{ source: 'notification' | 'alert'; id: string; at: Date }>`
    select 'notification' as source, n.id::text as id, n.created_at as at from notifications n
      where n.company_id = ${companyId}::uuid and n.grouped_into is null
        and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ${readerId}::uuid)
    union all
    select 'alert' as source, a.id::text as id, a.opened_at as at from alert_recipients ar join alerts a on a.id = ar.alert_id
      where a.company_id = ${companyId}::uuid and a.status = 'open' and ar.user_id = ${readerId}::uuid and ar.read_at is null
    order by at desc, id`.execute(trx);
  const older = unread.rows.slice(DEMO_UNREAD_NOTIFICATIONS);
  const notifications = older.filter((r) => r.source === 'notification').map((r) => r.id);
  const alerts = older.filter((r) => r.source === 'alert').map((r) => r.id);
  if (notifications.length > 0)
    await sql`insert into notification_reads (notification_id, user_id, read_at)
      select id, ${readerId}::uuid, ${now.toISOString()}::timestamptz from unnest(${notifications}::uuid[]) as id`.execute(trx);
  if (alerts.length > 0)
    await alertDb(trx).updateTable('alert_recipients').set({ read_at: now }).where('user_id', '=', readerId).where('alert_id', 'in', alerts).execute();
};
