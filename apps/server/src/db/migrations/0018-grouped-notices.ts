import { sql, type Kysely } from 'kysely';

/**
 * A fleet of 100,000 machines (rules 13.2, decision 0022): the first sweeps after an outage find
 * tens of thousands of machines silent out in the field, and thousands due for service; one
 * notification each would be 31,319 unread on the scale seed. So more than the domain's
 * NOTICES_EACH_MAX machines of one sweep meeting one event are told as ONE notification carrying
 * their number (`machines/notice-groups.ts`):
 * - kinds `machines_offline` and `services_due`, with `machine_count` (set on those kinds only);
 * - `grouped_into`: each machine's own notification is still written (the service-due ones keep
 *   their once-per-mark key), pointing at the grouped one, and left out of the list and the counts.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table notifications add column machine_count integer`.execute(db);
  await sql`alter table notifications add column grouped_into uuid references notifications (id) on delete cascade`.execute(db);
  await sql`create index notifications_grouped_into_idx on notifications (grouped_into) where grouped_into is not null`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (kind in ('machine_faulty', 'machine_offline', 'machines_offline', 'service_due', 'services_due', 'invitation_accepted'))`.execute(db);
  await sql`alter table notifications add constraint notifications_machine_count_check
    check ((kind in ('machines_offline', 'services_due')) = (machine_count is not null) and (machine_count is null or machine_count > 0))`.execute(db);
};

/** Reverses `up`: the grouped notifications go, and the machines' own ones they held show again. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update notifications set grouped_into = null where grouped_into is not null`.execute(db);
  await sql`delete from notifications where kind in ('machines_offline', 'services_due')`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_machine_count_check`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (kind in ('machine_faulty', 'machine_offline', 'service_due', 'invitation_accepted'))`.execute(db);
  await sql`drop index if exists notifications_grouped_into_idx`.execute(db);
  await sql`alter table notifications drop column if exists grouped_into`.execute(db);
  await sql`alter table notifications drop column if exists machine_count`.execute(db);
};
