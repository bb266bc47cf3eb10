import { conditionClears, conditionHolds, inScope, type AlertSubjectSnapshot, type ConditionContext } from '@yardfleet/domain/alerts/alert-conditions';
import { isWithinWorkingHours } from '@yardfleet/domain/alerts/working-hours';
import { IDLE_TRACKER, isToldOf, stepAlert, type AlertEvent, type AlertTracker } from '@yardfleet/domain/alerts/alert-lifecycle';
import { publishChanges, type QueryRunner } from '../../../live/publish';
import { alertWebhookEvent, enqueueWebhookEvents } from '../../../live/webhook-outbox';
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

/**
 * Whether `at` is within the company's working hours, read once per instant: the domain's
 * `isWithinWorkingHours` costs about 20 µs (time zone arithmetic), and a batch reads it for every
 * machine out at work.
 */
const withinHours = (company: CompanyContext): ((at: Date) => boolean) => {
  const known = new Map<number, boolean>();
  return (at) => {
    const found = known.get(at.getTime());
    if (found !== undefined) return found;
    const within = isWithinWorkingHours(at, company.workingHours, company.timeZone);
    known.set(at.getTime(), within);
    return within;
  };
};

/**
 * The event of one evaluation at `at`: out of the rule's scope the condition clears (the rule no
 * longer watches the subject). A rule that holds only outside working hours (`out_after_hours`)
 * or, when it says so, only within them (`machine_offline`) does not hold on the other side of
 * them (rules 22.1, 22.2), known from `within` without asking the domain again per subject.
 */
const eventOf = (e: Evaluation, at: Date, company: CompanyContext, within: (at: Date) => boolean): AlertEvent => {
  if (e.subject === null) return { type: 'tick', at };
  const s = e.subject.snapshot;
  if (!inScope(e.rule.draft.scope, s)) return { type: 'observed', at, holds: false, clears: true };
  const c = e.rule.draft.condition;
  const ctx: ConditionContext = { now: at, workingHours: company.workingHours, timeZone: company.timeZone };
  const ruledOut = (c.kind === 'out_after_hours' && within(at)) || (c.kind === 'machine_offline' && c.onlyDuringWorkingHours && !within(at));
  return { type: 'observed', at, holds: !ruledOut && conditionHolds(c, s, ctx), clears: conditionClears(c, s, ctx) };
};

/**
 * Evaluates `evaluations` of one company's rules at `now` inside the caller's transaction `trx`
 * (rules 22.4): loads the pairs' trackers (live rows locked), steps each through the domain's
 * `stepAlert`, writes what changed (trackers.ts `writeStep`), tells the recipients of what the domain's `isToldOf` says
 * they are told of (openings, escalations, reopenings after a person dealt with the alert;
 * recipients.ts, mail queued in the same transaction), and announces
 * a change of shown alerts with one live event `alert` at commit (rules 12.2, 22.5).
 * Instants: an observation is stamped `now` (the fold and the sweep read the subject's newest
 * state, so a report older than what is known changed nothing before it got here, rules 16.5,
 * 22.4); a tracker observed later than `now` by another process keeps its time (never backwards).
 * With `livePairs` (the `pairKey`s that have a live row, read by the caller), a pair with none
 * whose condition does not hold is skipped without reading its rows: an idle or resolved tracker
 * that does not find its condition changes nothing, and most reports of a fleet are such.
 * @returns the number of alerts whose shown state changed (opened, reopened, escalated, resolved).
 */
export const evaluateAlerts = async (
  trx: QueryRunner,
  company: CompanyContext,
  all: readonly Evaluation[],
  now: Date,
  livePairs?: ReadonlySet<string>,
): Promise<number> => {
  // Each condition is read once at `now` (working hours and local times cost some microseconds each).
  const within = withinHours(company);
  const evaluations = all
    .map((e) => ({ e, event: eventOf(e, now, company, within) }))
    .filter(({ e, event }) => livePairs === undefined || event.type !== 'observed' || event.holds || livePairs.has(pairKey(e.rule.id, e.subjectId)));
  if (evaluations.length === 0) return 0;
  const slots = await loadSlots(
    trx,
    evaluations.map(({ e }) => ({ ruleId: e.rule.id, subjectId: e.subjectId })),
  );
  const steps = evaluations.flatMap(({ e, event }) => {
    const slot = slots.get(pairKey(e.rule.id, e.subjectId));
    const tracker = trackerOf(slot);
    const at = tracker.lastObservedAt !== null && tracker.lastObservedAt > now ? tracker.lastObservedAt : now;
    if (e.subject === null && tracker.status !== 'pending' && tracker.status !== 'open') return [];
    return [{ e, slot, before: tracker, step: stepAlert(tracker, at === now ? event : eventOf(e, at, company, within), e.rule.timing) }];
  });
  const written: WrittenStep[] = [];
  const inserts: NewAlertRow[] = [];
  const ruleOf = new Map(evaluations.map(({ e }) => [e.rule.id, e.rule]));
  // The tracker each written step started from (a new row's: idle), for what people are told of it.
  const beforeOf = new Map<WrittenStep, AlertTracker>();
  for (const { e, slot, before, step } of steps) {
    const target: StepTarget = { companyId: company.id, ruleId: e.rule.id, subjectKind: e.subjectKind, subjectId: e.subjectId, detail: detailOf(e.subject) };
    const done = await writeStep(trx, target, slot, step.tracker, step.effects, now, inserts);
    if (done !== null) {
      written.push(done);
      beforeOf.set(done, before);
    }
  }
  written.push(...(await insertRows(trx, inserts, now)));
  const told: Told[] = written.flatMap((w) => {
    const rule = ruleOf.get(w.ruleId);
    const openedAt = w.tracker.openedAt ?? now;
    const before = beforeOf.get(w) ?? IDLE_TRACKER;
    return rule === undefined
      ? []
      : w.effects.flatMap((effect) =>
          (effect === 'opened' || effect === 'reopened' || effect === 'escalated') && isToldOf(effect, before)
            ? [{ alertId: w.alertId, rule, reason: effect, openedAt }]
            : [],
        );
  });
  await tellRecipients(trx, company, told, now);
  // Openings and resolutions are webhook events (docs/api.md "Webhooks"); none is the usual case and costs nothing.
  await enqueueWebhookEvents(
    trx,
    company.id,
    written.flatMap((w) => w.effects.flatMap((effect) => alertWebhookEvent(effect, w.alertId, w.ruleId))),
  );
  const first = written[0]?.alertId;
  if (first !== undefined) await publishChanges(trx, company.id, [{ entity: 'alert', id: first }]);
  return written.length;
};
