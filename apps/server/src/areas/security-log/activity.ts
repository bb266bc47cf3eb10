import type { Kysely } from 'kysely';
import type { FieldChange, FieldValue, SecurityEventKind } from '@yardfleet/contract/endpoints/security-log';
import type { Caller } from '../../auth/caller-cache';
import type { Database } from '../../db/schema';
import { recordMemberEvents, type ActingAs, type RequestOrigin, type SecurityTarget } from './record';

export type { ActingAs, ActingKey } from './record';

/**
 * One change of data for the activity history (rules 20.13): its kind, what it changed (`target`:
 * type, id and its label after the change), the machine it concerns (`equipmentId`, so it shows in
 * that machine's History tab) and the fields before and after (`fields`, see `fieldChanges`).
 */
export interface ActivityChange {
  readonly kind: SecurityEventKind;
  readonly target: SecurityTarget;
  readonly equipmentId?: string | null;
  readonly fields: readonly FieldChange[];
}

/** Who made the changes, from where and when: the route's caller (an API key caller names its key), its request, the change's time. */
export interface ActivityContext {
  readonly by: ActingAs;
  readonly origin: RequestOrigin | null;
  readonly at: Date;
}

/**
 * Records one change of data in the activity history (rules 20.13, docs/decisions/0030): a
 * `security_events` row of `by.companyId` with the actor (the member `by.userId` as named now, or
 * the API key `by.apiKey`: its name and prefix, never the admin who made it), the request's address
 * and User-Agent, the target, the machine and the fields before and after.
 *
 * Give it the transaction (`db`) that makes the change, so a refused or rolled back change records
 * nothing. A change whose `fields` is empty changed nothing and is not recorded (an import applied
 * twice records nothing the second time). @returns whether it was recorded.
 *
 * @example await recordActivity(trx, { by: caller, origin: request, at: clock.now(), kind: 'equipment_renamed',
 *   target: { type: 'equipment', id, label: 'Mower 7' }, equipmentId: id, fields: [{ field: 'name', from: 'Mower 6', to: 'Mower 7' }] });
 */
export const recordActivity = async (db: Kysely<Database>, change: ActivityContext & ActivityChange): Promise<boolean> =>
  (await recordActivities(db, { by: change.by, origin: change.origin, at: change.at, changes: [change] })) === 1;

/**
 * `recordActivity` for many changes of one action (a bulk tag change, an import): the actor read
 * once, a thousand events per statement, all in `db` (the change's transaction) at `at`. Changes
 * with no fields are skipped. @returns how many were recorded.
 */
export const recordActivities = async (
  db: Kysely<Database>,
  { by, origin, at, changes }: ActivityContext & { readonly changes: readonly ActivityChange[] },
): Promise<number> => {
  const recorded = changes.filter((c) => c.fields.length > 0);
  await recordMemberEvents(
    db,
    by,
    origin,
    at,
    recorded.map((c) => ({ kind: c.kind, target: c.target, equipmentId: c.equipmentId ?? null, fields: c.fields })),
  );
  return recorded.length;
};

/** Whether two field values are the same (lists compare as sets: tags have no order). */
const sameValue = (a: FieldValue, b: FieldValue): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const sorted = [...b].sort();
    return [...a].sort().every((v, i) => v === sorted[i]);
  }
  return a === b;
};

/**
 * The fields that differ between `before` and `after` (keys of `after`; a key missing from
 * `before` counts as null), in `after`'s order, as `[{ field, from, to }]`; lists are sorted.
 * @example fieldChanges({ name: 'A', tags: ['x'] }, { name: 'B', tags: ['x'] }) // [{ field: 'name', from: 'A', to: 'B' }]
 */
export const fieldChanges = (before: Readonly<Record<string, FieldValue>>, after: Readonly<Record<string, FieldValue>>): FieldChange[] => {
  const out: FieldChange[] = [];
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (!sameValue(from, to)) out.push({ field, from: Array.isArray(from) ? [...from].sort() : from, to: Array.isArray(to) ? [...to].sort() : to });
  }
  return out;
};

/** The fields of a deleted record as they were (rules 20.13: a `record_deleted` keeps them): each `{ field, from: value, to: null }`. */
export const deletedFields = (values: Readonly<Record<string, FieldValue>>): FieldChange[] =>
  Object.entries(values).map(([field, from]) => ({ field, from: Array.isArray(from) ? [...from].sort() : from, to: null }));

/** A tag as the history names it: "group: tag" (rules 20.13), so a list of them reads without the tag ids. */
export const tagLabel = (group: string, tag: string): string => `${group}: ${tag}`;

/**
 * The route caller `caller` as the one who changes the data of `companyId` (the company its scope
 * checked): the member, or the API key it called with (rules 20.13: the key is named, not its admin).
 */
export const actingAs = (caller: Caller, companyId: string): ActingAs & { readonly companyId: string } =>
  caller.apiKey === undefined ? { userId: caller.userId, companyId } : { userId: caller.userId, companyId, apiKey: caller.apiKey };
