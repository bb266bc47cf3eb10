import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** One row change a request caused: the table, INSERT, UPDATE or DELETE, and for an UPDATE the columns whose value changed. */
export interface RowChange {
  readonly table: string;
  readonly op: string;
  readonly columns: readonly string[];
}

/** Watches every row change of the user tables (the fuzz test of rules 20.8). */
export interface ChangeProbe {
  /** The tables watched (every table of schema public but the migration bookkeeping). */
  readonly tables: readonly string[];
  /** The changes since the last call, and forgets them. */
  readonly take: () => Promise<readonly RowChange[]>;
}

/**
 * Installs an AFTER INSERT / UPDATE / DELETE row trigger on every table of schema `public` (not
 * Kysely's migration tables) that notes the table, the operation and an update's changed columns
 * in `fuzz_probe.changes`: more than row counts (an update is seen too, with what it changed),
 * and as cheap to read after each request. A rolled-back
 * transaction leaves no note. For test databases only.
 */
export const installChangeProbe = async (db: Kysely<Database>): Promise<ChangeProbe> => {
  await sql`create schema if not exists fuzz_probe`.execute(db);
  await sql`create table if not exists fuzz_probe.changes (tbl text not null, op text not null, cols text[] not null)`.execute(db);
  await sql`create or replace function fuzz_probe.note() returns trigger language plpgsql as $$
    begin
      insert into fuzz_probe.changes values (tg_table_name, tg_op, case when tg_op = 'UPDATE' then
        array(select n.key from jsonb_each(to_jsonb(new)) n where n.value is distinct from to_jsonb(old) -> n.key order by n.key) else '{}' end);
      return null;
    end $$`.execute(db);
  const found = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name`.execute(db);
  const tables = found.rows.map((r) => r.name);
  for (const table of tables) {
    await sql`drop trigger if exists fuzz_probe_note on ${sql.table(table)}`.execute(db);
    await sql`create trigger fuzz_probe_note after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_probe.note()`.execute(
      db,
    );
  }
  return {
    tables,
    take: async () =>
      (await sql<{ tbl: string; op: string; cols: string[] }>`delete from fuzz_probe.changes returning tbl, op, cols`.execute(db)).rows.map((r) => ({
        table: r.tbl,
        op: r.op,
        columns: r.cols,
      })),
  };
};
