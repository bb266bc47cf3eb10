import type { Kysely } from 'kysely';
import { alertTiming, stepAlert, type AlertEvent, type AlertTiming, type AlertTracker } from '@yardfleet/domain/alerts/alert-lifecycle';
import type { Clock } from '../../clock';
import { alertDb, type AlertRow } from '../../db/alert-schema';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { publishChanges } from '../../live/publish';
import { alertWebhookEvent, enqueueWebhookEvents } from '../../live/webhook-outbox';
import { personLabel } from '../security-log/record';
import { ALERT_RULE_COLUMNS, ruleFromRow } from './rule-rows';

/** What a person does to alerts (rules 22.4): acknowledge them with a note (null: none), or resolve them. */
export type AlertAction = { readonly type: 'acknowledge'; readonly note: string | null } | { readonly type: 'resolve' };

/** The lifecycle's tracker of a stored alert. */
const trackerOf = (row: AlertRow): AlertTracker => ({
  status: row.status,
  conditionSince: row.condition_since,
  openedAt: row.opened_at,
  acknowledgedAt: row.acknowledged_at,
  acknowledgedBy: row.acknowledged_by,
  note: row.note,
  resolvedAt: row.resolved_at,
  resolvedHow: row.resolved_how,
  resolvedBy: row.resolved_by,
  escalatedAt: row.escalated_at,
  reopenCount: row.reopen_count,
  lastObservedAt: row.last_observed_at,
});

/** The timing of each rule of `ruleIds` (its hold, reopen window and escalation), by rule id. */
const timingsOf = async (db: Kysely<Database>, ruleIds: readonly string[]): Promise<Map<string, AlertTiming>> => {
  const rows = await alertDb(db).selectFrom('alert_rules').select(ALERT_RULE_COLUMNS).where('id', 'in', ruleIds).execute();
  return new Map(rows.map((row) => [row.id, alertTiming(ruleFromRow(row).draft)]));
};

/**
 * Steps each stored alert of `rows` (locked by the caller) with the person's `event` through the
 * domain's `stepAlert` (rules 22.4) and writes the ones that changed, in `trx`; `acknowledgedByName`
 * is the person's name as an acknowledgement keeps it. @returns the ids of the changed alerts.
 */
const stepStoredAlerts = async (trx: Kysely<Database>, rows: readonly AlertRow[], event: AlertEvent, acknowledgedByName: string): Promise<string[]> => {
  if (rows.length === 0) return [];
  const timings = await timingsOf(trx, [...new Set(rows.map((r) => r.rule_id))]);
  const changed: string[] = [];
  for (const row of rows) {
    const timing = timings.get(row.rule_id);
    if (timing === undefined) continue;
    const { tracker, effects } = stepAlert(trackerOf(row), event, timing);
    if (effects.length === 0) continue;
    await alertDb(trx)
      .updateTable('alerts')
      .set({
        // A person's step never makes an alert idle (no row): were it to, the row keeps its status.
        status: tracker.status === 'idle' ? row.status : tracker.status,
        // The column keeps the last condition start once resolved (the tracker forgets it).
        condition_since: tracker.conditionSince ?? row.condition_since,
        acknowledged_at: tracker.acknowledgedAt,
        acknowledged_by: tracker.acknowledgedBy,
        acknowledged_by_name: event.type === 'acknowledge' ? acknowledgedByName : row.acknowledged_by_name,
        note: tracker.note,
        resolved_at: tracker.resolvedAt,
        resolved_how: tracker.resolvedHow,
        resolved_by: tracker.resolvedBy,
        updated_at: event.at,
      })
      .where('id', '=', row.id)
      .execute();
    changed.push(row.id);
  }
  return changed;
};

/** The name of person `userId` as an alert keeps it. */
const nameOf = async (trx: Kysely<Database>, userId: string): Promise<string> =>
  personLabel(await trx.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow());

