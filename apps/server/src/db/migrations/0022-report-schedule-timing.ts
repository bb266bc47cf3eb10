import { sql, type Kysely } from 'kysely';

/**
 * When in its period a scheduled report is sent (rules 10.10): the weekday of a weekly schedule
 * (1 Monday to 7 Sunday), the day of the month of a monthly one (1 to 31) and the company-local time
 * of day `HH:MM` of every one. The schedules stored before keep what they did: weekly on Monday,
 * monthly on the 1st, at 00:00.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table report_schedules
    add column weekday smallint check (weekday between 1 and 7),
    add column day_of_month smallint check (day_of_month between 1 and 31),
    add column time_of_day text not null default '00:00'`.execute(db);
  await sql`update report_schedules set weekday = 1 where frequency = 'weekly'`.execute(db);
  await sql`update report_schedules set day_of_month = 1 where frequency = 'monthly'`.execute(db);
};

/** Reverses `up`: the three columns go. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table report_schedules drop column weekday, drop column day_of_month, drop column time_of_day`.execute(db);
};
