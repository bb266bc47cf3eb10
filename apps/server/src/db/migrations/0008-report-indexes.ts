import { sql, type Kysely } from 'kysely';

/**
 * Report exports of 100,000 rows (rules 10.9, 21.9): the maintenance report reads a company's logs newest
 * first in keyset chunks of (performed_at, id); without this index every chunk sorts the whole
 * period again (bench:export: BENCH_KEYSET_INDEX measured the difference).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index if not exists maintenance_logs_company_keyset_idx on maintenance_logs (company_id, performed_at desc, id desc)`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists maintenance_logs_company_keyset_idx`.execute(db);
};
