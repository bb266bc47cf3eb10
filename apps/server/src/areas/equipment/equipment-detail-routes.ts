import * as E from 'fp-ts/lib/Either.js';
import { deleteEquipment, equipmentDetail, renameEquipment, setEquipmentTags } from '@yardfleet/contract/endpoints/equipment-detail';
import { validateName } from '@yardfleet/domain/validation/rules';
import { ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';
import { actingAs } from '../security-log/activity';
import { deleteMachine, loadDetail, setMachineTags, tagsOf } from './equipment-detail-queries';
import { renameMachine } from './equipment-rename';

/**
 * Equipment detail, name, tags and deletion (rules 2.11, 17.8, 16.11). Detail for every member; name,
 * tags and deletion for admin and manager, each change recorded in the machine's history (rules 20.13). Deletion keeps collected data: the machine's maintenance logs
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

  route.authed(renameEquipment, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const name = validateName('name', input.name);
    if (E.isLeft(name)) return invalidFields({ name: name.left });
    const id: string = input.id;
    if (!isRowId(id)) return notFound('equipment');
    const now = await renameMachine(ctx.db, actingAs(caller, scope.companyId), request, id, name.right, ctx.clock.now());
    return now === null ? notFound('equipment') : ok({ name: now });
  });

  route.authed(setEquipmentTags, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    const tagIds = [...new Set<string>(input.tagIds)];
    if (!isRowId(id) || !tagIds.every(isRowId)) return notFound('equipment or tag');
    const done = await setMachineTags(ctx.db, actingAs(caller, scope.companyId), request, id, tagIds, ctx.clock.now());
    return done ? ok({ tags: await tagsOf(ctx.db, scope.companyId, id) }) : notFound('equipment or tag');
  });

  route.authed(deleteEquipment, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('equipment');
    const deleted = await deleteMachine(ctx.db, actingAs(caller, scope.companyId), request, id, ctx.clock.now());
    return deleted ? ok(null) : notFound('equipment');
  });
};
