import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Rows of the seeded company per table, and the whole database's size on disk (bytes; null when the database cannot say). */
export interface ScaleCounts {
  readonly tables: Readonly<Record<string, number>>;
  readonly databaseBytes: number | null;
}

/** The company-scoped tables the scale seed writes. */
export const SCALE_TABLES = [
  'warehouses',
  'gateways',
  'tag_groups',
  'tags',
  'equipment',
  'equipment_reports',
  'maintenance_logs',
  'reminder_plans',
  'device_credentials',
  'gateway_sub_devices',
] as const;

/**
 * Counts the company's rows in each table the seed writes (equipment_tags through its machines) and
 * reads `pg_database_size` (PostgreSQL and PGlite both answer it).
 */
export const countScale = async (db: Kysely<Database>, companyId: string): Promise<ScaleCounts> => {
  const tables: Record<string, number> = {};
  for (const table of SCALE_TABLES) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where company_id = ${companyId}::uuid`.execute(db);
    tables[table] = Number(row.rows[0]?.n ?? 0);
  }
  const links = await sql<{
    n: string;
  }>`select count(*) as n from equipment_tags t join equipment e on e.id = t.equipment_id where e.company_id = ${companyId}::uuid`.execute(db);
  tables['equipment_tags'] = Number(links.rows[0]?.n ?? 0);
  let databaseBytes: number | null = null;
  try {
    const size = await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(db);
    databaseBytes = Number(size.rows[0]?.n ?? 0);
  } catch {
    databaseBytes = null;
  }
  return { tables, databaseBytes };
};
