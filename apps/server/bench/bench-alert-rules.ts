/**
 * Alert rules for the benchmarks (rules 22.1): a company's rule set of a given size with a realistic
 * mix of kinds and scopes, valid for the domain's `validateAlertRule` and stored as the server
 * stores a created rule (`rowFromDraft`, one row per rule), plus what the scoped rules name: tags on
 * the machines, members who are told.
 */
import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import type { AlertCondition, AlertRuleDraft, AlertScope } from '@yardfleet/domain/alerts/alert-rule';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { alertDb } from '../src/db/alert-schema';
import type { Database } from '../src/db/schema';
import { rowFromDraft } from '../src/areas/alerts/rule-rows';

/** What the scoped rules of a company may name: its tags and warehouses (ids). */
export interface RuleTargets {
  readonly tagIds: readonly string[];
  readonly warehouseIds: readonly string[];
}

/** The category of machine `i` of a benchmark seed: the eight categories in turn. */
export const categoryOf = (i: number): EquipmentCategory => EQUIPMENT_CATEGORIES[i % EQUIPMENT_CATEGORIES.length] ?? 'mower';

/** The tags of machine `i` among `tagCount` tags: two, spread so that two machines rarely share both. */
export const tagIndexesOf = (i: number, tagCount: number): number[] => [...new Set([i % tagCount, (i * 31 + 7) % tagCount])];

const TELL = { people: [], roles: ['admin', 'manager'] } as const;

/** The rules on every machine or charge system: a few, as a company keeps (the four defaults and some more). */
const ALL_SCOPE: readonly { name: string; condition: AlertCondition; holdMinutes?: number }[] = [
  { name: 'Faults', condition: { kind: 'fault_reported', errorCodes: [] } },
  { name: 'Battery worn', condition: { kind: 'battery_health_low', belowPercent: 50 } },
  { name: 'Battery optimization', condition: { kind: 'battery_optimization_needed' } },
  { name: 'Service overdue', condition: { kind: 'service_overdue', graceDays: 7 } },
  { name: 'Silent for a day', condition: { kind: 'machine_offline', offlineMinutes: 1440, onlyDuringWorkingHours: false, onlyOutForWork: false } },
  { name: 'Out after hours', condition: { kind: 'out_after_hours' }, holdMinutes: 5 },
  { name: 'Charge system offline', condition: { kind: 'charger_offline', offlineMinutes: 30 } },
  { name: 'Charger port overheat or error', condition: { kind: 'charger_port_fault' } },
];

/** The kinds of the rules on one category, in turn. */
const categoryCondition = (k: number): AlertCondition => {
  const kinds: readonly AlertCondition[] = [
    { kind: 'machine_offline', offlineMinutes: 240, onlyDuringWorkingHours: true, onlyOutForWork: true },
    { kind: 'battery_health_low', belowPercent: 70 },
    { kind: 'service_due' },
  ];
  return kinds[k % kinds.length] ?? { kind: 'service_due' };
};

/** The kinds of the rules on one warehouse (its machines), in turn; `w` the warehouse's id. */
const warehouseCondition = (k: number, w: string): AlertCondition => {
  const kinds: readonly AlertCondition[] = [
    { kind: 'left_warehouse', warehouseId: w },
    { kind: 'not_returned', returnBy: `${String(20 + (k % 4)).padStart(2, '0')}:${String((k * 15) % 60).padStart(2, '0')}` },
    { kind: 'entered_warehouse', warehouseId: w },
    { kind: 'machine_offline', offlineMinutes: 480, onlyDuringWorkingHours: true, onlyOutForWork: false },
  ];
  return kinds[k % kinds.length] ?? { kind: 'left_warehouse', warehouseId: w };
};

