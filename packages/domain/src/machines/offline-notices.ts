/**
 * How a company is told of machines that went offline out in the field (SPEC 4 offline after a
 * missed heartbeat; issue 14 defect 9 notifications; issue 12: a fleet of 100,000 machines).
 *
 * One sweep of the missed heartbeats can find one machine silent, or thousands at once (the
 * company's network or the gateways went down, the server was stopped overnight). A few machines
 * are told one notice each, naming each machine; more than OFFLINE_NOTICES_EACH_MAX in one sweep
 * are told as ONE notice that gives their number, so the bell says "1,240 machines went offline"
 * once rather than holding 1,240 unread notices that bury every fault.
 */

/** At most this many machines of a company going offline in one sweep get a notice each; more get one notice together. */
export const OFFLINE_NOTICES_EACH_MAX = 5;

/**
 * The notices of one company's sweep: `each` names the machines (one notice per id, in the given
 * order); `grouped` gives their number (`machineCount`, at least OFFLINE_NOTICES_EACH_MAX + 1);
 * `none` when no machine went offline.
 */
export type OfflineNotices =
  | { readonly kind: 'none' }
  | { readonly kind: 'each'; readonly equipmentIds: readonly string[] }
  | { readonly kind: 'grouped'; readonly machineCount: number };

/**
 * The notices for `equipmentIds`, the machines of ONE company that one sweep found silent while
 * out for work (duplicates count once). See OFFLINE_NOTICES_EACH_MAX.
 */
export const offlineNoticesFor = (equipmentIds: readonly string[]): OfflineNotices => {
  const unique = [...new Set(equipmentIds)];
  if (unique.length === 0) return { kind: 'none' };
  return unique.length <= OFFLINE_NOTICES_EACH_MAX ? { kind: 'each', equipmentIds: unique } : { kind: 'grouped', machineCount: unique.length };
};
