import { sql, type Kysely } from 'kysely';
import type { FieldChange } from '@yardfleet/contract/endpoints/security-log';
import type { Database } from '../../db/schema';
import type { ActivityChange } from '../security-log/activity';
import type { SecurityTarget } from '../security-log/record';

/** A machine as the activity history names it: its name, serial number and tags as "group: tag" (sorted). */
export interface MachineForHistory {
  readonly id: string;
  readonly name: string;
  readonly serialNumber: string;
  readonly tags: readonly string[];
}

/**
 * The machines `ids` of `companyId` with their tags as the history names them (rules 20.13), read
 * with `db` (the change's transaction) in one statement whatever their number, by id.
 */
export const machinesForHistory = async (db: Kysely<Database>, companyId: string, ids: readonly string[]): Promise<Map<string, MachineForHistory>> => {
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: string; name: string; serial_number: string; tags: string[] | null }>`
    select e.id, e.name, e.serial_number,
      array_agg(g.name || ': ' || t.name order by g.name, t.name) filter (where t.id is not null) as tags
    from equipment e
    left join equipment_tags et on et.equipment_id = e.id
    left join tags t on t.id = et.tag_id
    left join tag_groups g on g.id = t.group_id
    where e.company_id = ${companyId}::uuid and e.id = any(${[...ids]}::uuid[])
    group by e.id`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, { id: r.id, name: r.name, serialNumber: r.serial_number, tags: r.tags ?? [] }]));
};

/** A machine as an event's target: its name and serial number, as the security log names machines. */
export const machineTarget = (m: { readonly id: string; readonly name: string; readonly serialNumber: string }): SecurityTarget => ({
  type: 'equipment',
  id: m.id,
  label: `${m.name} (${m.serialNumber})`,
});

/**
 * The `equipment_tags_changed` events of machines whose tags differ between `before` and `after`
 * (rules 20.13: the tag lists before and after), for `recordActivities`.
 */
export const tagChanges = (before: ReadonlyMap<string, MachineForHistory>, after: ReadonlyMap<string, MachineForHistory>): ActivityChange[] => {
  const out: ActivityChange[] = [];
  for (const [id, now] of after) {
    const was = before.get(id)?.tags ?? [];
    if (was.length === now.tags.length && was.every((t, i) => t === now.tags[i])) continue;
    const fields: FieldChange[] = [{ field: 'tags', from: [...was], to: [...now.tags] }];
    out.push({ kind: 'equipment_tags_changed', target: machineTarget(now), equipmentId: id, fields });
  }
  return out;
};

/** The company `companyId` as an event's target (a bulk action's or an import's summary event). */
export const companyTarget = async (db: Kysely<Database>, companyId: string): Promise<SecurityTarget> => {
  const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
  return { type: 'company', id: company.id, label: company.name };
};
