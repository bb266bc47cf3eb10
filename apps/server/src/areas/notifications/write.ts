import { sql, type Kysely } from 'kysely';
import { noticeGroupFor } from '@yardfleet/domain/machines/notice-groups';
import { publishChanges, type QueryRunner } from '../../live/publish';
import type { NotificationKindColumn } from '../../db/notification-schema';
import type { Database } from '../../db/schema';

/** One event to notify a company of (see contract endpoints/notifications.ts for the kinds). */
export interface NewNotice {
  readonly kind: NotificationKindColumn;
  readonly equipmentId: string | null;
  readonly personId: string | null;
  readonly errorCode: string | null;
  /** When set, the company gets this event once: a repeat with the same key is ignored. */
  readonly dedupeKey: string | null;
  /** How many machines a grouped `machines_offline` or `services_due` tells of; absent or null on every other kind. */
  readonly machineCount?: number | null;
}

/** The insert of `notices` of one company (one statement, unnest of arrays), each grouped into `groupedInto` when given, repeats of a `dedupeKey` skipped. */
const insertNotices = async (trx: QueryRunner, companyId: string, notices: readonly NewNotice[], now: Date, groupedInto: string | null): Promise<string[]> => {
  const inserted = await sql<{
    id: string;
  }>`insert into notifications (kind, equipment_id, person_id, error_code, dedupe_key, machine_count, company_id, created_at, grouped_into)
    select u.*, ${companyId}::uuid, ${now.toISOString()}::timestamptz, ${groupedInto}::uuid from unnest(
      ${notices.map((n) => n.kind)}::text[], ${notices.map((n) => n.equipmentId)}::uuid[], ${notices.map((n) => n.personId)}::uuid[],
      ${notices.map((n) => n.errorCode)}::text[], ${notices.map((n) => n.dedupeKey)}::text[], ${notices.map((n) => n.machineCount ?? null)}::int[]) as u
    on conflict (company_id, dedupe_key) where dedupe_key is not null do nothing
    returning id`.execute(trx);
  return inserted.rows.map((r) => r.id);
};

/**
 * Writes `notices` of one company with ONE insert (unnest of arrays, so a large ingest batch stays
 * one small statement), skipping those whose `dedupeKey` the company already has, inside the
 * caller's transaction `trx`; then announces them with ONE live event (entity 'notification', the
 * id of one new notification, delivered at commit): open bells refetch their list and count.
 * @returns the number of notifications written.
 */
export const writeNotices = async (trx: QueryRunner, companyId: string, notices: readonly NewNotice[], now: Date): Promise<number> => {
  if (notices.length === 0) return 0;
  const inserted = await insertNotices(trx, companyId, notices, now, null);
  const first = inserted[0];
  if (first !== undefined) await publishChanges(trx, companyId, [{ entity: 'notification', id: first }]);
  return inserted.length;
};

/** The grouped kind that tells of many machines' notices of one kind at once. */
const GROUPED_KIND = { machine_offline: 'machines_offline', service_due: 'services_due' } as const;

/** Most machines' own notices a grouped notification's writing inserts in one statement and transaction. */
export const GROUPED_MEMBERS_PER_WRITE = 1_000;

/** Lets queued requests run between two writes (one macrotask; PGlite runs in the process). */
const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes one sweep's notices of ONE kind (`machine_offline` or `service_due`, one per machine) of
 * one company, as the domain's `noticeGroupFor` says (machines/notice-groups.ts; rules 13.2): those
 * whose `dedupeKey` the company already has are left out first; up to NOTICES_EACH_MAX machines
 * are written as they are (writeNotices, one transaction); more are written as one grouped
 * notification (`machines_offline` / `services_due` with their number) that each of them points at
 * (`grouped_into`: kept, so their keys still hold, but left out of the list and the counts). The
 * grouped notification goes with the first GROUPED_MEMBERS_PER_WRITE machines' own in one
 * transaction, announced by one live event; the others follow GROUPED_MEMBERS_PER_WRITE at a time,
 * each write its own transaction, with requests served between (at 100,000 machines one insert of
 * 22,000 rows held PGlite's process for about a second). A process stopped between two writes
 * leaves some machines' own notices unwritten: a service-due mark of those is told again.
 * @returns the number of notifications that show (the grouped one counts once).
 */
export const writeMachineNotices = async (db: Kysely<Database>, companyId: string, notices: readonly NewNotice[], now: Date): Promise<number> => {
  const keys = notices.flatMap((n) => (n.dedupeKey === null ? [] : [n.dedupeKey]));
  const known =
    keys.length === 0
      ? new Set<string>()
      : new Set(
          (
            await sql<{
              dedupe_key: string;
            }>`select dedupe_key from notifications where company_id = ${companyId}::uuid and dedupe_key = any(${keys}::text[])`.execute(db)
          ).rows.map((r) => r.dedupe_key),
        );
  const fresh = notices.filter((n) => n.dedupeKey === null || !known.has(n.dedupeKey));
  const group = noticeGroupFor(fresh.flatMap((n) => (n.equipmentId === null ? [] : [n.equipmentId])));
  if (group.kind !== 'grouped') return db.transaction().execute((trx) => writeNotices(trx, companyId, fresh, now));
  const kind = fresh[0]?.kind;
  if (kind !== 'machine_offline' && kind !== 'service_due') throw new Error(`notices of kind ${String(kind)} are not grouped`);
  const grouped: NewNotice = {
    kind: GROUPED_KIND[kind],
    equipmentId: null,
    personId: null,
    errorCode: null,
    dedupeKey: null,
    machineCount: group.machineCount,
  };
  const groupedId = await db.transaction().execute(async (trx) => {
    const [id] = await insertNotices(trx, companyId, [grouped], now, null);
    if (id === undefined) throw new Error('the grouped notification was not written');
    await insertNotices(trx, companyId, fresh.slice(0, GROUPED_MEMBERS_PER_WRITE), now, id);
    await publishChanges(trx, companyId, [{ entity: 'notification', id }]);
    return id;
  });
  for (let from = GROUPED_MEMBERS_PER_WRITE; from < fresh.length; from += GROUPED_MEMBERS_PER_WRITE) {
    await yieldToRequests();
    await insertNotices(db, companyId, fresh.slice(from, from + GROUPED_MEMBERS_PER_WRITE), now, groupedId);
  }
  return 1;
};

/** A machine notice without a person: `machine_faulty` with its error code, `machine_offline`, `service_due` with its key. */
export const machineNotice = (
  kind: 'machine_faulty' | 'machine_offline' | 'service_due',
  equipmentId: string,
  errorCode: string | null = null,
  dedupeKey: string | null = null,
): NewNotice => ({
  kind,
  equipmentId,
  personId: null,
  errorCode,
  dedupeKey,
});
