import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { ReportSchedule, type CreateReportScheduleRequest } from '@yardfleet/contract/endpoints/report-schedules';
import type { Clock } from '../../clock';
import { reportDb } from '../../db/report-schema';
import type { Database } from '../../db/schema';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** The company's schedules (or one of them) as the contract shows them, oldest first. */
export const schedulesOf = async (db: Kysely<Database>, companyId: string, id?: string): Promise<ReportSchedule[]> => {
  let q = reportDb(db)
    .selectFrom('report_schedules as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select([
      's.id',
      's.kind',
      's.filters',
      's.frequency',
      's.weekday',
      's.day_of_month',
      's.time_of_day',
      's.recipients',
      's.next_run_at',
      's.last_sent_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('s.company_id', '=', companyId);
  if (id !== undefined) q = q.where('s.id', '=', id);
  const rows = await q.orderBy('s.created_at').orderBy('s.id').execute();
  return rows.map((r) => {
    const lastSent = r.last_sent_at === null ? null : new Date(r.last_sent_at).toISOString();
    const decoded = ReportSchedule.decode({
      id: r.id,
      kind: r.kind,
      filters: r.filters,
      frequency: r.frequency,
      weekday: r.weekday,
      dayOfMonth: r.day_of_month,
      timeOfDay: r.time_of_day,
      recipients: r.recipients,
      nextRunAt: r.next_run_at.toISOString(),
      lastSentAt: lastSent,
      createdBy: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    });
    if (E.isLeft(decoded)) throw new Error(`stored report schedule ${r.id} is not valid`);
    return decoded.right;
  });
};

/** The IANA time zone of company `companyId`, undefined when it is gone. */
export const companyTimeZone = async (db: Kysely<Database>, companyId: string): Promise<string | undefined> =>
  (await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirst())?.time_zone;

/** A new schedule of `companyId` by `userId` with checked `recipients`, first run at `nextRunAt`, created at the clock's time. @returns its id. */
export const insertSchedule = async (
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  input: CreateReportScheduleRequest,
  recipients: readonly string[],
  nextRunAt: Date,
  clock: Clock,
): Promise<string> => {
  const inserted = await reportDb(db)
    .insertInto('report_schedules')
    .values({
      company_id: companyId,
      kind: input.kind,
      filters: JSON.stringify(input.filters),
      frequency: input.frequency,
      weekday: input.weekday,
      day_of_month: input.dayOfMonth,
      time_of_day: input.timeOfDay,
      recipients: JSON.stringify(recipients),
      next_run_at: nextRunAt,
      created_by: userId,
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
};

/**
 * Deletes schedule `id` of `by.companyId` in one transaction with a `record_deleted` event (named
 * by its report and frequency, clock's time). @returns the deleted row, undefined when there was none.
 */
export const deleteSchedule = (
  db: Kysely<Database>,
  by: { readonly userId: string; readonly companyId: string },
  origin: RequestOrigin,
  id: string,
  clock: Clock,
) =>
  db.transaction().execute(async (tx) => {
    const row = await reportDb(tx)
      .deleteFrom('report_schedules')
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .returning(['id', 'kind', 'frequency'])
      .executeTakeFirst();
    // Security log (rules 20.12): the schedule named by its report and frequency.
    if (row)
      await recordMemberEvent(tx, by, origin, clock.now(), {
        kind: 'record_deleted',
        target: { type: 'report_schedule', id: row.id, label: `${row.kind}, ${row.frequency}` },
      });
    return row;
  });
