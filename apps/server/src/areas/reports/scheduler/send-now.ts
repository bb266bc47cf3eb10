import { scheduledPeriod } from '@yardfleet/domain/reports/schedule';
import { filtersOf, runnerDb, strings } from './claim';
import { mailReport, type DeliverDeps } from './deliver';

/**
 * "Send now" (rules 10.10): mails the company's schedule `scheduleId` at once to its
 * recipients, the runner's mail and XLSX (mailReport) for the period it covers at the clock's now
 * (domain `scheduledPeriod`, in the company's time zone). Stores the clock's now as the schedule's
 * last_sent_at once the mails are sent (the list's "Last sent"); inserts no report_runs row and
 * leaves next_run_at alone: the scheduled runs go on as before.
 * @returns the number of recipients mailed, or null when the company has no such schedule.
 */
export const sendScheduleNow = async (deps: DeliverDeps, companyId: string, scheduleId: string): Promise<number | null> => {
  const row = await runnerDb(deps.db)
    .selectFrom('report_schedules as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select(['s.id', 's.company_id', 's.kind', 's.frequency', 's.filters', 's.recipients', 'c.name', 'c.time_zone', 'c.version'])
    .where('s.id', '=', scheduleId)
    .where('s.company_id', '=', companyId)
    .executeTakeFirst();
  if (row === undefined) return null;
  const recipients = strings(row.recipients);
  const run = {
    scheduleId: row.id,
    companyId: row.company_id,
    companyName: row.name,
    timeZone: row.time_zone,
    version: row.version,
    kind: row.kind,
    frequency: row.frequency,
    filters: filtersOf(row.filters),
    period: scheduledPeriod(row.frequency, deps.clock.now(), row.time_zone),
  };
  await mailReport(deps, run, recipients, async () => undefined);
  await runnerDb(deps.db).updateTable('report_schedules').set({ last_sent_at: deps.clock.now() }).where('id', '=', row.id).execute();
  return recipients.length;
};