/** The kinds of the rules on one tag, in turn; `w` a warehouse's id (null: none). */
const tagCondition = (k: number, w: string | null): AlertCondition => {
  const kinds: readonly AlertCondition[] = [
    { kind: 'fault_reported', errorCodes: [`E-${100 + (k % 50)}`, `E-${200 + (k % 30)}`] },
    { kind: 'battery_health_low', belowPercent: 60 + (k % 20) },
    { kind: 'service_overdue', graceDays: 1 + (k % 14) },
    { kind: 'machine_offline', offlineMinutes: 120 + (k % 8) * 60, onlyDuringWorkingHours: k % 2 === 0, onlyOutForWork: k % 3 === 0 },
    { kind: 'battery_optimization_needed' },
    { kind: 'not_returned', returnBy: `${String(19 + (k % 5)).padStart(2, '0')}:30` },
    { kind: 'out_after_hours' },
    { kind: 'fault_reported', errorCodes: [] },
    { kind: 'service_due' },
    { kind: 'entered_warehouse', warehouseId: w },
  ];
  return kinds[k % kinds.length] ?? { kind: 'service_due' };
};

const draftOf = (name: string, condition: AlertCondition, scope: AlertScope, i: number, holdMinutes = 0): AlertRuleDraft => ({
  name,
  condition,
  scope,
  recipients: TELL,
  channels: { email: i % 3 !== 2 },
  escalation: i % 5 === 0 ? { afterMinutes: 30 + (i % 4) * 15, recipients: { people: [], roles: ['admin'] } } : null,
  holdMinutes,
  reopenWithinMinutes: 60,
  paused: false,
});

/**
 * `count` rule drafts (rules 22.1), each valid for `validateAlertRule` (cleaned by it): the
 * ALL_SCOPE rules on every machine or charge system (at most 8), three rules per category (at most
 * 24), then of the rest 35 % on warehouses (left, not returned by 20:00 to 23:45, entered,
 * offline 8 h during working hours; warehouse k mod their number) and 65 % on tags (faults of two
 * named codes or any, battery below 60 to 79 % or asking for optimization, service due or overdue,
 * offline 2 to 9 h, not returned by 19:30 to 23:30, out after hours, entered a named warehouse; tag k
 * mod their number). A machine with two tags among T tags and in or last in one of W warehouses
 * matches 6 + 3 + about 2 x 0.65 x rest / T + 0.35 x rest / W rules.
 * @throws when a draft does not validate (a fault of this file).
 */
export const benchRuleDrafts = (count: number, targets: RuleTargets): AlertRuleDraft[] => {
  const drafts: AlertRuleDraft[] = [];
  for (const [i, r] of ALL_SCOPE.entries()) if (drafts.length < count) drafts.push(draftOf(r.name, r.condition, { kind: 'all' }, i, r.holdMinutes));
  for (let k = 0; k < EQUIPMENT_CATEGORIES.length * 3 && drafts.length < count; k += 1) {
    const category = EQUIPMENT_CATEGORIES[k % EQUIPMENT_CATEGORIES.length] ?? 'mower';
    drafts.push(
      draftOf(
        `Category ${category} ${Math.floor(k / EQUIPMENT_CATEGORIES.length) + 1}`,
        categoryCondition(Math.floor(k / 8)),
        { kind: 'category', category },
        k,
      ),
    );
  }
  const rest = count - drafts.length;
  const onWarehouses = targets.warehouseIds.length === 0 ? 0 : Math.round(rest * 0.35);
  for (let k = 0; k < rest; k += 1) {
    const i = drafts.length;
    if (k < onWarehouses) {
      const w = targets.warehouseIds[k % targets.warehouseIds.length] ?? '';
      drafts.push(draftOf(`Warehouse rule ${k + 1}`, warehouseCondition(k, w), { kind: 'warehouse', warehouseId: w }, i));
    } else {
      const t = k - onWarehouses;
      const tagId = targets.tagIds[t % targets.tagIds.length] ?? '';
      const condition = tagCondition(t, targets.warehouseIds.length === 0 ? null : (targets.warehouseIds[t % targets.warehouseIds.length] ?? null));
      drafts.push(draftOf(`Tag rule ${t + 1}`, condition, { kind: 'tag', tagId }, i, condition.kind === 'out_after_hours' ? 5 : 0));
    }
  }
  return drafts.map((draft) => {
    const checked = validateAlertRule(draft);
    if (E.isLeft(checked)) throw new Error(`bench rule "${draft.name}" does not validate: ${JSON.stringify(checked.left)}`);
    return checked.right;
  });
};

