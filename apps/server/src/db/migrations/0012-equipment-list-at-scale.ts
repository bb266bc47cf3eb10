import { sql, type Kysely } from 'kysely';

/**
 * An equipment list that does not grow with the fleet (100,000 machines, rules 21.6):
 * - `pg_trgm` (PostgreSQL contrib; PGlite loads it in `connect`) with GIN trigram indexes on
 *   `lower(name)` and `lower(serial_number)`, the expressions the list's search filters with
 *   (`lower(x) like '%needle%'`); they replace the btree indexes on the same expressions, which a
 *   substring search could never use. GIN's pending list is kept to 256 kB (default 4 MB): a search
 *   reads every pending entry one by one (measured: 25,000 non-HOT status updates left 11,000
 *   entries and made a serial search 1 ms -> 40-60 ms at 100,000 machines), while bulk inserts
 *   (seeds) still add entries in batches (`fastupdate = off` made a 100,000-row insert several
 *   times slower); and the table keeps 15 % of each page free (fillfactor 85), so those status
 *   updates stay HOT and add no index entry at all;
 * - the natural-sort key stored at write time as two generated columns, so every write path
 *   (device bind, seeds, benches, renames) keeps it without knowing it: `sort_base` (the name
 *   without its trailing number, lower case) and `sort_number` (that number, 0 without one;
 *   numeric, so a 12-digit name does not overflow an int), the list's order (rules 21.6)
 *   ("Mower 2" before "Mower 10"; ties by name, then serial number, then id);
 * - `equipment_list_order_idx` (company_id, sort_base, sort_number, name, serial_number, id): the
 *   list reads a page's ids from it in order (forwards, or backwards for the back half);
 * - `equipment_category_idx` (company_id, category): a category's count without reading the rows
 *   (the category never changes, so ingest updates stay HOT; the status columns the ingest writes
 *   1,000 times a second get no index for the same reason);
 * - `equipment_counts`: the number of machines per company, kept by triggers on insert and delete
 *   (statement-level, one row update per statement, not per machine) and on a change of company;
 *   never on a status change. The unfiltered list's total reads it instead of counting;
 * - `maintenance_logs_equipment_idx` (equipment_id, performed_at desc): a page's last services
 *   (the maintenance area's reminders.ts reads them by machine id, without the company the older index leads with).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Room on every page (before the rewrite the generated columns cause), so the ingest's and the
  // sweeper's status updates stay HOT: no new index entries (trigram ones above all) per update.
  await sql`alter table equipment set (fillfactor = 85)`.execute(db);
  await sql`alter table equipment
    add column sort_base text generated always as (lower(regexp_replace(name, '\\s*[0-9]+$', ''))) stored,
    add column sort_number numeric generated always as (coalesce(substring(name from '([0-9]+)$')::numeric, 0)) stored`.execute(db);
  await sql`create index equipment_list_order_idx on equipment (company_id, sort_base, sort_number, name, serial_number, id)`.execute(db);
  await sql`create index equipment_name_trgm_idx on equipment using gin (lower(name) gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(db);
  await sql`create index equipment_serial_trgm_idx on equipment using gin (lower(serial_number) gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(db);
  await sql`create index equipment_category_idx on equipment (company_id, category)`.execute(db);
  await sql`drop index if exists equipment_company_lower_name_idx`.execute(db);
  await sql`drop index if exists equipment_lower_serial_idx`.execute(db);
  await sql`create index maintenance_logs_equipment_idx on maintenance_logs (equipment_id, performed_at desc)`.execute(db);

  await sql`create table equipment_counts (
    company_id uuid primary key references companies (id) on delete cascade,
    total bigint not null check (total >= 0)
  )`.execute(db);
  await sql`insert into equipment_counts (company_id, total) select company_id, count(*) from equipment group by company_id`.execute(db);
  await sql`create function equipment_counts_added() returns trigger language plpgsql as $$
    begin
      insert into equipment_counts (company_id, total)
        select company_id, count(*) from added group by company_id order by company_id
        on conflict (company_id) do update set total = equipment_counts.total + excluded.total;
      return null;
    end $$`.execute(db);
  await sql`create function equipment_counts_removed() returns trigger language plpgsql as $$
    begin
      update equipment_counts c set total = c.total - r.n
        from (select company_id, count(*) as n from removed group by company_id) r
        where c.company_id = r.company_id;
      return null;
    end $$`.execute(db);
  await sql`create function equipment_counts_moved() returns trigger language plpgsql as $$
    begin
      update equipment_counts set total = total - 1 where company_id = old.company_id;
      insert into equipment_counts (company_id, total) values (new.company_id, 1)
        on conflict (company_id) do update set total = equipment_counts.total + 1;
      return null;
    end $$`.execute(db);
  await sql`create function equipment_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from equipment_counts;
      return null;
    end $$`.execute(db);
  await sql`create trigger equipment_counts_insert after insert on equipment
    referencing new table as added for each statement execute function equipment_counts_added()`.execute(db);
  await sql`create trigger equipment_counts_delete after delete on equipment
    referencing old table as removed for each statement execute function equipment_counts_removed()`.execute(db);
  await sql`create trigger equipment_counts_move after update of company_id on equipment
    for each row when (old.company_id is distinct from new.company_id) execute function equipment_counts_moved()`.execute(db);
  await sql`create trigger equipment_counts_truncate after truncate on equipment
    for each statement execute function equipment_counts_truncated()`.execute(db);
};

/** Reverses `up` (the btree indexes on lower(name) and lower(serial_number) come back; pg_trgm stays installed). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const trigger of ['equipment_counts_insert', 'equipment_counts_delete', 'equipment_counts_move', 'equipment_counts_truncate']) {
    await sql`drop trigger if exists ${sql.raw(trigger)} on equipment`.execute(db);
  }
  for (const fn of ['equipment_counts_added', 'equipment_counts_removed', 'equipment_counts_moved', 'equipment_counts_truncated']) {
    await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
  }
  await sql`drop table if exists equipment_counts`.execute(db);
  await sql`alter table equipment reset (fillfactor)`.execute(db);
  await sql`drop index if exists maintenance_logs_equipment_idx`.execute(db);
  await sql`drop index if exists equipment_category_idx`.execute(db);
  await sql`drop index if exists equipment_serial_trgm_idx`.execute(db);
  await sql`drop index if exists equipment_name_trgm_idx`.execute(db);
  await sql`drop index if exists equipment_list_order_idx`.execute(db);
  await sql`alter table equipment drop column if exists sort_number, drop column if exists sort_base`.execute(db);
  await sql`create index if not exists equipment_company_lower_name_idx on equipment (company_id, lower(name))`.execute(db);
  await sql`create index if not exists equipment_lower_serial_idx on equipment (lower(serial_number))`.execute(db);
};
