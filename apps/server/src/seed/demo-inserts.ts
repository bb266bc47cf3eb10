import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HistoryReport } from './report-history';

/** Splits rows into batches small enough for one INSERT (well under PostgreSQL's 65,535 parameters). */
export const chunks = <T>(rows: readonly T[], size = 200): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/**
 * Bulk-inserts history reports, INSERT ... SELECT FROM unnest(arrays) per 5,000 rows (one parameter
 * per column, as ingest's storeReports); then each of the company's machines in no warehouse keeps
 * the warehouse of its newest report placed in one as the one it was last in (as the ingest's fold
 * keeps it, rules 16.5, migration 0023).
 */
export const insertReports = async (trx: Kysely<Database>, companyId: string, reports: readonly HistoryReport[]): Promise<void> => {
  const sorted = [...reports].sort((a, b) => (a.equipmentId < b.equipmentId ? -1 : a.equipmentId > b.equipmentId ? 1 : a.fixAt.getTime() - b.fixAt.getTime()));
  for (const part of chunks(sorted, 5000)) {
    const fixAt = part.map((r) => r.fixAt.toISOString());
    await sql`insert into equipment_reports
        (equipment_id, fix_at, lat, lng, activity, error_code, firmware_version, battery_capacity_pct, battery_cycle_count, engine_hours,
         inventory_status, warehouse_id, received_at, company_id, source, error_cleared)
      select u.*, u.fix_at, ${companyId}::uuid, 'device', false from unnest(
        ${part.map((r) => r.equipmentId)}::uuid[], ${fixAt}::timestamptz[], ${part.map((r) => r.lat)}::double precision[], ${part.map((r) => r.lng)}::double precision[],
        ${part.map((r) => r.activity)}::text[], ${part.map((r) => r.errorCode)}::text[], ${part.map((r) => r.firmwareVersion)}::text[],
        ${part.map((r) => r.batteryCapacityPct)}::double precision[], ${part.map((r) => r.batteryCycleCount)}::integer[], ${part.map((r) => r.engineHours)}::double precision[],
        ${part.map((r) => r.inventoryStatus)}::text[], ${part.map((r) => r.warehouseId)}::uuid[]) as u(equipment_id, fix_at, lat, lng, activity, error_code,
          firmware_version, battery_capacity_pct, battery_cycle_count, engine_hours, inventory_status, warehouse_id)`.execute(trx);
  }
  await sql`update equipment as e set last_warehouse_id = (select r.warehouse_id from equipment_reports r
      where r.company_id = e.company_id and r.equipment_id = e.id and r.warehouse_id is not null order by r.fix_at desc limit 1)
    where e.company_id = ${companyId}::uuid and e.warehouse_id is null`.execute(trx);
};
