import { sql, type Kysely } from 'kysely';

/**
 * Characters kept of each suffix (search by serial p95 <= 30 ms at 100,000 machines, rules 21.6).
 * A needle longer than this is looked up by its first SEARCH_SUFFIX_LENGTH characters and the
 * whole needle is then checked on the machine's row (areas/equipment/equipment-filters.ts `equipmentMatching`).
 */
export const SEARCH_SUFFIX_LENGTH = 24;

/**
 * Search by name or serial number through an index (p95 <= 30 ms at 100,000 machines,
 * decision 0017): `equipment_search_suffixes`, every suffix of each machine's lower-cased name and
 * serial number (cut to SEARCH_SUFFIX_LENGTH characters), with a btree on (company_id, suffix
 * text_pattern_ops) including the machine's id. "The name or serial number contains the needle"
 * (rules 2.10) is "one of its suffixes starts with the needle": one range read of the index, whatever
 * the needle. Measured at 100,168 machines on PostgreSQL: a whole serial 0.12 ms and 4 buffers,
 * where migration 0012's trigram indexes read 200 to 2,400 buffers in 6 to 11 ms (the trigrams of
 * a serial's year and model prefix are in every other row). The trigram indexes go: nothing else
 * searches the equipment by substring.
 *
 * Kept by triggers, so every write path (forms, device bind, seeds, benches) keeps it without
 * knowing it: a statement-level trigger on insert (one insert per statement, from its transition
 * table), a row trigger on a change of name, serial number or company (the ingest's status and
 * position updates name none of those columns, so they fire nothing), and the foreign key's
 * cascade on delete. About 28 rows per machine of the demo's names and serials.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table equipment_search_suffixes (
    equipment_id uuid not null references equipment (id) on delete cascade,
    company_id uuid not null,
    suffix text not null
  )`.execute(db);
  await sql`create function equipment_search_suffixes_of(name text, serial_number text) returns setof text
    language sql immutable parallel safe as $$
      select distinct left(substr(t, i), ${sql.lit(SEARCH_SUFFIX_LENGTH)})
      from (values (lower(name)), (lower(serial_number))) v (t), generate_series(1, length(t)) i
    $$`.execute(db);
  await sql`insert into equipment_search_suffixes (equipment_id, company_id, suffix)
    select e.id, e.company_id, s from equipment e, equipment_search_suffixes_of(e.name, e.serial_number) s`.execute(db);
  await sql`create index equipment_search_suffixes_idx on equipment_search_suffixes (company_id, suffix text_pattern_ops) include (equipment_id)`.execute(db);
  await sql`create index equipment_search_suffixes_equipment_idx on equipment_search_suffixes (equipment_id)`.execute(db);
  await sql`create function equipment_search_suffixes_added() returns trigger language plpgsql as $$
    begin
      insert into equipment_search_suffixes (equipment_id, company_id, suffix)
        select a.id, a.company_id, s from added a, equipment_search_suffixes_of(a.name, a.serial_number) s;
      return null;
    end $$`.execute(db);
  await sql`create function equipment_search_suffixes_changed() returns trigger language plpgsql as $$
    begin
      delete from equipment_search_suffixes where equipment_id = new.id;
      insert into equipment_search_suffixes (equipment_id, company_id, suffix)
        select new.id, new.company_id, s from equipment_search_suffixes_of(new.name, new.serial_number) s;
      return null;
    end $$`.execute(db);
  await sql`create trigger equipment_search_suffixes_insert after insert on equipment
    referencing new table as added for each statement execute function equipment_search_suffixes_added()`.execute(db);
  await sql`create trigger equipment_search_suffixes_change after update of name, serial_number, company_id on equipment
    for each row when (old.name is distinct from new.name or old.serial_number is distinct from new.serial_number or old.company_id is distinct from new.company_id)
    execute function equipment_search_suffixes_changed()`.execute(db);
  await sql`drop index if exists equipment_name_trgm_idx`.execute(db);
  await sql`drop index if exists equipment_serial_trgm_idx`.execute(db);
  // Planner statistics at once: without them the filled table is planned as a few rows.
  await sql`analyze equipment_search_suffixes`.execute(db);
};

/** Reverses `up` (migration 0012's trigram indexes come back). */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop trigger if exists equipment_search_suffixes_change on equipment`.execute(db);
  await sql`drop trigger if exists equipment_search_suffixes_insert on equipment`.execute(db);
  await sql`drop function if exists equipment_search_suffixes_changed()`.execute(db);
  await sql`drop function if exists equipment_search_suffixes_added()`.execute(db);
  await sql`drop table if exists equipment_search_suffixes`.execute(db);
  await sql`drop function if exists equipment_search_suffixes_of(text, text)`.execute(db);
  await sql`create index if not exists equipment_name_trgm_idx on equipment using gin (lower(name) gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(
    db,
  );
  await sql`create index if not exists equipment_serial_trgm_idx on equipment using gin (lower(serial_number) gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(
    db,
  );
};
