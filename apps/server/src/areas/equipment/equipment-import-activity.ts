import { recordActivities, type ActivityChange } from '../security-log/activity';
import type { ImportActivityRecorder } from './equipment-import-routes';

/**
 * Records an applied import in the activity history (rules 20.13), in the import's transaction:
 * one `equipment_imported` event for the company (`fields`: rows, changed, unchanged) and, per
 * changed machine, `equipment_renamed` (name before and after) and `equipment_tags_changed` (tags
 * as `Group: Tag` lists before and after), each shown in that machine's History tab. An apply that
 * changes nothing records nothing (recordActivities skips changes without fields; the company's
 * event is left out too).
 */
export const recordImportActivity: ImportActivityRecorder = async (trx, { plan, before, caller, request, at }) => {
  if (plan.changes.length === 0 || caller.companyId === null) return;
  const company = await trx.selectFrom('companies').select('name').where('id', '=', caller.companyId).executeTakeFirst();
  const rowsByLine = new Map(plan.rows.map((r) => [r.line, r]));
  const changes: ActivityChange[] = [
    {
      kind: 'equipment_imported',
      target: { type: 'company', id: caller.companyId, label: company?.name ?? '' },
      fields: [
        { field: 'rows', from: null, to: plan.rows.length },
        { field: 'changed', from: null, to: plan.counts.changed },
        { field: 'unchanged', from: null, to: plan.counts.unchanged },
      ],
    },
  ];
  for (const change of plan.changes) {
    const row = rowsByLine.get(change.line);
    const machine = before.get(change.equipmentId);
    if (row?.outcome !== 'changed' || machine === undefined) continue;
    const label = row.name?.after ?? machine.name;
    const target = { type: 'equipment' as const, id: change.equipmentId, label };
    if (row.name)
      changes.push({
        kind: 'equipment_renamed',
        target,
        equipmentId: change.equipmentId,
        fields: [{ field: 'name', from: row.name.before, to: row.name.after }],
      });
    if (row.tags)
      changes.push({
        kind: 'equipment_tags_changed',
        target,
        equipmentId: change.equipmentId,
        fields: [{ field: 'tags', from: [...row.tags.before], to: [...row.tags.after] }],
      });
  }
  await recordActivities(trx, {
    by: {
      userId: caller.userId,
      companyId: caller.companyId,
      apiKey: caller.apiKey === undefined ? undefined : { id: caller.apiKey.id, name: caller.apiKey.name, prefix: caller.apiKey.prefix },
    },
    origin: request,
    at,
    changes,
  });
};
