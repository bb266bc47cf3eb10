import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One column of a bulk insert: its name, its PostgreSQL type, and how to read it from a row. */
export interface BulkColumn<R> {
  readonly name: string;
  /** A PostgreSQL type name ('uuid', 'text', 'double precision', 'timestamptz', 'integer', 'boolean'). */
  readonly type: string;
  readonly value: (row: R) => string | number | boolean | Date | null;
}

/** Rows per statement: one array parameter per column, so the size is bounded by memory, not by PostgreSQL's 65,535 parameters. */
export const BULK_BATCH = 5_000;

/**
 * Inserts `rows` into `table` as `INSERT ... SELECT * FROM unnest($1::type[], ...)`, one array
 * parameter per column and BULK_BATCH rows per statement (as ingest's storeReports and the demo's
 * report history do). Dates travel as ISO strings. Works on PostgreSQL and PGlite.
 * @throws the database's error (a constraint, a type) for the failing batch.
 */
export const bulkInsert = async <R>(db: Kysely<Database>, table: string, columns: readonly BulkColumn<R>[], rows: readonly R[]): Promise<void> => {
  for (let from = 0; from < rows.length; from += BULK_BATCH) {
    const part = rows.slice(from, from + BULK_BATCH);
    const arrays = columns.map((c) => {
      const values = part.map((r) => {
        const v = c.value(r);
        return v instanceof Date ? v.toISOString() : v;
      });
      return sql`${values}::${sql.raw(c.type)}[]`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c.name)))}) select * from unnest(${sql.join(arrays)})`.execute(db);
  }
};