/**
 * Applies `action` by person `by.userId` to the alerts `ids` of `by.companyId`, in one
 * transaction, through the domain's `stepAlert` so the lifecycle's rules live once (rules 22.4):
 * acknowledging changes open alerts only (who, their name at the time, when, the note), resolving
 * open and acknowledged ones (`resolved_how` 'person', who and when). Alerts of another company,
 * pending ones (never shown) and malformed or unknown ids are not the company's and change nothing;
 * those already so are left as they are. Each changed alert is announced on the live stream.
 * @returns how many changed, or null when none of `ids` names a shown alert of the company (1170010404).
 */
export const changeAlerts = (
  db: Kysely<Database>,
  by: { readonly userId: string; readonly companyId: string },
  ids: readonly string[],
  action: AlertAction,
  clock: Clock,
): Promise<number | null> =>
  db.transaction().execute(async (trx) => {
    const wanted = [...new Set(ids)].filter(isRowId);
    if (wanted.length === 0) return null;
    const rows = await alertDb(trx)
      .selectFrom('alerts')
      .selectAll()
      .where('company_id', '=', by.companyId)
      .where('id', 'in', wanted)
      .where('status', '<>', 'pending')
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length === 0) return null;
    const at = clock.now();
    const event: AlertEvent =
      action.type === 'acknowledge' ? { type: 'acknowledge', at, by: by.userId, note: action.note } : { type: 'resolve', at, by: by.userId };
    const changed = await stepStoredAlerts(trx, rows, event, await nameOf(trx, by.userId));
    await publishChanges(
      trx,
      by.companyId,
      changed.map((id) => ({ entity: 'alert', id })),
    );
    if (action.type === 'resolve')
      await enqueueWebhookEvents(
        trx,
        by.companyId,
        changed.flatMap((id) => alertWebhookEvent('resolved', id, null)),
      );
    return changed.length;
  });

/**
 * Ends the alerts of the machines `equipmentIds` that person `by.userId` deletes, inside the delete's
 * transaction `trx` at `at` (rules 22.4): their open and acknowledged alerts are resolved by that
 * person (nothing is left open about a machine that is gone; the history keeps its name), their
 * pending ones (never shown) are dropped, and each resolved alert is announced on the live stream.
 * A fixed number of statements whatever the number of machines (a bulk delete).
 * @returns how many alerts were resolved.
 */
export const resolveAlertsOfDeletedMachines = async (
  trx: Kysely<Database>,
  by: { readonly userId: string; readonly companyId: string },
  equipmentIds: readonly string[],
  at: Date,
): Promise<number> => {
  if (equipmentIds.length === 0) return 0;
  const ids = [...equipmentIds];
  const ofMachines = () =>
    alertDb(trx).deleteFrom('alerts').where('company_id', '=', by.companyId).where('subject_kind', '=', 'equipment').where('subject_id', 'in', ids);
  await ofMachines().where('status', '=', 'pending').execute();
  const rows = await alertDb(trx)
    .selectFrom('alerts')
    .selectAll()
    .where('company_id', '=', by.companyId)
    .where('subject_kind', '=', 'equipment')
    .where('subject_id', 'in', ids)
    .where('status', 'in', ['open', 'acknowledged'])
    .orderBy('id')
    .forUpdate()
    .execute();
  const changed = await stepStoredAlerts(trx, rows, { type: 'resolve', at, by: by.userId }, await nameOf(trx, by.userId));
  await publishChanges(
    trx,
    by.companyId,
    changed.map((id) => ({ entity: 'alert', id })),
  );
  await enqueueWebhookEvents(
    trx,
    by.companyId,
    changed.flatMap((id) => alertWebhookEvent('resolved', id, null)),
  );
  return changed.length;
};

/** `resolveAlertsOfDeletedMachines` for one machine. */
export const resolveAlertsOfDeletedMachine = async (
  trx: Kysely<Database>,
  by: { readonly userId: string; readonly companyId: string },
  equipmentId: string,
  at: Date,
): Promise<number> => resolveAlertsOfDeletedMachines(trx, by, [equipmentId], at);
