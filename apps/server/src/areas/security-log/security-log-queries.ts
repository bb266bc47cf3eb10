import { sql, type Kysely, type Selectable } from 'kysely';
import { DELETE_CATEGORY, KIND_CATEGORY, type ActivityCategory } from '@yardfleet/contract/endpoints/activity-category';
import type { SecurityEvent, SecurityEventKind, SecurityTargetType } from '@yardfleet/contract/endpoints/security-log';
import { SecurityEventId } from '@yardfleet/contract/endpoints/security-log';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { UserId } from '@yardfleet/domain/entities/ids';
import { securityDb, type SecurityTables } from '../../db/security-schema';
import type { Database } from '../../db/schema';
import { asBranded } from '../../http/ids';

/** The filters of one page of the log (contract SecurityLogRequest, already checked). */
export interface SecurityLogFilters {
  /** Any of these kinds; empty: every kind. */
  readonly kinds: readonly SecurityEventKind[];
  /** Any of these categories (rules 20.13, contract activity-category.ts); empty: every one. */
  readonly categories: readonly ActivityCategory[];
  /** What this person did; null: anyone. */
  readonly actorId: string | null;
  /** What concerns this machine; null: any. */
  readonly equipmentId: string | null;
  /** Case-insensitive substring of the actor's name or email, the address or the target's label; '' for none. */
  readonly search: string;
  /** occurredAt within [from, to); null: unbounded. */
  readonly from: Date | null;
  readonly to: Date | null;
}

/** Escapes LIKE wildcards (and the escape character) so a search for "50%" or "a_b" matches that text. */
export const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = Selectable<SecurityTables['security_events']>;

/** The actor of a stored row: the API key (its name and prefix) when one acted, else the member as named then; null: the system. */
const actorOf = (r: Row): SecurityEvent['actor'] => {
  if (r.actor_api_key_prefix !== null) return { id: null, name: r.actor_name ?? '', email: '', apiKeyPrefix: r.actor_api_key_prefix };
  if (r.actor_name === null && r.actor_email === null) return null;
  return { id: r.actor_user_id === null ? null : asBranded(UserId, r.actor_user_id), name: r.actor_name ?? '', email: r.actor_email ?? '' };
};

/** The contract's SecurityEvent of a stored row (`fields` and `equipmentId` only on the changes of data that have them, migration 0027). */
export const eventOf = (r: Row): SecurityEvent => ({
  id: asBranded(SecurityEventId, r.id),
  kind: r.kind,
  occurredAt: asBranded(IsoDateTime, r.occurred_at.toISOString()),
  actor: actorOf(r),
  address: r.address,
  userAgent: r.user_agent,
  target: r.target_type === null ? null : { type: r.target_type, id: r.target_id, label: r.target_label ?? '' },
  change: r.change_from === null && r.change_to === null ? null : { from: r.change_from, to: r.change_to },
  reason: r.reason,
  ...(r.fields === null ? {} : { fields: r.fields }),
  ...(r.equipment_id === null ? {} : { equipmentId: r.equipment_id }),
});

/** The kinds of `categories`, and the target types whose `record_deleted` falls in them. */
const categoryScope = (categories: readonly ActivityCategory[]) => {
  const wanted = new Set(categories);
  const kinds = (Object.keys(KIND_CATEGORY) as (keyof typeof KIND_CATEGORY)[]).filter((k) => wanted.has(KIND_CATEGORY[k]));
  const deleted = (Object.keys(DELETE_CATEGORY) as SecurityTargetType[]).filter((t) => wanted.has(DELETE_CATEGORY[t]));
  return { kinds, deleted };
};

/** `companyId`'s events matching `filters` (a query to page, count or stream). */
const matching = (db: Kysely<Database>, companyId: string, filters: SecurityLogFilters) => {
  let q = securityDb(db).selectFrom('security_events').where('company_id', '=', companyId);
  if (filters.kinds.length > 0) q = q.where('kind', 'in', [...filters.kinds]);
  if (filters.categories.length > 0) {
    const scope = categoryScope(filters.categories);
    q = q.where((eb) =>
      eb.or([
        ...(scope.kinds.length > 0 ? [eb('kind', 'in', scope.kinds)] : []),
        ...(scope.deleted.length > 0 ? [eb.and([eb('kind', '=', 'record_deleted'), eb('target_type', 'in', scope.deleted)])] : []),
      ]),
    );
  }
  if (filters.actorId !== null) q = q.where('actor_user_id', '=', filters.actorId);
  if (filters.equipmentId !== null) q = q.where('equipment_id', '=', filters.equipmentId);
  if (filters.from !== null) q = q.where('occurred_at', '>=', filters.from);
  if (filters.to !== null) q = q.where('occurred_at', '<', filters.to);
  const needle = filters.search.trim().toLowerCase();
  if (needle !== '') {
    const pattern = likePattern(needle);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(actor_name)`, 'like', pattern),
        eb(sql`lower(actor_email)`, 'like', pattern),
        eb(sql`lower(address)`, 'like', pattern),
        eb(sql`lower(target_label)`, 'like', pattern),
      ]),
    );
  }
  return q;
};

/**
 * One page of `companyId`'s security log (rules 20.12, 20.13): the events matching `filters`,
 * newest first then by id (descending), `pageSize` from `(page - 1) * pageSize`, and how many match
 * in all. Only rows of that company: a company-less event (a guest's) is never in any page.
 */
export const securityLogPage = async (
  db: Kysely<Database>,
  companyId: string,
  filters: SecurityLogFilters,
  page: number,
  pageSize: number,
): Promise<{ readonly items: SecurityEvent[]; readonly total: number }> => {
  const q = matching(db, companyId, filters);
  const rows = await q
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { items: rows.map(eventOf), total: count.n };
};

/** Events read per query by `securityLogEvents`. */
const EVENTS_PER_CHUNK = 1000;

/**
 * Every event of `companyId` matching `filters`, newest first then by id, read a thousand at a
 * time by keyset (never all at once): the rows of the log's CSV export.
 */
export async function* securityLogEvents(db: Kysely<Database>, companyId: string, filters: SecurityLogFilters): AsyncGenerator<SecurityEvent> {
  let after: { readonly at: Date; readonly id: string } | null = null;
  for (;;) {
    let q = matching(db, companyId, filters);
    if (after !== null) {
      const { at, id } = after;
      q = q.where((eb) => eb.or([eb('occurred_at', '<', at), eb.and([eb('occurred_at', '=', at), eb('id', '<', id)])]));
    }
    const rows = await q.selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(EVENTS_PER_CHUNK).execute();
    for (const row of rows) yield eventOf(row);
    const last = rows.at(-1);
    if (last === undefined || rows.length < EVENTS_PER_CHUNK) return;
    after = { at: last.occurred_at, id: last.id };
  }
}
