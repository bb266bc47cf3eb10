import { sql } from 'kysely';
import { publishChanges, type QueryRunner } from '../live/publish';
import type { NotificationKindColumn } from '../db/notification-schema';

/** One event to notify a company of (see contract endpoints/notifications.ts for the kinds). */
export interface NewNotice {
  readonly kind: NotificationKindColumn;
  readonly equipmentId: string | null;
  readonly personId: string | null;
  readonly errorCode: string | null;
  /** When set, the company gets this event once: a repeat with the same key is ignored. */
  readonly dedupeKey: string | null;
  /** How many machines a grouped `machines_offline` tells of; absent or null on every other kind. */
  readonly machineCount?: number | null;
}

/**
 * Writes `notices` of one company with ONE insert (unnest of arrays, so a large ingest batch stays
 * one small statement), skipping those whose `dedupeKey` the company already has, inside the
 * caller's transaction `trx`; then announces them with ONE live event (entity 'notification', the
 * id of one new notification, delivered at commit): open bells refetch their list and count.
 * @returns the number of notifications written.
 */
export const writeNotices = async (trx: QueryRunner, companyId: string, notices: readonly NewNotice[], now: Date): Promise<number> => {
  if (notices.length === 0) return 0;
  const inserted = await sql<{ id: string }>`insert into notifications (kind, equipment_id, person_id, error_code, dedupe_key, machine_count, company_id, created_at)
    select u.*, ${companyId}::uuid, ${now.toISOString()}::timestamptz from unnest(
      ${notices.map((n) => n.kind)}::text[], ${notices.map((n) => n.equipmentId)}::uuid[], ${notices.map((n) => n.personId)}::uuid[],
      ${notices.map((n) => n.errorCode)}::text[], ${notices.map((n) => n.dedupeKey)}::text[], ${notices.map((n) => n.machineCount ?? null)}::int[]) as u
    on conflict (company_id, dedupe_key) where dedupe_key is not null do nothing
    returning id`.execute(trx);
  const first = inserted.rows[0];
  if (first !== undefined) await publishChanges(trx, companyId, [{ entity: 'notification', id: first.id }]);
  return inserted.rows.length;
};

/** A machine notice without a person: `machine_faulty` with its error code, `machine_offline`, `service_due` with its key. */
export const machineNotice = (kind: 'machine_faulty' | 'machine_offline' | 'service_due', equipmentId: string, errorCode: string | null = null, dedupeKey: string | null = null): NewNotice => ({
  kind,
  equipmentId,
  personId: null,
  errorCode,
  dedupeKey,
});

/**
 * The grouped notice of `machineCount` machines (more than the domain's OFFLINE_NOTICES_EACH_MAX)
 * that one sweep found silent out in the field (`machines_offline`; machines/offline-notices.ts).
 */
export const groupedOfflineNotice = (machineCount: number): NewNotice => ({
  kind: 'machines_offline',
  equipmentId: null,
  personId: null,
  errorCode: null,
  dedupeKey: null,
  machineCount,
});