/** Stores `drafts` as rules of `companyId` the way the server stores a created rule (`rowFromDraft`), 500 per statement. @returns their ids. */
export const insertBenchRules = async (db: Kysely<Database>, companyId: string, drafts: readonly AlertRuleDraft[]): Promise<string[]> => {
  const ids: string[] = [];
  for (let from = 0; from < drafts.length; from += 500) {
    const rows = drafts.slice(from, from + 500).map((draft) => ({ ...rowFromDraft(draft), company_id: companyId, created_by: null }));
    ids.push(...(await alertDb(db).insertInto('alert_rules').values(rows).returning('id').execute()).map((r) => r.id));
  }
  return ids;
};

/** Deletes every rule of `companyId` (their alerts, recipients and queued mail go with them). */
export const deleteBenchRules = async (db: Kysely<Database>, companyId: string): Promise<void> => {
  await sql`delete from alert_rules where company_id = ${companyId}::uuid`.execute(db);
};

/** `count` tags of `companyId` in one group. @returns their ids. */
export const insertBenchTags = async (db: Kysely<Database>, companyId: string, count: number): Promise<string[]> => {
  const group = await db.insertInto('tag_groups').values({ company_id: companyId, name: 'Crews' }).returning('id').executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, k) => ({ company_id: companyId, group_id: group.id, name: `Crew ${from + k + 1}` }));
    ids.push(...(await db.insertInto('tags').values(rows).returning('id').execute()).map((r) => r.id));
  }
  return ids;
};

/** Tags machine i of `machineIds` with `tagIndexesOf(i)` of `tagIds`, 5,000 rows per statement. */
export const tagBenchMachines = async (db: Kysely<Database>, machineIds: readonly string[], tagIds: readonly string[]): Promise<void> => {
  if (tagIds.length === 0) return;
  const rows = machineIds.flatMap((id, i) => tagIndexesOf(i, tagIds.length).map((t) => ({ equipment_id: id, tag_id: tagIds[t] ?? '' })));
  for (let from = 0; from < rows.length; from += 5000)
    await db
      .insertInto('equipment_tags')
      .values(rows.slice(from, from + 5000))
      .execute();
};

/** An activated admin and a manager of `companyId` (web users), whom the bench rules tell. */
export const insertBenchMembers = async (db: Kysely<Database>, companyId: string, label: string): Promise<string[]> => {
  const now = new Date();
  const rows = (['admin', 'manager'] as const).map((role) => ({
    email: `${role}-${label}@bench.yardfleet.test`,
    password_hash: 'unused',
    first_name: 'Bench',
    last_name: role,
    user_type: 2,
    company_id: companyId,
    role,
    status: 'activated' as const,
    invited_at: null,
    activated_at: now,
    invitation_address: null,
    consent_accepted_at: now,
    locked_until: null,
  }));
  return (await db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
};

/** The median of `values` (NaN for none). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The company's alerts by status (what a run with rules left). */
export const alertCounts = async (db: Kysely<Database>, companyId: string): Promise<string> => {
  const { rows } = await sql<{
    status: string;
    n: string;
  }>`select status, count(*)::text as n from alerts where company_id = ${companyId}::uuid group by status order by status`.execute(db);
  if (process.env.BENCH_KINDS === '1')
    console.log(
      (
        await sql<{
          kind: string;
          scope_kind: string;
          status: string;
          n: string;
        }>`select r.kind, r.scope_kind, a.status, count(*)::text as n from alerts a join alert_rules r on r.id = a.rule_id where a.company_id = ${companyId}::uuid group by 1, 2, 3 order by 1, 2, 3`.execute(
          db,
        )
      ).rows
        .map((r) => `${r.kind}/${r.scope_kind}/${r.status}: ${r.n}`)
        .join('\n'),
    );
  const mails =
    (await sql<{ n: string }>`select count(*)::text as n from alert_mail_queue where company_id = ${companyId}::uuid`.execute(db)).rows[0]?.n ?? '0';
  return `${rows.length === 0 ? 'no alerts' : rows.map((r) => `${Number(r.n).toLocaleString('en-US')} ${r.status}`).join(', ')}; ${Number(mails).toLocaleString('en-US')} mails queued`;
};
