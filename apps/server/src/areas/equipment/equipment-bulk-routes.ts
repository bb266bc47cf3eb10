import { equipmentBulkCount, equipmentBulkDelete, equipmentBulkTags } from '@yardfleet/contract/endpoints/equipment-bulk';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { canBulk, MAX_BULK_TAGS, tagChangeRefusal, type BulkAction } from '@yardfleet/domain/rules/bulk-actions';
import type { Caller } from '../../auth/sessions';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { actingAs } from '../security-log/activity';
import { bulkDelete, bulkTags } from './equipment-bulk-queries';
import { selectionCount } from './equipment-bulk-selection';

/** The company a bulk `action` of `caller` is scoped to, or 1170010403 (no company, app-only user, or a role the domain's `canBulk` refuses). */
export const bulkScope = (caller: Caller, action: BulkAction): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  if (!canBulk(caller.role, action)) return { refused: fail(ServerCode.forbiddenRole, 'Your role may not do this to a selection of machines.') };
  return scope;
};

const tooManyTags = () => invalidFields({ add: { code: 'out_of_range', field: 'add', min: 0, max: MAX_BULK_TAGS } });

/**
 * Bulk actions on the equipment list (docs/roles.md "Bulk actions"; contract equipment-bulk.ts):
 * the count of a selection (every member), a tag change (admin, manager) and a delete confirmed by
 * its number (admin). Each is one call and one transaction whatever the number of machines; the
 * selection only ever holds the caller's company's machines.
 */
export const equipmentBulkRoutes = (route: Registrar): void => {
  route.authed(
    equipmentBulkCount,
    async ({ input, ctx, caller }) => {
      const scope = bulkScope(caller, 'export');
      if ('refused' in scope) return scope.refused;
      return ok({ count: await selectionCount(ctx.db, scope.companyId, input.selection, ctx.clock.now()) });
    },
    { readOnly: true },
  );

  route.authed(equipmentBulkTags, async ({ input, request, ctx, caller }) => {
    const scope = bulkScope(caller, 'tag');
    if ('refused' in scope) return scope.refused;
    const refusal = tagChangeRefusal(input.add, input.remove);
    if (refusal === 'nothing') return invalidFields({ add: { code: 'required', field: 'add' } });
    if (refusal === 'both') return invalidFields({ remove: { code: 'invalid_choice', field: 'remove' } });
    if (refusal === 'tooMany') return tooManyTags();
    const done = await bulkTags(ctx.db, actingAs(caller, scope.companyId), request, input, ctx.clock.now());
    if ('count' in done) return ok({ count: done.count });
    return done.refused === 'unknownTag' ? notFound('tag') : tooManyTags();
  });

  route.authed(equipmentBulkDelete, async ({ input, request, ctx, caller }) => {
    const scope = bulkScope(caller, 'delete');
    if ('refused' in scope) return scope.refused;
    const done = await bulkDelete(ctx.db, actingAs(caller, scope.companyId), request, input, ctx.clock.now());
    if ('count' in done) return ok({ count: done.count });
    return fail(
      ServerCode.refused,
      `The selection holds ${done.selectionChanged} machines now, not the ${input.confirmedCount} confirmed; nothing was deleted.`,
      {
        reason: 'selection_changed',
        count: done.selectionChanged,
      },
    );
  });
};
