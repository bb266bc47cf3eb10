import type { AlertCondition, AlertRuleKind } from './alert-rule';
import { minutesOfDay } from './local-time';

/**
 * The widest condition of a kind (rules 22.1): for conditions of one kind, a condition of that kind
 * that holds (`conditionHolds`, alert-conditions.ts) for every subject and instant for which any of
 * them holds. An evaluation that finds the widest condition not holding knows that none of the rules
 * behind it holds, without asking each (rules 22.4: a rule whose condition does not hold and that
 * has no live alert changes nothing). Each parameter is widened in the direction its condition grows:
 * - `machine_offline`, `charger_offline`: the fewest minutes of silence; only during working hours
 *   or only out for work when every condition says so;
 * - `left_warehouse`, `entered_warehouse`: any warehouse unless all name the same one;
 * - `not_returned`: the earliest return-by time (a later time is reached only after it, DST
 *   included: alerts/local-time.ts);
 * - `fault_reported`: any code unless all name codes (then every code named);
 * - `battery_health_low`: the highest percent; `service_overdue`: the fewest grace days;
 * - the kinds without parameters: themselves.
 * @returns null for an empty list. @throws Error when the conditions are not all of one kind.
 */
export const widestCondition = (conditions: readonly AlertCondition[]): AlertCondition | null => {
  const [first, ...rest] = conditions;
  if (first === undefined) return null;
  if (rest.some((c) => c.kind !== first.kind)) throw new Error('widestCondition: conditions of more than one kind');
  const all = conditions;
  const least = (values: readonly number[]): number => Math.min(...values);
  switch (first.kind) {
    case 'machine_offline': {
      const own = all as readonly Extract<AlertCondition, { kind: 'machine_offline' }>[];
      return {
        kind: 'machine_offline',
        offlineMinutes: least(own.map((c) => c.offlineMinutes)),
        onlyDuringWorkingHours: own.every((c) => c.onlyDuringWorkingHours),
        onlyOutForWork: own.every((c) => c.onlyOutForWork),
      };
    }
    case 'charger_offline':
      return {
        kind: 'charger_offline',
        offlineMinutes: least((all as readonly Extract<AlertCondition, { kind: 'charger_offline' }>[]).map((c) => c.offlineMinutes)),
      };
    case 'left_warehouse':
    case 'entered_warehouse': {
      const named = new Set((all as readonly Extract<AlertCondition, { kind: 'left_warehouse' | 'entered_warehouse' }>[]).map((c) => c.warehouseId));
      const only = named.size === 1 ? [...named][0] : null;
      return { kind: first.kind, warehouseId: only ?? null };
    }
    case 'not_returned': {
      const times = (all as readonly Extract<AlertCondition, { kind: 'not_returned' }>[]).map((c) => c.returnBy);
      // A time that is not HH:MM is never reached (localTimeReached): it widens nothing.
      const readable = times.filter((t) => minutesOfDay(t) !== null).sort((a, b) => (minutesOfDay(a) ?? 0) - (minutesOfDay(b) ?? 0));
      return { kind: 'not_returned', returnBy: readable[0] ?? first.returnBy };
    }
    case 'fault_reported': {
      const lists = (all as readonly Extract<AlertCondition, { kind: 'fault_reported' }>[]).map((c) => c.errorCodes);
      return { kind: 'fault_reported', errorCodes: lists.some((codes) => codes.length === 0) ? [] : [...new Set(lists.flat())] };
    }
    case 'battery_health_low':
      return {
        kind: 'battery_health_low',
        belowPercent: Math.max(...(all as readonly Extract<AlertCondition, { kind: 'battery_health_low' }>[]).map((c) => c.belowPercent)),
      };
    case 'service_overdue':
      return { kind: 'service_overdue', graceDays: least((all as readonly Extract<AlertCondition, { kind: 'service_overdue' }>[]).map((c) => c.graceDays)) };
    case 'out_after_hours':
    case 'battery_optimization_needed':
    case 'charger_port_fault':
    case 'service_due':
      return first;
  }
};

/** The widest condition of each kind among `conditions` (`widestCondition`), by kind. */
export const widestByKind = (conditions: readonly AlertCondition[]): Map<AlertRuleKind, AlertCondition> => {
  const byKind = new Map<AlertRuleKind, AlertCondition[]>();
  for (const c of conditions) {
    const list = byKind.get(c.kind);
    if (list === undefined) byKind.set(c.kind, [c]);
    else list.push(c);
  }
  const out = new Map<AlertRuleKind, AlertCondition>();
  for (const [kind, list] of byKind) {
    const widest = widestCondition(list);
    if (widest !== null) out.set(kind, widest);
  }
  return out;
};
