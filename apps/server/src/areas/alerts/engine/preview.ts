import { sql, type Kysely } from 'kysely';
import { ALERT_PREVIEW_EXAMPLES_MAX, type AlertPreviewExample, type AlertRulePreview } from '@yardfleet/contract/endpoints/alert-rules';
import type { ChargerSnapshot, MachineSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import { alertTiming } from '@yardfleet/domain/alerts/alert-lifecycle';
import { subjectKindOf, type AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import { Count } from '@yardfleet/domain/entities/units';
import type { Database } from '../../../db/schema';
import { isoDateTimeOf } from '../../../http/ids';
import { workingHoursOf } from './company-rules';
import { replaySubject, type PreviewAlert, type ReplayRule, type TimedState } from './preview-replay';
import { chargerSnapshots, machineSnapshots } from './snapshots';

/**
 * Most stored reports one preview replays. A longer history is cut at a subject boundary: the
 * subjects (in id order) whose reports fit are replayed whole, the rest of the fleet is left out,
 * so a preview of a very large fleet over many days answers for part of it rather than holding
 * the server (about a second of work at this size).
 */
export const PREVIEW_REPORTS_MAX = 100_000;

const DAY_MS = 86_400_000;

const countOf = (n: number): Count => {
  if (!Count.is(n)) throw new Error(`${n} is not a count`);
  return n;
};

interface Named {
  readonly id: string;
  readonly name: string;
  readonly serial_number: string | null;
}

/** The subjects of the draft's kind the preview replays, by id order, with names (scope by category or tag narrowed in SQL; `inScope` decides). */
const subjectsOf = async (db: Kysely<Database>, companyId: string, draft: AlertRuleDraft): Promise<Named[]> => {
  const scope = draft.scope;
  if (subjectKindOf(draft.condition.kind) === 'charger') {
    const one = scope.kind === 'charge_system' ? sql`and id::text = ${scope.chargerId}` : sql``;
    return (await sql<Named>`select id::text as id, name, serial_number from chargers where company_id = ${companyId}::uuid ${one} order by id`.execute(db))
      .rows;
  }
  const narrowed =
    scope.kind === 'category'
      ? sql`and category = ${scope.category}`
      : scope.kind === 'tag'
        ? sql`and exists (select 1 from equipment_tags t where t.equipment_id = e.id and t.tag_id::text = ${scope.tagId})`
        : sql``;
  return (
    await sql<Named>`select id::text as id, name, serial_number from equipment e where company_id = ${companyId}::uuid ${narrowed} order by id`.execute(db)
  ).rows;
};

interface MachineReport {
  readonly id: string;
  readonly fix_at: Date | string;
  readonly inventory_status: 'in_warehouse' | 'out_for_work' | null;
  readonly warehouse_id: string | null;
  readonly activity: EquipmentActivity | null;
  readonly error_code: string | null;
  readonly error_cleared: boolean;
  readonly battery_capacity_pct: number | null;
}

interface ChargerReport {
  readonly id: string;
  readonly fix_at: Date | string;
  readonly ports: unknown;
}

/** A machine's snapshot after one stored report: the geofence's verdict, activity and fault (faulty until cleared), battery. */
const foldMachine = (s: MachineSnapshot, r: MachineReport): MachineSnapshot => {
  const placed = r.inventory_status === null ? {} : { inventoryStatus: r.inventory_status, warehouseId: r.warehouse_id };
  const lastWarehouseId = r.warehouse_id ?? s.lastWarehouseId;
  const fault =
    r.error_code !== null
      ? { activity: 'faulty' as const, errorCode: r.error_code }
      : r.error_cleared
        ? { activity: r.activity ?? 'idle', errorCode: null }
        : { activity: s.activity === 'faulty' || r.activity === null ? s.activity : r.activity, errorCode: s.errorCode };
  return { ...s, ...placed, lastWarehouseId, ...fault, batteryMaxCapacityPct: r.battery_capacity_pct ?? s.batteryMaxCapacityPct };
};

/** True when a stored charger report shows a port in overheat or error (rules 4.6). */
const portFaultOf = (ports: unknown): boolean =>
  Array.isArray(ports) && ports.some((p: unknown) => typeof p === 'object' && p !== null && 'state' in p && (p.state === 'overheat' || p.state === 'error'));

/**
 * The states of each subject over the window, one per report: the first report folds into its
 * snapshot of now with what reports change reset (`start`: no fault, no port fault); a subject
 * without a report in the window stands as it does now from the window's start (it did not change).
 */
const timelines = <S, R extends { readonly id: string; readonly fix_at: Date | string }>(
  base: ReadonlyMap<string, { snapshot: S; heardAt: Date | null }>,
  reports: readonly R[],
  fold: (s: S, r: R) => S,
  start: (s: S) => S,
  from: Date,
): Map<string, TimedState<S>[]> => {
  const out = new Map<string, TimedState<S>[]>();
  for (const r of reports) {
    const list = out.get(r.id) ?? [];
    const known = list.at(-1)?.snapshot;
    const first = base.get(r.id)?.snapshot;
    const previous = known ?? (first === undefined ? undefined : start(first));
    if (previous === undefined) continue;
    const at = new Date(r.fix_at);
    list.push({ at, heardAt: at, snapshot: fold(previous, r) });
    out.set(r.id, list);
  }
  for (const [id, b] of base) if (!out.has(id)) out.set(id, [{ at: from, heardAt: b.heardAt, snapshot: b.snapshot }]);
  return out;
};

/**
 * The preview of a (validated, owned) draft over the company's last `days` days before `now`
 * (rules 22.5): every machine (or charge system) of the draft's scope is replayed through the
 * draft (preview-replay.ts) from its stored reports of the window (`equipment_reports` with the
 * geofence's verdict, activity, fault and battery; `charger_reports` with the ports), as the
 * ingest and the sweep would have evaluated them, with the draft's hold, reopen and escalation
 * times. Simplifications: a subject's first report of the window folds into its state of now
 * without fault; tags, category, battery optimisation and the reminder plan are today's; a charge system's
 * gateway is not replayed. At most PREVIEW_REPORTS_MAX reports (see there). Stores nothing, mails nobody.
 * @returns how many alerts it would have opened (a reopening continues its alert), on how many
 * subjects, and up to ALERT_PREVIEW_EXAMPLES_MAX of them, newest opened first.
 */
export const previewDraft = async (db: Kysely<Database>, companyId: string, draft: AlertRuleDraft, days: number, now: Date): Promise<AlertRulePreview> => {
  const from = new Date(now.getTime() - days * DAY_MS);
  const company = (
    await sql<{ time_zone: string; working_hours: unknown }>`select time_zone, working_hours from companies where id = ${companyId}::uuid`.execute(db)
  ).rows[0];
  const subjects = await subjectsOf(db, companyId, draft);
  if (company === undefined || subjects.length === 0) return { opened: countOf(0), subjects: countOf(0), examples: [] };
  const rule: ReplayRule = {
    condition: draft.condition,
    scope: draft.scope,
    timing: alertTiming(draft),
    workingHours: workingHoursOf(company.working_hours),
    timeZone: company.time_zone,
  };
  const ids = subjects.map((s) => s.id);
  const kind = subjectKindOf(draft.condition.kind);
  const window = sql`company_id = ${companyId}::uuid and fix_at > ${from.toISOString()}::timestamptz and fix_at <= ${now.toISOString()}::timestamptz`;
  let lines: Map<string, TimedState<MachineSnapshot>[]> | Map<string, TimedState<ChargerSnapshot>[]>;
  let reportIds: string[];
  if (kind === 'equipment') {
    const reports = (
      await sql<MachineReport>`select equipment_id::text as id, fix_at, inventory_status, warehouse_id::text as warehouse_id, activity, error_code, error_cleared,
          battery_capacity_pct from equipment_reports where ${window} and equipment_id = any(${ids}::uuid[]) order by equipment_id, fix_at limit ${PREVIEW_REPORTS_MAX + 1}`.execute(
        db,
      )
    ).rows;
    const needs = { service: draft.condition.kind === 'service_due' || draft.condition.kind === 'service_overdue' };
    const base = new Map(
      [...(await machineSnapshots(db, companyId, ids, now, needs))].map(([id, s]) => [id, { snapshot: s.snapshot, heardAt: s.snapshot.lastSeenAt }]),
    );
    reportIds = reports.map((r) => r.id);
    lines = timelines(base, reports.slice(0, PREVIEW_REPORTS_MAX), foldMachine, (m) => ({ ...m, activity: 'idle', errorCode: null }), from);
  } else {
    const reports = (
      await sql<ChargerReport>`select charger_id::text as id, fix_at, ports from charger_reports where ${window} and charger_id = any(${ids}::uuid[])
        order by charger_id, fix_at limit ${PREVIEW_REPORTS_MAX + 1}`.execute(db)
    ).rows;
    const base = new Map(
      [...(await chargerSnapshots(db, companyId, ids, now))].map(([id, s]) => [id, { snapshot: s.snapshot, heardAt: s.snapshot.offlineSince }]),
    );
    reportIds = reports.map((r) => r.id);
    lines = timelines(
      base,
      reports.slice(0, PREVIEW_REPORTS_MAX),
      (c: ChargerSnapshot, r: ChargerReport) => ({ ...c, portFault: portFaultOf(r.ports) }),
      (c) => ({ ...c, portFault: false }),
      from,
    );
  }
  // Cut at a subject boundary: the subject whose reports did not all fit, and every later one, are left out.
  const cutAt = reportIds.length > PREVIEW_REPORTS_MAX ? reportIds[PREVIEW_REPORTS_MAX] : undefined;
  const found: { subject: Named; alert: PreviewAlert }[] = [];
  for (const subject of subjects) {
    if (cutAt !== undefined && subject.id >= cutAt) continue;
    const states = lines.get(subject.id);
    if (states === undefined) continue;
    for (const alert of replaySubject<MachineSnapshot | ChargerSnapshot>(rule, states, now)) found.push({ subject, alert });
  }
  const examples: AlertPreviewExample[] = [...found]
    .sort((a, b) => b.alert.openedAt.getTime() - a.alert.openedAt.getTime())
    .slice(0, ALERT_PREVIEW_EXAMPLES_MAX)
    .map(({ subject, alert }) => ({
      subject: { kind, id: subject.id, name: subject.name, serialNumber: subject.serial_number },
      openedAt: isoDateTimeOf(alert.openedAt),
      resolvedAt: alert.resolvedAt === null ? null : isoDateTimeOf(alert.resolvedAt),
    }));
  return { opened: countOf(found.length), subjects: countOf(new Set(found.map((f) => f.subject.id)).size), examples };
};
