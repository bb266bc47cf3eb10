import { deleteEquipment, equipmentDetail, setEquipmentTags } from '@yardfleet/contract/endpoints/equipment-detail';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { notFound, writeScope } from '../../shared/fleet-scope';
import { deleteMachine, loadDetail, setMachineTags, tagsOf } from './equipment-detail-queries';

/**
 * Equipment detail, tags and deletion (rules 2.11, 17.8, 16.11). Detail for every member; tags and
 * deletion for admin and manager. Deletion keeps collected data: the machine's maintenance logs
 * and reports stay (no cascade since migration 0003) and `deleted_equipment` keeps its name.
 */
export const equipmentDetailRoutes = (route: Registrar): void => {
  route.authed(
    equipmentDetail,
    async ({ input, ctx, caller }) => {
      const scope = companyScope(caller);
      if ('refused' in scope) return scope.refused;
      const detail = await loadDetail(ctx.db, scope.companyId, input.id, ctx.clock.now());
      return detail === null ? notFound('equipment') : ok(detail);
    },
    { readOnly: true },
  );

  route.authed(setEquipmentTags, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    const tagIds = [...new Set<string>(input.tagIds)];
    if (!isRowId(id) || !tagIds.every(isRowId)) return notFound('equipment or tag');
    const done = await setMachineTags(ctx.db, scope.companyId, id, tagIds);
    return done ? ok({ tags: await tagsOf(ctx.db, scope.companyId, id) }) : notFound('equipment or tag');
  });

  route.authed(deleteEquipment, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('equipment');
    const deleted = await deleteMachine(ctx.db, { userId: caller.userId, companyId: scope.companyId }, request, id, ctx.clock.now());
    return deleted ? ok(null) : notFound('equipment');
  });
};
