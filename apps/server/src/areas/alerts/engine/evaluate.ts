import { conditionClears, conditionHolds, inScope, type AlertSubjectSnapshot, type ConditionContext } from '@yardfleet/domain/alerts/alert-conditions';
import { stepAlert, type AlertEvent } from '@yardfleet/domain/alerts/alert-lifecycle';
import { publishChanges, type QueryRunner } from '../../../live/publish';
import type { CompanyContext, EngineRule } from './company-rules';
import { tellRecipients, type Told } from './recipients';
import type { Subject } from './snapshots';
import { insertRows, loadSlots, pairKey, trackerOf, writeStep, type NewAlertRow, type StepTarget, type WrittenStep } from './trackers';

/**
 * One evaluation of a rule on a subject: an observation of the subject's state (`subject` given),
 * or a tick (`subject` null: only time passed, rules 22.4: a hold elapsed, an escalation due).
 */
export interface Evaluation {
  readonly rule: EngineRule;
  readonly subjectKind: 'equipment' | 'charger';
  readonly subjectId: string;
  readonly subject: Subject<AlertSubjectSnapshot> | null;
}

/** What a subject showed when its alert opened (`alerts.detail`): the error code and the warehouse (it is in, or left). */
const detailOf = (subject: Subject<AlertSubjectSnapshot> | null): Record<string, unknown> => {
  const s = subject?.snapshot;
  if (s === undefined || s.subjectKind !== 'equipment') return {};
  return { errorCode: s.errorCode, warehouseId: s.warehouseId ?? s.lastWarehouseId };
};

/** The event of one evaluation at `at`: out of the rule's scope the condition clears (the rule no longer watches the subject). */
const eventOf = (e: Evaluation, at: Date, company: CompanyContext): AlertEvent => {
  if (e.subject === null) return { type: 'tick', at };
  const s = e.subject.snapshot;
  if (!inScope(e.rule.draft.scope, s)) return { type: 'observed', at, holds: false, clears: true };
  const ctx: ConditionContext = { now: at, workingHours: company.workingHours, timeZone: company.timeZone };
  return { type: 'observed', at, holds: conditionHolds(e.rule.draft.condition, s, ctx), clears: conditionClears(e.rule.draft.condition, s, ctx) };
};

/**
 * Evaluates `evaluations` of one company's rules at `now` inside the caller's transaction `trx`
 * (rules 22.4): loads the pairs' trackers (live rows locked), steps each through the domain's
 * `stepAlert`, writes what changed (trackers.ts `writeStep`), tells the recipients of openings,
 * reopenings and escalations (recipients.ts, mail queued in the same transaction), and announces
 * a change of shown alerts with one live event `alert` at commit (rules 12.2, 22.5).
 * Instants: an observation is stamped `now` (the fold and the sweep read the subject's newest
 * state, so a report older than what is known changed nothing before it got here, rules 16.5,
 * 22.4); a tracker observed later than `now` by another process keeps its time (never backwards).
 * @returns the number of alerts whose shown state changed (opened, reopened, escalated, resolved).
 */
export const evaluateAlerts = async (trx: QueryRunner, company: CompanyContext, evaluations: readonly Evaluation[], now: Date): Promise<number> => {
  if (evaluations.length === 0) return 0;
  const slots = await loadSlots(
    trx,
    evaluations.map((e) => ({ ruleId: e.rule.id, subjectId: e.subjectId })),
  );
  const written: WrittenStep[] = [];
  const inserts: NewAlertRow[] = [];
  const ruleOf = new Map(evaluations.map((e) => [e.rule.id, e.rule]));
  for (const e of evaluations) {
    const slot = slots.get(pairKey(e.rule.id, e.subjectId));
    const tracker = trackerOf(slot);
    const at = tracker.lastObservedAt !== null && tracker.lastObservedAt > now ? tracker.lastObservedAt : now;
    if (e.subject === null && tracker.status !== 'pending' && tracker.status !== 'open') continue;
    const step = stepAlert(tracker, eventOf(e, at, company), e.rule.timing);
    const target: StepTarget = { companyId: company.id, ruleId: e.rule.id, subjectKind: e.subjectKind, subjectId: e.subjectId, detail: detailOf(e.subject) };
    const done = await writeStep(trx, target, slot, step.tracker, step.effects, now, inserts);
    if (done !== null) written.push(done);
  }
  written.push(...(await insertRows(trx, inserts, now)));
  const told: Told[] = written.flatMap((w) => {
    const rule = ruleOf.get(w.ruleId);
    const openedAt = w.tracker.openedAt ?? now;
    return rule === undefined
      ? []
      : w.effects.flatMap((effect) =>
          effect === 'opened' || effect === 'reopened' || effect === 'escalated' ? [{ alertId: w.alertId, rule, reason: effect, openedAt }] : [],
        );
  });
  await tellRecipients(trx, company, told, now);
  const first = written[0]?.alertId;
  if (first !== undefined) await publishChanges(trx, company.id, [{ entity: 'alert', id: first }]);
  return written.length;
};
