import { ServerCode } from '@yardfleet/contract/error-codes';
import { notificationList, notificationMarkAllRead, notificationMarkRead, notificationUnreadCount } from '@yardfleet/contract/endpoints/notifications';
import { fail, ok } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { companyNotification, markAllRead, markRead, notificationPage, unreadOf } from './notification-queries';

/**
 * The notification routes (rules 13; contract endpoints/notifications.ts), every one
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
    const { items, total } = await notificationPage(ctx.db, scope.companyId, caller.userId, input.page, input.pageSize);
    return ok({ items, total, unread: await unreadOf(ctx.db, scope.companyId, caller.userId), page: input.page, pageSize: input.pageSize });
  });

  route.authed(notificationUnreadCount, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ unread: await unreadOf(ctx.db, scope.companyId, caller.userId) });
  });

  route.authed(notificationMarkRead, async ({ ctx, caller, input }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const found = await companyNotification(ctx.db, scope.companyId, input.id);
    if (!found) return fail(ServerCode.notFound, 'This notification does not exist.');
    await markRead(ctx.db, found.id, caller.userId, ctx.clock.now());
    return ok({ unread: await unreadOf(ctx.db, scope.companyId, caller.userId) });
  });

  route.authed(notificationMarkAllRead, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    await markAllRead(ctx.db, scope.companyId, caller.userId, ctx.clock.now());
    return ok({ unread: 0 });
  });
};
