import { sql, type Kysely, type Transaction } from 'kysely';
import type { ScheduleFrequency } from '@yardfleet/contract/endpoints/report-schedules';
import { ReportFilters, type ReportKind } from '@yardfleet/contract/endpoints/reports';
import { nextScheduledRun, scheduledPeriod, type SchedulePeriod } from '@yardfleet/domain/reports/schedule';
import type { Database } from '../../../db/schema';
import { reportDb, type ReportDatabase } from '../../../db/report-schema';

/** Most schedules one poll claims; the rest wait for the next poll (bounded work per transaction). */
export const CLAIMS_PER_POLL = 50;
/** A failed run is tried again this long after its last try, while it is still its schedule's latest period. */
export const RETRY_AFTER_MS = 5 * 60_000;
/** A run still 'sending' this long after its start belongs to a process that stopped mid-run: it is tried again. */
export const STALE_SENDING_MS = 15 * 60_000;

/** The report_runs column migration 0007 adds: the addresses a run has mailed already. */
type DeliveredTables = ReportDatabase & { report_runs: { delivered_to: unknown } };
/** The tables the runner uses, typed. */
export const runnerDb = (db: Kysely<Database> | Transaction<Database>): Kysely<DeliveredTables> =>
  reportDb(db).withTables<{ report_runs: { delivered_to: unknown } }>();

/** One run this process owns now: which schedule, the period it covers and what to mail. */
export interface ClaimedRun {
  readonly scheduleId: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly timeZone: string;
  readonly version: 'FULL_VERSION' | 'POWER_VERSION';
  readonly kind: ReportKind;
  readonly frequency: ScheduleFrequency;
  readonly filters: ReportFilters;
  readonly recipients: readonly string[];
  readonly period: SchedulePeriod;
  /** Addresses an earlier try of this run mailed already (skipped now). */
  readonly deliveredTo: readonly string[];
}

export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
export const filtersOf = (value: unknown): ReportFilters => {
  const decoded = ReportFilters.decode(value);
  return decoded._tag === 'Right' ? decoded.right : { tagId: null, category: null, warehouseId: null };
};

/**
 * Claims the due schedules (rules 10.10; docs/decisions/0010): in one transaction, the
 * schedules whose `next_run_at` has passed are locked `for update skip locked` (another process
 * polling at the same moment skips them), each gets the run of the period it covers now
 * (`scheduledPeriod`: the latest complete period, so a run missed while the server was down is sent
 * once, for the latest period only), inserted `on conflict do nothing` on the unique (schedule,
 * period): when nothing is inserted another process or an earlier poll already has it and it is
 * skipped. Every claimed schedule's `next_run_at` moves to its next run after `now`. Commits before
 * any mail is built, so a slow mail never holds locks.
 * @returns the runs this process must send.
 */
export const claimDueRuns = async (db: Kysely<Database>, now: Date): Promise<ClaimedRun[]> =>
  db.transaction().execute(async (trx) => {
    const rdb = runnerDb(trx);
    const due = await rdb
      .selectFrom('report_schedules as s')
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select([
        's.id',
        's.company_id',
        's.kind',
        's.frequency',
        's.weekday',
        's.day_of_month',
        's.time_of_day',
        's.filters',
        's.recipients',
        'c.name',
        'c.time_zone',
        'c.version',
      ])
      .where('s.next_run_at', '<=', now)
      .orderBy('s.next_run_at')
      .limit(CLAIMS_PER_POLL)
      .forUpdate('s')
      .skipLocked()
      .execute();
    const claimed: ClaimedRun[] = [];
    for (const row of due) {
      const period = scheduledPeriod(row.frequency, now, row.time_zone);
      const inserted = await rdb
        .insertInto('report_runs')
        .values({ schedule_id: row.id, period_from: period.from, period_to: period.to, status: 'sending', started_at: now })
        .onConflict((oc) => oc.columns(['schedule_id', 'period_from']).doNothing())
        .returning('schedule_id')
        .executeTakeFirst();
      await rdb
        .updateTable('report_schedules')
        .set({
          next_run_at: nextScheduledRun(row.frequency, now, row.time_zone, { weekday: row.weekday, dayOfMonth: row.day_of_month, timeOfDay: row.time_of_day }),
        })
        .where('id', '=', row.id)
        .execute();
      if (inserted === undefined) continue;
      claimed.push({
        scheduleId: row.id,
        companyId: row.company_id,
        companyName: row.name,
        timeZone: row.time_zone,
        version: row.version,
        kind: row.kind,
        frequency: row.frequency,
        filters: filtersOf(row.filters),
        recipients: strings(row.recipients),
        period,
        deliveredTo: [],
      });
    }
    return claimed;
  });

/**
 * Claims runs to try again (docs/decisions/0010): 'failed' ones RETRY_AFTER_MS after their last
 * try, and 'sending' ones older than STALE_SENDING_MS (their process stopped mid-run), in both
 * cases only while the run is its schedule's latest period (a newer period supersedes it, so a
 * failing address is not retried forever). Rows are locked `for update skip locked` and restarted
 * as 'sending' at `now` in the same transaction, so two processes never retry the same run.
 */
export const claimRetries = async (db: Kysely<Database>, now: Date): Promise<ClaimedRun[]> =>
  db.transaction().execute(async (trx) => {
    const rdb = runnerDb(trx);
    const rows = await rdb
      .selectFrom('report_runs as r')
      .innerJoin('report_schedules as s', 's.id', 'r.schedule_id')
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select([
        'r.schedule_id',
        'r.period_from',
        'r.period_to',
        'r.delivered_to',
        's.company_id',
        's.kind',
        's.frequency',
        's.filters',
        's.recipients',
        'c.name',
        'c.time_zone',
        'c.version',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('r.status', '=', 'failed'), eb('r.started_at', '<=', new Date(now.getTime() - RETRY_AFTER_MS))]),
          eb.and([eb('r.status', '=', 'sending'), eb('r.started_at', '<=', new Date(now.getTime() - STALE_SENDING_MS))]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('report_runs as newer')
              .select(sql.lit(1).as('one'))
              .whereRef('newer.schedule_id', '=', 'r.schedule_id')
              .whereRef('newer.period_from', '>', 'r.period_from'),
          ),
        ),
      )
      .limit(CLAIMS_PER_POLL)
      .forUpdate('r')
      .skipLocked()
      .execute();
    const claimed: ClaimedRun[] = [];
    for (const row of rows) {
      await rdb
        .updateTable('report_runs')
        .set({ status: 'sending', started_at: now, error: null })
        .where('schedule_id', '=', row.schedule_id)
        .where('period_from', '=', row.period_from)
        .execute();
      claimed.push({
        scheduleId: row.schedule_id,
        companyId: row.company_id,
        companyName: row.name,
        timeZone: row.time_zone,
        version: row.version,
        kind: row.kind,
        frequency: row.frequency,
        filters: filtersOf(row.filters),
        recipients: strings(row.recipients),
        period: { from: row.period_from, to: row.period_to },
        deliveredTo: strings(row.delivered_to),
      });
    }
    return claimed;
  });
