import { sql, type Kysely } from 'kysely';

/**
 * The ingest goals kept at 100,000 machines (rules 21.8: 8,000 positions/s on PostgreSQL,
 * 2,000/s on PGlite, one process, batched). Found with `pg_walinspect` over the ingest bench
 * (`apps/server/bench/ingest.ts`, 100,000 machines, 40,000 positions in batches of 500): each
 * position wrote nine btree entries and 2 KB of WAL. Two causes, both removed here:
 * - `equipment_reports_machine_fix_idx` (company_id, equipment_id, fix_at) repeats the primary key
 *   (equipment_id, fix_at): a machine belongs to one company, so every read that names machines
 *   (the usage report's reports of a period and last reports before it, `areas/reports/usage.ts`) is
 *   served by the primary key with the company as a filter (checked with EXPLAIN at 7.4 million
 *   reports: the same index scans, 32 ms and 0.5 ms). One index entry fewer per stored report;
 * - `equipment` keeps half of each page free (fillfactor 50, was 85). A batch of a gateway's
 *   machines that were added together (one import, one delivery) rewrites every row of their pages
 *   in one transaction, and a page can only take the new versions of its own rows while it has room
 *   for them (the old ones die only at commit): at 85 % only 18 % of those updates stayed HOT, the
 *   other 82 % each added an entry to all five equipment indexes and moved the row to another page.
 *   At 50 % about 24 rows of 275 bytes per page become about 14, and all their new versions fit.
 *   The table takes about twice the pages (about 33 MB -> 66 MB at 100,000 machines). Existing
 *   pages keep their fill until their rows are next written or the table is rewritten (`VACUUM
 *   FULL equipment`, which is left to the operator: it locks the table).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists equipment_reports_machine_fix_idx`.execute(db);
  await sql`alter table equipment set (fillfactor = 50)`.execute(db);
};

/** Reverses `up`: the index comes back (built from the stored reports) and the fill goes back to 85 %. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table equipment set (fillfactor = 85)`.execute(db);
  await sql`create index if not exists equipment_reports_machine_fix_idx on equipment_reports (company_id, equipment_id, fix_at)`.execute(db);
};
