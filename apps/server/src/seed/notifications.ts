import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notificationDb } from '../db/notification-schema';
import { serviceDueNoticesOf } from '../areas/notifications/service-due-sweep';
import { machineNotice, type NewNotice } from '../areas/notifications/write';

/** Unread notifications the demo admin starts with (the demo's bell shows 5, rules 2.7). */
export const DEMO_UNREAD_NOTIFICATIONS = 5;

/**
 * Seeds the notification history of one demo company (rules 13.1), from its real state:
 * a `machine_faulty` per faulty machine (with its error code), a `machine_offline` per offline
 * machine (at most 6), a `service_due` per machine due or overdue at `now` (the sweep's own
 * dedupe keys, so it adds none for them) and an `invitation_accepted` per activated invited person
 * (at most 3), an hour apart going back from `now`, one of each kind (and a second fault) newest.
 * `readerId` (the demo admin) has read all but the DEMO_UNREAD_NOTIFICATIONS newest, so the bell
 * shows 5 (when the company has that many events); the other members start with all unread.
 * @returns the number of notifications written.
 */
export const seedDemoNotifications = async (trx: Kysely<Database>, companyId: string, readerId: string | null, now: Date): Promise<number> => {
  const machines = await trx
    .selectFrom('equipment')
    .select(['id', 'company_id', 'added_at', 'engine_hours', 'activity', 'error_code', 'online_status'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .execute();
  const people = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'activated')
    .where('invitation_address', 'is not', null)
    .orderBy('activated_at', 'desc')
    .limit(3)
    .execute();
  const faulty = machines.filter((m) => m.activity === 'faulty').map((m) => machineNotice('machine_faulty', m.id, m.error_code));
  const offline = machines
    .filter((m) => m.online_status === 'offline')
    .slice(0, 6)
    .map((m) => machineNotice('machine_offline', m.id));
  const due = (await serviceDueNoticesOf(trx, machines, now)).get(companyId) ?? [];
  const joined: NewNotice[] = people.map((p) => ({ kind: 'invitation_accepted', equipmentId: null, personId: p.id, errorCode: null, dedupeKey: null }));
  // Newest first: one of each kind leads, so the unread ones show every kind.
  const leads = [faulty[0], offline[0], due[0], joined[0], faulty[1]].filter((n): n is NewNotice => n !== undefined);
  const rest = [...faulty.slice(2), ...offline.slice(1), ...due.slice(1), ...joined.slice(1)];
  const ordered = [...leads, ...rest];
  if (ordered.length === 0) return 0;
  const db = notificationDb(trx);
  const inserted = await db
    .insertInto('notifications')
    .values(
      ordered.map((n, i) => ({
        company_id: companyId,
        kind: n.kind,
        equipment_id: n.equipmentId,
        person_id: n.personId,
        error_code: n.errorCode,
        dedupe_key: n.dedupeKey,
        created_at: new Date(now.getTime() - (i + 1) * 3_600_000),
      })),
    )
    .returning('id')
    .execute();
  if (readerId !== null) {
    const read = inserted.slice(DEMO_UNREAD_NOTIFICATIONS).map((r) => r.id);
    if (read.length > 0) {
      await sql`insert into notification_reads (notification_id, user_id, read_at)
        select id, ${readerId}::uuid, ${now.toISOString()}::timestamptz from unnest(${read}::uuid[]) as id`.execute(trx);
    }
  }
  return inserted.length;
};
