import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishChanges } from '../../live/publish';
import { recordActivity, type ActingAs } from '../security-log/activity';
import type { RequestOrigin } from '../security-log/record';
import { machineTarget } from './equipment-activity';

/**
 * Renames machine `id` of `by.companyId` to `name` (already checked by `validateName`, rules
 * 5.5–5.7) in one transaction, the machine's row locked: the list's search index follows by its
 * trigger (decision 0017), the live stream and webhooks hear of it (`publishChanges`), and the
 * history records `equipment_renamed` with the name before and after (rules 20.13) at `now` from
 * `origin`. The same name changes and records nothing.
 * @returns the machine's name now, or null when it is not the company's.
 */
export const renameMachine = async (
  db: Kysely<Database>,
  by: ActingAs & { readonly companyId: string },
  origin: RequestOrigin,
  id: string,
  name: string,
  now: Date,
): Promise<string | null> =>
  db.transaction().execute(async (trx) => {
    const machine = await trx
      .selectFrom('equipment')
      .select(['id', 'name', 'serial_number'])
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!machine) return null;
    if (machine.name === name) return name;
    await trx.updateTable('equipment').set({ name }).where('id', '=', id).execute();
    await publishChanges(trx, by.companyId, [{ entity: 'equipment', id }]);
    await recordActivity(trx, {
      by,
      origin,
      at: now,
      kind: 'equipment_renamed',
      target: machineTarget({ id, name, serialNumber: machine.serial_number }),
      equipmentId: id,
      fields: [{ field: 'name', from: machine.name, to: name }],
    });
    return name;
  });
