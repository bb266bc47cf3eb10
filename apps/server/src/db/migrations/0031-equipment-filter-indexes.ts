import { sql, type Kysely } from 'kysely';

/** The list order's columns after the leading ones of an index (rules 21.6, `equipment_list_order_idx`). */
const LIST_ORDER = sql.raw('sort_base, sort_number, name, serial_number, id');

/**
 * Indexes for the equipment list's filters at 100,000 machines (rules 21.6). The list counts a
 * filter's matches up to FILTERED_TOTAL_CAP and reads its page in list order. Walking the list
 * order index and skipping the machines that do not match is cheap for a value spread over the
 * whole list, but slow when the matches are rare (faults, a machine in transfer) or gathered in one
 * part of the order (fleets name machines by kind, so every mower sorts together): measured at
 * 100,000 machines, a page of mowers skipped 44,000 rows (150 ms). Each index below holds one
 * filter's value followed by the list order, so a filtered page is read in order from its own
 * index and its count stops at the cap after reading about that many entries:
 * - category (replacing `equipment_category_idx`, whose columns lead the new one);
 * - inventory status, online status and activity, which a report changes only when the machine's
 *   status changes (a report that keeps them, most reports, still updates the row in place: a HOT
 *   update); online machines are few at night and offline ones few by day;
 * - machines reporting a fault (`error_code` not null), a partial index.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create index equipment_category_order_idx on equipment (company_id, category, ${LIST_ORDER})`.execute(db);
  await sql`drop index if exists equipment_category_idx`.execute(db);
  await sql`create index equipment_inventory_order_idx on equipment (company_id, inventory_status, ${LIST_ORDER})`.execute(db);
  await sql`create index equipment_activity_order_idx on equipment (company_id, activity, ${LIST_ORDER})`.execute(db);
  await sql`create index equipment_online_order_idx on equipment (company_id, online_status, ${LIST_ORDER})`.execute(db);
  await sql`create index equipment_faulty_order_idx on equipment (company_id, ${LIST_ORDER}) where error_code is not null`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop index if exists equipment_faulty_order_idx`.execute(db);
  await sql`drop index if exists equipment_online_order_idx`.execute(db);
  await sql`drop index if exists equipment_activity_order_idx`.execute(db);
  await sql`drop index if exists equipment_inventory_order_idx`.execute(db);
  await sql`create index if not exists equipment_category_idx on equipment (company_id, category)`.execute(db);
  await sql`drop index if exists equipment_category_order_idx`.execute(db);
};
