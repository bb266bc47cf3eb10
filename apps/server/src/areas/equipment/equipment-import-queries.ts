import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { importColumns, isFileProblem, parseImportRow, type ImportFileProblem, type ParsedImportRow } from '@yardfleet/domain/rules/equipment-import';
import { importApplicable, planImport, type CompanyTag, type FleetMachine, type ImportPlan } from '@yardfleet/domain/rules/equipment-import-plan';
import type { Database } from '../../db/schema';
import { publishChanges } from '../../live/publish';
import type { ImportSheet } from './equipment-import-file';

/** The rows of a sheet checked on their own (the domain's parseImportRow), or the header's problem. */
export const parsedRows = (sheet: ImportSheet): readonly ParsedImportRow[] | ImportFileProblem => {
  const columns = importColumns(sheet.header);
  if (isFileProblem(columns)) return columns;
  return sheet.rows.map((r) => parseImportRow(columns, r.cells, r.line));
};

/**
 * The company's machines named by `serials` with their names and tag ids, in one query whatever
 * their number (`serial_number = any($1)`, the serial's unique index), keyed by serial number.
 * Only `companyId`'s machines: another company's serial is simply not in the map.
 */
const fleetOf = async (db: Kysely<Database>, companyId: string, serials: readonly string[]): Promise<Map<string, FleetMachine>> => {
  const rows = await sql<{ id: string; serial_number: string; name: string; tag_ids: string[] }>`
    select e.id, e.serial_number, e.name, coalesce(array_agg(et.tag_id::text) filter (where et.tag_id is not null), '{}') as tag_ids
    from equipment e left join equipment_tags et on et.equipment_id = e.id
    where e.company_id = ${companyId}::uuid and e.serial_number = any(${serials}::text[])
    group by e.id`.execute(db);
  return new Map(rows.rows.map((r) => [r.serial_number, { id: r.id, name: r.name, tagIds: r.tag_ids }]));
};

/** Every tag of the company with its group's name, in one query. */
export const companyTags = async (db: Kysely<Database>, companyId: string): Promise<CompanyTag[]> =>
  (
    await db
      .selectFrom('tags')
      .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
      .select(['tags.id', 'tags.name as tag', 'tag_groups.name as group'])
      .where('tags.company_id', '=', companyId)
      .execute()
  ).map((r) => ({ id: r.id, group: r.group, tag: r.tag }));

const serialsOf = (rows: readonly ParsedImportRow[]): string[] => [...new Set(rows.map((r) => r.serialNumber).filter((s) => s !== ''))];

/** The import's plan on the data of now (rules 23.4): two queries (machines by serial, tags) and the domain's planImport. */
export const importPlan = async (db: Kysely<Database>, companyId: string, rows: readonly ParsedImportRow[]): Promise<ImportPlan> => {
  const [fleet, tags] = await Promise.all([fleetOf(db, companyId, serialsOf(rows)), companyTags(db, companyId)]);
  return planImport(rows, fleet, tags);
};

/**
 * A digest of a plan (SHA-256, hex, of every row's outcome with its values before and after, and
 * the writes): the dry run answers it and the apply compares it with its own plan, so an apply
 * writes exactly what its dry run showed, from the values it showed (rules 23.5).
 */
export const planDigest = (plan: ImportPlan): string =>
  createHash('sha256')
    .update(JSON.stringify([plan.rows, plan.changes]))
    .digest('hex');

/** What the apply did: `applied` with the plan written, or `refused` with the plan of the moment and why nothing was written. */
export type ApplyOutcome =
  { readonly applied: ImportPlan } | { readonly refused: 'import_has_refused_rows' | 'import_changed'; readonly plan: ImportPlan; readonly digest: string };

/** Called inside the apply's transaction with what it wrote, to record the changes in the activity history (rules 20.13). */
export type ImportRecorder = (trx: Transaction<Database>, plan: ImportPlan, byEquipmentId: ReadonlyMap<string, FleetMachine>) => Promise<void>;

/** Rolls the apply back after the plan is known, carrying why. */
class Refused extends Error {
  constructor(readonly outcome: Extract<ApplyOutcome, { refused: unknown }>) {
    super(outcome.refused);
  }
}

/** Writes a plan's changes in `trx` in three set-based statements whatever their number: names, the old tag sets out, the new ones in. */
const writeChanges = async (trx: Transaction<Database>, companyId: string, plan: ImportPlan, now: Date): Promise<void> => {
  const named = plan.changes.filter((c) => c.name !== undefined);
  if (named.length > 0)
    await sql`update equipment e set name = v.name, updated_at = ${now}
      from unnest(${named.map((c) => c.equipmentId)}::uuid[], ${named.map((c) => c.name ?? '')}::text[]) as v(id, name)
      where e.id = v.id and e.company_id = ${companyId}::uuid`.execute(trx);
  const tagged = plan.changes.filter((c) => c.tagIds !== undefined);
  if (tagged.length > 0) {
    await sql`delete from equipment_tags where equipment_id = any(${tagged.map((c) => c.equipmentId)}::uuid[])`.execute(trx);
    const pairs = tagged.flatMap((c) => (c.tagIds ?? []).map((tagId) => [c.equipmentId, tagId] as const));
    if (pairs.length > 0)
      await sql`insert into equipment_tags (equipment_id, tag_id)
        select e, t from unnest(${pairs.map((p) => p[0])}::uuid[], ${pairs.map((p) => p[1])}::uuid[]) as u(e, t)`.execute(trx);
  }
};

/**
 * Applies an import (rules 23.5) in one transaction, all or nothing: locks the company's machines of
 * the file's serials (`for update`, so two imports of the same machines run one after the other),
 * plans again on the data of that moment, and refuses (writing nothing) when a row is refused or the
 * plan's digest is not `expectedDigest`, unless the plan changes nothing at all (an apply repeated
 * after success is idempotent: `applied` with no change). Otherwise writes the names and tag sets
 * set-based, announces each changed machine on the live stream, and calls `record` with the plan
 * before committing. An error anywhere (a lost connection halfway included) rolls everything back.
 */
export const applyImport = async (
  db: Kysely<Database>,
  companyId: string,
  rows: readonly ParsedImportRow[],
  expectedDigest: string,
  now: Date,
  record: ImportRecorder,
): Promise<ApplyOutcome> =>
  db
    .transaction()
    .execute(async (trx): Promise<ApplyOutcome> => {
      const serials = serialsOf(rows);
      await sql`select id from equipment where company_id = ${companyId}::uuid and serial_number = any(${serials}::text[]) order by id for update`.execute(trx);
      const fleet = await fleetOf(trx, companyId, serials);
      const tags = await companyTags(trx, companyId);
      const plan = planImport(rows, fleet, tags);
      const digest = planDigest(plan);
      if (!importApplicable(plan)) throw new Refused({ refused: 'import_has_refused_rows', plan, digest });
      if (plan.changes.length === 0) return { applied: plan };
      if (digest !== expectedDigest) throw new Refused({ refused: 'import_changed', plan, digest });
      await writeChanges(trx, companyId, plan, now);
      await publishChanges(
        trx,
        companyId,
        plan.changes.map((c) => ({ entity: 'equipment' as const, id: c.equipmentId })),
      );
      await record(trx, plan, new Map([...fleet.values()].map((m) => [m.id, m])));
      return { applied: plan };
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    });
