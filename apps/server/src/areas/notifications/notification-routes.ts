import { sql } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import {
  NotificationId,
  notificationList,
  notificationMarkAllRead,
  notificationMarkRead,
  notificationUnreadCount,
  type Notification,
} from '@yardfleet/contract/endpoints/notifications';
import { EquipmentId, UserId } from '@yardfleet/domain/entities/ids';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { Kysely } from 'kysely';
import { notificationDb, type NotificationDatabase } from '../../db/notification-schema';
import { asBranded, isRowId } from '../../http/ids';
import { fail, ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';

/** The caller's unread notifications of their company: those without a read mark of theirs. */
const unreadOf = async (db: Kysely<NotificationDatabase>, companyId: string, userId: string): Promise<number> => {
  const row = await db
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
 * The notification routes (contract endpoints/notifications.ts; issue 14 defect 9), every one
 * scoped to the caller's company (companyScope: 1170010403 without one) and read / unread per user:
 * - list: newest first (then id), a page with the total and the caller's unread count; each item
 *   names its machine (current name) or person (name, email), or gives the number of machines of a
 *   grouped one; the machines' own notifications a grouped one holds (`grouped_into`, migration
 *   0018) are left out of the list, the total and the counts;
 * - unreadCount: the bell's count;
 * - markRead: one notification read for the caller (1170010404 for an unknown id or another
 *   company's, alike); markAllRead: every company notification read for the caller.
 */
export const notificationRoutes = (route: Registrar): void => {
  route.authed(notificationList, async ({ ctx, caller, input }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const db = notificationDb(ctx.db);
    const rows = await db
      .selectFrom('notifications as n')
      .leftJoin('equipment as e', 'e.id', 'n.equipment_id')
      .leftJoin('users as u', 'u.id', 'n.person_id')
      .leftJoin('notification_reads as r', (j) => j.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', caller.userId))
      .select([
        'n.id', 'n.kind', 'n.created_at', 'n.error_code', 'n.machine_count', 'n.equipment_id', 'e.name as equipment_name',
        'n.person_id', 'u.first_name', 'u.last_name', 'u.email', 'r.read_at',
      ])
      .where('n.company_id', '=', scope.companyId)
      .where('n.grouped_into', 'is', null)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    const total = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('company_id', '=', scope.companyId)
      .where('grouped_into', 'is', null)
      .executeTakeFirstOrThrow();
    const items: Notification[] = rows.map((r) => ({
      id: asBranded(NotificationId, r.id),
      kind: r.kind,
      createdAt: asBranded(IsoDateTime, r.created_at.toISOString()),
      read: r.read_at !== null,
      equipment: r.equipment_id === null ? null : { id: asBranded(EquipmentId, r.equipment_id), name: r.equipment_name ?? '' },
      person: r.person_id === null ? null : { id: asBranded(UserId, r.person_id), name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' },
      errorCode: r.error_code,
      machineCount: r.machine_count,
    }));
    return ok({ items, total: Number(total.count), unread: await unreadOf(db, scope.companyId, caller.userId), page: input.page, pageSize: input.pageSize });
  });

  route.authed(notificationUnreadCount, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ unread: await unreadOf(notificationDb(ctx.db), scope.companyId, caller.userId) });
  });

  route.authed(notificationMarkRead, async ({ ctx, caller, input }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const db = notificationDb(ctx.db);
    const found = isRowId(input.id)
      ? await db.selectFrom('notifications').select('id').where('id', '=', input.id).where('company_id', '=', scope.companyId).executeTakeFirst()
      : undefined;
    if (!found) return fail(ServerCode.notFound, 'This notification does not exist.');
    await db
      .insertInto('notification_reads')
      .values({ notification_id: found.id, user_id: caller.userId, read_at: ctx.clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
      .execute();
    return ok({ unread: await unreadOf(db, scope.companyId, caller.userId) });
  });

  route.authed(notificationMarkAllRead, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    await sql`insert into notification_reads (notification_id, user_id, read_at)
      select n.id, ${caller.userId}::uuid, ${ctx.clock.now().toISOString()}::timestamptz from notifications n
      where n.company_id = ${scope.companyId}::uuid and n.grouped_into is null
      on conflict (user_id, notification_id) do nothing`.execute(ctx.db);
    return ok({ unread: 0 });
  });
};
