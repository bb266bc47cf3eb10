import type { Kysely } from 'kysely';
import type { Database, NewEquipment } from '../src/db/schema';

/**
 * Machines of `companyId` named `names`, serials `${prefix}-<n>` (n zero-padded to 5 digits), 500
 * per INSERT: mowers never seen, offline and idle, added 2026-06-01, unless `columns` (given the
 * machine's index) says otherwise. For the list, bulk and import suites at scale.
 * @returns their ids, in the order of `names`.
 */
export const addMachines = async (
  db: Kysely<Database>,
  companyId: string,
  prefix: string,
  names: readonly string[],
  columns: (index: number) => Partial<NewEquipment> = () => ({}),
): Promise<string[]> => {
  const at = new Date('2026-06-01T00:00:00.000Z');
  const rows: NewEquipment[] = names.map((name, i) => ({
    company_id: companyId,
    name,
    serial_number: `${prefix}-${String(i).padStart(5, '0')}`,
    category: 'mower' as const,
    model_number: 'LM-1',
    picture_url: null,
    inventory_status: 'never_seen' as const,
    online_status: 'offline' as const,
    activity: 'idle' as const,
    added_at: at,
    updated_at: at,
    firmware_version: '1.0.0',
    engine_hours: 0,
    ...columns(i),
  }));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insertInto('equipment')
      .values(rows.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
};
