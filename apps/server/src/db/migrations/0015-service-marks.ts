import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { refreshAllServiceMarks } from '../../areas/maintenance/service-due';

/**
 * Issue 12 item 4 (service due at 100,000 machines): `service_marks`, one row per machine whose
 * reminder plan is active (SPEC 4), holding the marks of the domain's `reminderMarks` written when a
 * plan or a maintenance log is written: for a date plan the instant it becomes due and its due
 * date; for an engine-hours plan the engine hours it becomes due at and its mark. SQL compares them
 * with `now` and the machine's live `equipment.engine_hours` (routes/service-due.ts), so ingest's
 * engine hours writes touch no mark. Machines with no plan (off) have no row.
 * Existing machines are filled by the domain's rule (`refreshAllServiceMarks`).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('service_marks')
    .addColumn('equipment_id', 'uuid', (c) => c.primaryKey().references('equipment.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('due_from_at', 'timestamptz')
    .addColumn('due_at', 'timestamptz')
    .addColumn('due_from_engine_hours', 'double precision')
    .addColumn('due_engine_hours', 'double precision')
    .addCheckConstraint('service_marks_one_kind', sql`(due_at is null) = (due_from_at is null) and (due_engine_hours is null) = (due_from_engine_hours is null) and (due_at is null) <> (due_engine_hours is null)`)
    .execute();
  await db.schema.createIndex('service_marks_date_idx').on('service_marks').columns(['company_id', 'due_from_at']).where(sql<boolean>`due_from_at is not null`).execute();
  await db.schema.createIndex('service_marks_hours_idx').on('service_marks').columns(['company_id', 'equipment_id']).where(sql<boolean>`due_engine_hours is not null`).execute();
  await refreshAllServiceMarks(db as unknown as Kysely<Database>);
  // Planner statistics at once: without them a join of the filled table is planned as a few rows.
  await sql`analyze service_marks`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('service_marks').ifExists().execute();
};
