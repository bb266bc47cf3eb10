import { sql, type Kysely } from 'kysely';

/**
 * Issue 12 (a fleet of 100,000 machines): the first missed-heartbeat sweep after an outage found
 * tens of thousands of machines silent out in the field and wrote a `machine_offline` notification
 * for each (31,319 unread on the scale seed). Now more than the domain's OFFLINE_NOTICES_EACH_MAX
 * machines of one sweep are told as ONE `machines_offline` notification carrying their number
 * (`machine_count`, only on that kind; `machines/offline-notices.ts`).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table notifications add column machine_count integer`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (kind in ('machine_faulty', 'machine_offline', 'machines_offline', 'service_due', 'invitation_accepted'))`.execute(db);
  await sql`alter table notifications add constraint notifications_machine_count_check
    check ((kind = 'machines_offline') = (machine_count is not null) and (machine_count is null or machine_count > 0))`.execute(db);
};

/** Reverses `up`: the grouped notifications go (their machines are not known one by one). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from notifications where kind = 'machines_offline'`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_machine_count_check`.execute(db);
  await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check
    check (kind in ('machine_faulty', 'machine_offline', 'service_due', 'invitation_accepted'))`.execute(db);
  await sql`alter table notifications drop column if exists machine_count`.execute(db);
};
