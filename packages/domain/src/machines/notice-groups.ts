/**
 * How a company is told of one event that many of its machines meet in the same sweep (rules 13.2;
 * decision 0022; a fleet of 100,000 machines, rules 21.15): machines going offline out in the field
 * (rules 4.4, a missed heartbeat), machines becoming due for service (rules 4.8, the reminder
 * plan).
 *
 * One sweep can find one machine silent or due, or thousands at once (the company's network or its
 * gateways went down, the server was stopped overnight, reminder plans were set for a whole
 * fleet). A few machines are told one notice each, naming each machine; more than
 * NOTICES_EACH_MAX in one sweep are told as ONE notice that gives their number, so the bell says
 * "1,240 machines went offline at once" once rather than holding 1,240 unread notices that bury
 * every fault.
 */

/** At most this many machines of a company meeting one event in one sweep get a notice each; more get one notice together. */
export const NOTICES_EACH_MAX = 5;

/**
 * The notices of one company's sweep for one event: `each` names the machines (one notice per id,
 * in the given order); `grouped` gives their number (`machineCount`, at least NOTICES_EACH_MAX + 1);
 * `none` when no machine met it.
 */
export type NoticeGroup =
  { readonly kind: 'none' } | { readonly kind: 'each'; readonly equipmentIds: readonly string[] } | { readonly kind: 'grouped'; readonly machineCount: number };

/**
 * The notices for `equipmentIds`, the machines of ONE company that one sweep found meeting one
 * event (duplicates count once). See NOTICES_EACH_MAX.
 */
export const noticeGroupFor = (equipmentIds: readonly string[]): NoticeGroup => {
  const unique = [...new Set(equipmentIds)];
  if (unique.length === 0) return { kind: 'none' };
  return unique.length <= NOTICES_EACH_MAX ? { kind: 'each', equipmentIds: unique } : { kind: 'grouped', machineCount: unique.length };
};
