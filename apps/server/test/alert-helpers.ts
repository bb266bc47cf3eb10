import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { alertDb, type AlertStatusColumn } from '../src/db/alert-schema';
import { fleetDb } from '../src/db/fleet-schema';
import type { Database } from '../src/db/schema';
import { call, SEED_TIME } from './harness';

export type Session = { token: string; uid: string };

/** The alert calls under test. */
export const ALERT_PATHS = {
  ruleList: '/web-hmac/web/alert/rule/list',
  ruleCreate: '/web-hmac/web/alert/rule/create',
  ruleUpdate: '/web-hmac/web/alert/rule/update',
  rulePause: '/web-hmac/web/alert/rule/pause',
  ruleDelete: '/web-hmac/web/alert/rule/delete',
  list: '/web-hmac/web/alert/list',
  acknowledge: '/web-hmac/web/alert/acknowledge',
  resolve: '/web-hmac/web/alert/resolve',
  unreadCount: '/web-hmac/web/alert/unreadCount',
  forEquipment: '/web-hmac/web/alert/for-equipment',
  workingHours: '/web-hmac/web/alert/working-hours',
  mySettings: '/web-hmac/web/alert/my-settings',
} as const;

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A valid rule draft: machines offline for 30 minutes, all machines, the manager role told. */
export const draftOf = (patch: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Mowers offline',
  condition: { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: false, onlyOutForWork: false },
  scope: { kind: 'all' },
  recipients: { people: [], roles: ['manager'] },
  channels: { email: false },
  escalation: null,
  holdMinutes: 5,
  reopenWithinMinutes: 60,
  paused: false,
  ...patch,
});

/** POSTs `payload` to `url` as `session`; the answer as sent. */
export const post = <E = unknown>(app: FastifyInstance, session: Session | undefined, url: string, payload: unknown) =>
  call<E>(app, { method: 'POST', url, payload: payload as Record<string, unknown>, ...(session === undefined ? {} : { headers: session }) });

/** GETs `url` as `session`. */
export const get = <E = unknown>(app: FastifyInstance, session: Session | undefined, url: string) =>
  call<E>(app, { method: 'GET', url, ...(session === undefined ? {} : { headers: session }) });

/** Creates a rule from `draftOf(patch)`. */
export const createRule = (app: FastifyInstance, session: Session, patch: Record<string, unknown> = {}) =>
  post<AlertRule>(app, session, ALERT_PATHS.ruleCreate, draftOf(patch));

/** The rules `session` reads. */
export const listRules = async (app: FastifyInstance, session: Session): Promise<AlertRule[]> => {
  const { body } = await get<{ rules: AlertRule[] }>(app, session, ALERT_PATHS.ruleList);
  if (body.code !== 200) throw new Error(`rule list answered ${body.code}`);
  return body.entry.rules;
};

/** The id of the first row of `table` of `companyId` (by id). @throws when it has none. */
export const firstIdOf = async (db: Kysely<Database>, table: 'tags' | 'warehouses' | 'chargers' | 'equipment', companyId: string): Promise<string> =>
  (await db.selectFrom(table).select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;

/** An alert to insert (the evaluation is another area's): its rule, subject and lifecycle so far. */
export interface AlertSeed {
  readonly ruleId: string;
  readonly companyId: string;
  readonly subjectKind?: 'equipment' | 'charger';
  readonly subjectId: string;
  readonly status: AlertStatusColumn;
  /** Minutes before SEED_TIME it opened. */
  readonly openedMinutesAgo?: number;
  readonly detail?: Record<string, unknown>;
  readonly recipients?: readonly string[];
  /** Who acknowledged it (an `acknowledged` alert), a minute after it opened. */
  readonly acknowledgedBy?: { readonly id: string; readonly name: string };
}

/** Inserts an alert (and its recipients) straight into the tables. @returns its id. */
export const insertAlert = async (db: Kysely<Database>, seed: AlertSeed): Promise<string> => {
  const opened = new Date(SEED_TIME.getTime() - (seed.openedMinutesAgo ?? 10) * 60_000);
  const resolved = seed.status === 'resolved';
  const { id } = await alertDb(db)
    .insertInto('alerts')
    .values({
      company_id: seed.companyId,
      rule_id: seed.ruleId,
      subject_kind: seed.subjectKind ?? 'equipment',
      subject_id: seed.subjectId,
      status: seed.status,
      condition_since: opened,
      opened_at: seed.status === 'pending' ? null : opened,
      resolved_at: resolved ? opened : null,
      resolved_how: resolved ? 'condition' : null,
      acknowledged_at: seed.acknowledgedBy === undefined ? null : new Date(opened.getTime() + 60_000),
      acknowledged_by: seed.acknowledgedBy?.id ?? null,
      acknowledged_by_name: seed.acknowledgedBy?.name ?? null,
      detail: JSON.stringify(seed.detail ?? {}),
      last_observed_at: opened,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of seed.recipients ?? []) await alertDb(db).insertInto('alert_recipients').values({ alert_id: id, user_id: userId }).execute();
  return id;
};

/** The id of the first stored rule of `companyId` of `kind` (the default rules, rules 22.6). */
export const ruleIdOf = async (db: Kysely<Database>, companyId: string, kind: AlertRuleKind): Promise<string> =>
  (await alertDb(db).selectFrom('alert_rules').select('id').where('company_id', '=', companyId).where('kind', '=', kind).executeTakeFirstOrThrow()).id;

/**
 * Subjects of Greenway (`greenway`) for the alert suites: machine `tagged` carrying tag `tagId` and
 * not in warehouse `warehouseId`; machine `housed` in that warehouse without the tag; a third
 * machine `spare`; charger `charger`. @throws when the demo lacks them.
 */
export const alertSubjects = async (db: Kysely<Database>, greenway: string) => {
  const machines = await fleetDb(db)
    .selectFrom('equipment')
    .select(['id', 'name', 'serial_number', 'warehouse_id'])
    .where('company_id', '=', greenway)
    .orderBy('id')
    .execute();
  const links = await db.selectFrom('equipment_tags').select(['equipment_id', 'tag_id']).execute();
  const tagsOf = (id: string) => links.filter((l) => l.equipment_id === id).map((l) => l.tag_id);
  const housed = machines.find((m) => m.warehouse_id !== null);
  if (housed?.warehouse_id == null) throw new Error('no machine in a warehouse');
  const warehouseId = housed.warehouse_id;
  const tagged = machines.find((m) => m.warehouse_id !== warehouseId && tagsOf(m.id).some((tag) => !tagsOf(housed.id).includes(tag)));
  const tagId = tagged === undefined ? undefined : tagsOf(tagged.id).find((tag) => !tagsOf(housed.id).includes(tag));
  const spare = machines.find((m) => m.id !== housed.id && m.id !== tagged?.id && m.warehouse_id !== warehouseId && !tagsOf(m.id).includes(tagId ?? ''));
  if (tagged === undefined || tagId === undefined || spare === undefined) throw new Error('the demo lacks the machines the alert suites need');
  const charger = await db
    .selectFrom('chargers')
    .select(['id', 'name', 'serial_number'])
    .where('company_id', '=', greenway)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const warehouse = await db.selectFrom('warehouses').select(['id', 'name']).where('id', '=', warehouseId).executeTakeFirstOrThrow();
  return { tagged, housed, spare, tagId, warehouse, charger };
};
