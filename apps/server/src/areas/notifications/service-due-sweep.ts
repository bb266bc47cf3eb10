import type { Kysely } from 'kysely';
import { reminderStatus, type ReminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import type { Database } from '../../db/schema';
import { reminderStatesOf } from '../maintenance/reminders';
import { machineNotice, writeMachineNotices, type NewNotice } from './write';

/** How many machines one pass reads: bounded memory per pass. */
const MACHINES_PER_CHUNK = 5_000;

/**
 * The "due period" of a standing: its due date or engine-hours mark. A machine is notified once per
 * mark; a logged service restarts the plan with a new mark, so the next period notifies again.
 */
const dueKeyOf = (equipmentId: string, standing: ReminderStatus): string | null => {
  if (standing.status !== 'due' && standing.status !== 'overdue') return null;
  return standing.kind === 'date' ? `service_due:${equipmentId}:${standing.dueAt}` : `service_due:${equipmentId}:h${standing.dueAtEngineHours}`;
};

/**
 * The `service_due` notices of `machines` at `now` by company: one per machine whose plan is due or
 * overdue (the domain's `reminderStatus`), keyed by its due mark (`dedupeKey`).
 */
export const serviceDueNoticesOf = async (
  db: Kysely<Database>,
  machines: readonly { readonly id: string; readonly company_id: string; readonly added_at: Date; readonly engine_hours: number }[],
  now: Date,
): Promise<Map<string, NewNotice[]>> => {
  const states = await reminderStatesOf(
    db,
    machines.map((m) => ({ id: m.id, addedAt: m.added_at })),
  );
  const byCompany = new Map<string, NewNotice[]>();
  for (const m of machines) {
    const state = states.get(m.id);
    const key = state === undefined ? null : dueKeyOf(m.id, reminderStatus(state.plan, now, m.engine_hours));
    if (key !== null) byCompany.set(m.company_id, [...(byCompany.get(m.company_id) ?? []), machineNotice('service_due', m.id, null, key)]);
  }
  return byCompany;
};

/**
 * Writes a `service_due` notification (rules 13.1) for every machine whose reminder plan is
 * due or overdue at `now` (rules 18.4: the domain's `reminderStatus` of its plan with its engine hours),
 * once per machine and due mark (the `dedupe_key`; repeats are ignored), reading the machines
 * MACHINES_PER_CHUNK at a time; then, company by company, as the domain's
 * `noticeGroupFor` says (writeMachineNotices; rules 13.2): one each for a few newly due machines,
 * one grouped `services_due` with their number for more.
 * @returns the number of notifications that show (a grouped one counts once).
 */
export const sweepServiceDue = async (db: Kysely<Database>, now: Date): Promise<number> => {
  let written = 0;
  const dueByCompany = new Map<string, NewNotice[]>();
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const chunk = await db
      .selectFrom('equipment')
      .select(['id', 'company_id', 'added_at', 'engine_hours'])
      .$if(cursor !== null, (q) => q.where('id', '>', cursor ?? ''))
      .orderBy('id')
      .limit(MACHINES_PER_CHUNK)
      .execute();
    for (const [companyId, notices] of await serviceDueNoticesOf(db, chunk, now))
      dueByCompany.set(companyId, [...(dueByCompany.get(companyId) ?? []), ...notices]);
    const last = chunk.at(-1);
    if (chunk.length < MACHINES_PER_CHUNK || last === undefined) break;
    after = last.id;
  }
  for (const [companyId, notices] of dueByCompany) written += await writeMachineNotices(db, companyId, notices, now);
  return written;
};
