import { acknowledgeAlerts, alertList, alertUnreadCount, ALERT_NOTE_MAX, equipmentAlerts, resolveAlerts } from '@yardfleet/contract/endpoints/alerts';
import { Count } from '@yardfleet/domain/entities/units';
import { ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { changeAlerts } from './alert-changes';
import { alertPage, alertsOfEquipment, ownsEquipment, unreadAlertCount } from './alert-queries';

/** A stored count as the contract's Count. @throws for a negative or fractional number (a server fault). */
const countOf = (n: number): Count => {
  if (!Count.is(n)) throw new Error(`${n} is not a count`);
  return n;
};

/** The answer to a change of alerts: `{ changed }`, or 1170010404 when none of the ids was the company's. */
const changedAnswer = (changed: number | null): Answer<{ changed: Count }> => (changed === null ? notFound('alert') : ok({ changed: countOf(changed) }));

/**
 * Alerts (rules 22.4, 22.5), every call scoped to the caller's company (users without one and
 * app-only users get 1170010403); pending alerts are never shown, counted or changed:
 * - `POST /web-hmac/web/alert/list`: every member; filters status, kind, machine, tag and
 *   warehouse (machines with the tag, in the warehouse now), the opening time within [from, to);
 *   newest opened first, paged.
 * - `POST /web-hmac/web/alert/acknowledge` `{ ids, note }`, `POST /web-hmac/web/alert/resolve`
 *   `{ ids }`: every member of the company, recipient or not (rules 22.4, 22.5: whoever sees an
 *   alert in /alerts may say they are on it or that it is dealt with; admins and managers
 *   included). The note is trimmed (blank: none, at most 500 characters, else 1170010001 on
 *   `note`). Only open alerts are acknowledged and only open or acknowledged ones resolved (the
 *   domain's stepAlert, alert-changes.ts); the others are left and not counted. Ids of another
 *   company change nothing and count as not changed; when none of the ids is a shown alert of the
 *   company the answer is 1170010404. Each change is announced on the live stream (entity 'alert').
 * - `GET /web-hmac/web/alert/unreadCount`: the bell's count, the open alerts the caller was told
 *   of and has not read (unreadAlertCount).
 * - `POST /web-hmac/web/alert/for-equipment` `{ equipmentId }`: the machine's open and acknowledged
 *   alerts; another company's or an unknown machine 1170010404.
 */
export const alertRoutes = (route: Registrar): void => {
  route.authed(
    alertList,
    async ({ input, ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const { items, total } = await alertPage(db, scope.companyId, input);
      return ok({ items, total: countOf(total), page: input.page, pageSize: input.pageSize });
    },
    { readOnly: true },
  );

  route.authed(acknowledgeAlerts, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const note = input.note?.trim() ?? '';
    if (note.length > ALERT_NOTE_MAX) return invalidFields({ note: { code: 'too_long', field: 'note', max: ALERT_NOTE_MAX } });
    const by = { userId: caller.userId, companyId: scope.companyId };
    return changedAnswer(await changeAlerts(db, by, input.ids, { type: 'acknowledge', note: note === '' ? null : note }, clock));
  });

  route.authed(resolveAlerts, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return changedAnswer(await changeAlerts(db, { userId: caller.userId, companyId: scope.companyId }, input.ids, { type: 'resolve' }, clock));
  });

  route.authed(
    alertUnreadCount,
    async ({ ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok({ count: countOf(await unreadAlertCount(db, scope.companyId, caller.userId)) });
    },
    { readOnly: true },
  );

  route.authed(
    equipmentAlerts,
    async ({ input, ctx: { db }, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const equipmentId: string = input.equipmentId;
      if (!(await ownsEquipment(db, scope.companyId, equipmentId))) return notFound('machine');
      return ok({ items: await alertsOfEquipment(db, scope.companyId, equipmentId) });
    },
    { readOnly: true },
  );
};
