import { sql } from 'kysely';
import { publishChanges, type QueryRunner } from '../../live/publish';
import type { NotificationKindColumn } from '../../db/notification-schema';

/** One event to notify a company of (see contract endpoints/notifications.ts for the kinds; rules 13.1: only `invitation_accepted` is written now). */
export interface NewNotice {
  readonly kind: NotificationKindColumn;
  readonly equipmentId: string | null;
  readonly personId: string | null;
  readonly errorCode: string | null;
  /** When set, the company gets this event once: a repeat with the same key is ignored. */
  readonly dedupeKey: string | null;
}

/** The insert of `notices` of one company (one statement, unnest of arrays), repeats of a `dedupeKey` skipped. */
const insertNotices = async (trx: QueryRunner, companyId: string, notices: readonly NewNotice[], now: Date): Promise<string[]> => {
  const inserted = await sql<{
    id: string;
  }>`insert into notifications (kind, equipment_id, person_id, error_code, dedupe_key, company_id, created_at)
    select u.*, ${companyId}::uuid, ${now.toISOString()}::timestamptz from unnest(
      ${notices.map((n) => n.kind)}::text[], ${notices.map((n) => n.equipmentId)}::uuid[], ${notices.map((n) => n.personId)}::uuid[],
      ${notices.map((n) => n.errorCode)}::text[], ${notices.map((n) => n.dedupeKey)}::text[]) as u
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
  const inserted = await insertNotices(trx, companyId, notices, now);
  const first = inserted[0];
  if (first !== undefined) await publishChanges(trx, companyId, [{ entity: 'notification', id: first }]);
  return inserted.length;
};
