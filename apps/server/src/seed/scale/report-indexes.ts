import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Bulk loading without per-row index upkeep (rules 21.14): PostgreSQL builds a b-tree from
 * sorted input many times faster than it inserts millions of rows into it one by one (random
 * machine ids, three indexes), on PGlite above all. `withoutIndexes` reads the table's index and
 * primary-key definitions from the catalogue (so indexes later migrations add are kept too), drops
 * them, runs `load`, and creates them again from the same definitions, all inside the caller's
 * transaction: a failure rolls the drops back as well. The table is locked (ACCESS EXCLUSIVE) until
 * the transaction ends.
 */
export const withoutIndexes = async <T>(trx: Kysely<Database>, table: string, load: () => Promise<T>, log: (line: string) => void): Promise<T> => {
  const constraints = await sql<{ name: string; def: string }>`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = ${table}::regclass and contype in ('p', 'u')`.execute(trx);
  const indexes = await sql<{ name: string; def: string }>`select i.relname as name, pg_get_indexdef(x.indexrelid) as def from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)`.execute(
    trx,
  );
  for (const c of constraints.rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(c.name)}`.execute(trx);
  for (const i of indexes.rows) await sql`drop index ${sql.ref(i.name)}`.execute(trx);
  const result = await load();
  const started = Date.now();
  for (const c of constraints.rows) await sql`alter table ${sql.table(table)} add constraint ${sql.ref(c.name)} ${sql.raw(c.def)}`.execute(trx);
  for (const i of indexes.rows) await sql.raw(i.def).execute(trx);
  log(`seed ${table}: ${constraints.rows.length + indexes.rows.length} indexes built again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};
