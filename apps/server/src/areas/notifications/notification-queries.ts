import { sql, type Kysely } from 'kysely';
import { NotificationId, type Notification } from '@yardfleet/contract/endpoints/notifications';
import { EquipmentId, UserId } from '@yardfleet/domain/entities/ids';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { notificationDb } from '../../db/notification-schema';
import type { Database } from '../../db/schema';
import { asBranded, isRowId } from '../../http/ids';

/** The caller's unread notifications of their company: those without a read mark of theirs. */
export const unreadOf = async (db: Kysely<Database>, companyId: string, userId: string): Promise<number> => {
  const row = await notificationDb(db)
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('n.company_id', '=', companyId)
    .where('n.grouped_into', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notification_reads as r').select('r.user_id').whereRef('r.notification_id', '=', 'n.id').where('r.user_id', '=', userId))),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/**
 * Page `page` of `pageSize` of `companyId`'s notifications for user `userId`, newest first (then
 * id), with the total: each names its machine (current name) or person (name, email), or gives the
 * number of machines of a grouped one, and whether `userId` read it; the machines' own
 * notifications a grouped one holds (`grouped_into`, migration 0018) are left out of the page and the total.
 */
export const notificationPage = async (
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: Notification[]; total: number }> => {
  const ndb = notificationDb(db);
  const rows = await ndb
    .selectFrom('notifications as n')
    .leftJoin('equipment as e', 'e.id', 'n.equipment_id')
    .leftJoin('users as u', 'u.id', 'n.person_id')
    .leftJoin('notification_reads as r', (j) => j.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId))
    .select([
      'n.id',
      'n.kind',
      'n.created_at',
      'n.error_code',
      'n.machine_count',
      'n.equipment_id',
      'e.name as equipment_name',
      'n.person_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'r.read_at',
    ])
    .where('n.company_id', '=', companyId)
    .where('n.grouped_into', 'is', null)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await ndb
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .where('grouped_into', 'is', null)
    .executeTakeFirstOrThrow();
  const items: Notification[] = rows.map((r) => ({
    id: asBranded(NotificationId, r.id),
    kind: r.kind,
    createdAt: asBranded(IsoDateTime, r.created_at.toISOString()),
    read: r.read_at !== null,
    equipment: r.equipment_id === null ? null : { id: asBranded(EquipmentId, r.equipment_id), name: r.equipment_name ?? '' },
    person:
      r.person_id === null ? null : { id: asBranded(UserId, r.person_id), name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' },
    errorCode: r.error_code,
    machineCount: r.machine_count,
  }));
  return { items, total: Number(total.count) };
};

/** Notification `id` of `companyId` (a malformed id names none), or undefined. */
export const companyNotification = async (db: Kysely<Database>, companyId: string, id: string) =>
  isRowId(id)
    ? notificationDb(db).selectFrom('notifications').select('id').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()
    : undefined;

/** Marks notification `notificationId` read by `userId` at `at` (already read: the first mark stays). */
export const markRead = async (db: Kysely<Database>, notificationId: string, userId: string, at: Date): Promise<void> => {
  await notificationDb(db)
    .insertInto('notification_reads')
    .values({ notification_id: notificationId, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
};

/** Marks every listed notification of `companyId` (not those a grouped one holds) read by `userId` at `at`, in one statement. */
export const markAllRead = async (db: Kysely<Database>, companyId: string, userId: string, at: Date): Promise<void> => {
  await sql`insert into notification_reads (notification_id, user_id, read_at)
    select n.id, ${userId}::uuid, ${at.toISOString()}::timestamptz from notifications n
    where n.company_id = ${companyId}::uuid and n.grouped_into is null
    on conflict (user_id, notification_id) do nothing`.execute(db);
};
