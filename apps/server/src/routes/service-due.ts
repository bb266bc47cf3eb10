import type { Kysely } from 'kysely';
import { reminderStatus } from '@yardfleet/domain/machines/reminder-plan';
import type { Database } from '../db/schema';
import { reminderStatesOf, serviceDueOf } from './reminders';

/** How many machines one pass reads (two queries each): bounded memory per pass. */
const MACHINES_PER_CHUNK = 10_000;

/** The ids of a company's machines whose service is due, and of those overdue, at one instant. */
export type ServiceDueIds = { readonly due: readonly string[]; readonly overdue: readonly string[] };

/**
 * The ids of `companyId`'s machines whose service is exactly due and exactly overdue at `now`
 * (SPEC 4: the domain's `reminderStatus` of each machine's reminder plan with its engine hours and
 * last service, as the list's `serviceDue` column), reading `MACHINES_PER_CHUNK` machines at a
 * time. The one rule behind the inventory overview's due / overdue counts and the equipment list's
 * and fleet map's `serviceDue` filter, so a count always equals its filtered list's total.
 * The standing depends on now and the engine hours, so it is evaluated on every call: fine at demo
 * scale; a stored next-due date and engine-hours mark per machine would let SQL filter it (issue 12).
 */
export const serviceDueIdsOf = async (db: Kysely<Database>, companyId: string, now: Date): Promise<ServiceDueIds> => {
  const due: string[] = [];
  const overdue: string[] = [];
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const chunk = await db
      .selectFrom('equipment')
      .select(['id', 'added_at', 'engine_hours'])
      .where('company_id', '=', companyId)
      .$if(cursor !== null, (q) => q.where('id', '>', cursor ?? ''))
      .orderBy('id')
      .limit(MACHINES_PER_CHUNK)
      .execute();
    const states = await reminderStatesOf(db, chunk.map((m) => ({ id: m.id, addedAt: m.added_at })));
    for (const m of chunk) {
      const state = states.get(m.id);
      const standing = state === undefined ? null : serviceDueOf(reminderStatus(state.plan, now, m.engine_hours));
      if (standing === 'due') due.push(m.id);
      else if (standing === 'overdue') overdue.push(m.id);
    }
    const last = chunk.at(-1);
    if (chunk.length < MACHINES_PER_CHUNK || last === undefined) break;
    after = last.id;
  }
  return { due, overdue };
};
