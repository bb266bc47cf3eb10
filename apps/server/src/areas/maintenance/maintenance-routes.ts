import * as E from 'fp-ts/lib/Either.js';
import {
  addMaintenanceLog,
  deleteMaintenanceLog,
  editMaintenanceLog,
  maintenanceList,
  maintenanceReminder,
  setMaintenanceReminder,
} from '@yardfleet/contract/endpoints/maintenance';
import { validateReminderEvery } from '@yardfleet/domain/forms/maintenance-log';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';
import { addLog, deleteLog, editLog, logsOf, machineOf, setPlan } from './maintenance-queries';
import { checkLog, logViewOf } from './maintenance-views';
import { applyPlanInput, reminderStateOf, reminderViewOf } from './reminders';

/**
 * Service and maintenance (rules 18): logs list / add / edit / delete and the reminder
 * plan get / set, scoped to the caller's company (reads for all, writes for admin and manager).
 * Logs of deleted machines stay in the table (statistics) but no call reaches them any more.
 */
export const maintenanceRoutes = (route: Registrar): void => {
  route.authed(maintenanceList, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.id);
    if (!machine) return notFound('equipment');
    const rows = await logsOf(ctx.db, scope.companyId, machine.id);
    return ok({ logs: rows.map(logViewOf) });
  });

  route.authed(addMaintenanceLog, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.equipmentId);
    if (!machine) return notFound('equipment');
    const fields = checkLog(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    const row = await addLog(ctx.db, actingAs(caller, scope.companyId), request, machine, fields.right, input.date, input.runtimeHours, ctx.clock);
    return ok(logViewOf(row));
  });

  route.authed(editMaintenanceLog, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('maintenance log');
    const fields = checkLog(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    const row = await editLog(ctx.db, actingAs(caller, scope.companyId), request, id, fields.right, ctx.clock);
    return row ? ok(logViewOf(row)) : notFound('maintenance log');
  });

  route.authed(deleteMaintenanceLog, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('maintenance log');
    const row = await deleteLog(ctx.db, actingAs(caller, scope.companyId), request, id, ctx.clock);
    return row ? ok(null) : notFound('maintenance log');
  });

  route.authed(maintenanceReminder, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.id);
    if (!machine) return notFound('equipment');
    const state = await reminderStateOf(ctx.db, machine.id, machine.added_at);
    return ok(reminderViewOf(state.plan, ctx.clock.now(), machine.engine_hours));
  });

  route.authed(setMaintenanceReminder, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const machine = await machineOf(ctx.db, scope.companyId, input.equipmentId);
    if (!machine) return notFound('equipment');
    const now = ctx.clock.now();
    if (input.plan.kind !== 'off') {
      const every = validateReminderEvery(input.plan.every);
      if (E.isLeft(every)) return invalidFields({ every: every.left });
    }
    const before = await reminderStateOf(ctx.db, machine.id, machine.added_at);
    const next = applyPlanInput(before, input.plan);
    if (E.isLeft(next)) return invalidFields({ every: next.left });
    const plan = next.right.plan;
    await setPlan(ctx.db, actingAs(caller, scope.companyId), request, machine, before, plan, now);
    return ok(reminderViewOf(plan, now, machine.engine_hours));
  });
};
