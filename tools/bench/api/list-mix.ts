/**
 * The equipment list under a real mix (docs/benchmarks.md, rules 21.6): what several people
 * browsing a large fleet ask at once, never one repeated request, so the shared read of identical
 * calls in flight (decision 0019) does little of the work. Each request draws one of:
 * - a random page of 1 to 200 (deep pages: the offset is skipped in the order index), 25 %;
 * - one filter alone with a random value (inventory status, online status, category, tag, service
 *   due, activity, faulty) on a random page of 1 to 5, 40 %;
 * - two or three of those filters combined, page 1 or 2, 15 %;
 * - a search by four consecutive digits of a real machine's serial number, page 1, 20 %;
 * and a random one of the sessions (several users: each its own session and caller cache entry).
 * Every answer is checked: the items an array of at most a page, the total a whole number, a
 * search's rows holding the digits.
 */
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { EQUIPMENT_ACTIVITIES } from '@yardfleet/domain/entities/equipment-detail';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES, ONLINE_STATUSES } from '@yardfleet/domain/entities/equipment';
import { field } from '../common/field';
import type { Planned, Scenario } from './scenarios';
import { listBody, requestHeaders, type Fleet, type Session } from './session';

/** Rows per page of the mix (the web app's page size, rules 2.10). */
const PAGE_SIZE = 50;
/** The deepest page the mix asks for. */
const DEEPEST_PAGE = 200;

const any = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
};

/** One filter of the list (contract `equipmentFilterProps` and `equipmentOptionalFilterProps`) with a random value. */
const filterDraws = (tagIds: readonly string[]): (() => Record<string, unknown>)[] => [
  () => ({ inventoryStatus: any(INVENTORY_STATUSES) }),
  () => ({ onlineStatus: any(ONLINE_STATUSES) }),
  () => ({ category: any(EQUIPMENT_CATEGORIES) }),
  ...(tagIds.length === 0 ? [] : [() => ({ tagId: any(tagIds) })]),
  () => ({ serviceDue: any(['due', 'overdue'] as const) }),
  () => ({ activity: any(EQUIPMENT_ACTIVITIES) }),
  () => ({ faulty: any([true, false]) }),
];

/** An answer of the list: items an array of at most a page, total a whole number; `needle` (lower case) in every row's name or serial number. */
const listCheck =
  (needle: string | null) =>
  (entry: unknown): string | null => {
    const items = field(entry, 'items');
    const total = field(entry, 'total');
    if (!Array.isArray(items) || items.length > PAGE_SIZE) return 'no page of items';
    if (typeof total !== 'number' || !Number.isInteger(total) || total < items.length) return `total ${String(total)}`;
    if (needle === null) return null;
    const missing = items.find((row) => !`${String(field(row, 'name'))} ${String(field(row, 'serialNumber'))}`.toLowerCase().includes(needle));
    return missing === undefined ? null : `a row without "${needle}"`;
  };

/** Four consecutive digits of `serial` (or its last four characters when it has fewer digits in a row). */
const fourDigits = (serial: string): string => {
  const runs = serial.match(/\d{4,}/g) ?? [];
  const run = runs.length === 0 ? serial.slice(-4) : any(runs);
  const start = Math.floor(Math.random() * (run.length - 3));
  return run.slice(start, start + 4).toLowerCase();
};

/** The next request of the mix for `fleet`, its `tagIds` and `sessions`. */
const nextOfMix = (fleet: Fleet, tagIds: readonly string[], sessions: readonly Session[]): Planned => {
  const draws = filterDraws(tagIds);
  const headers = requestHeaders(any(sessions));
  const lastPage = Math.max(1, Math.ceil(fleet.total / PAGE_SIZE));
  const roll = Math.random();
  if (roll < 0.25) {
    const page = 1 + Math.floor(Math.random() * Math.min(DEEPEST_PAGE, lastPage));
    return { body: listBody(page, PAGE_SIZE), check: listCheck(null), headers };
  }
  if (roll < 0.65) {
    return { body: { ...listBody(1 + Math.floor(Math.random() * 5), PAGE_SIZE), ...any(draws)() }, check: listCheck(null), headers };
  }
  if (roll < 0.8) {
    const count = 2 + Math.floor(Math.random() * 2);
    const chosen = [...draws].sort(() => Math.random() - 0.5).slice(0, count);
    return { body: Object.assign(listBody(1 + Math.floor(Math.random() * 2), PAGE_SIZE), ...chosen.map((draw) => draw())), check: listCheck(null), headers };
  }
  const needle = fourDigits(any(fleet.sample).serialNumber);
  return { body: listBody(1, PAGE_SIZE, needle), check: listCheck(needle), headers };
};

/**
 * The mixed scenario (`list-mix`) at 10 and 100 connections, with the goals of the list at
 * 100,000 machines on PostgreSQL: p95 at most 50 ms at 10 connections, at least 800 requests/s at
 * 100 connections (with WORKERS=2 on this 2-core machine).
 */
export const listMixScenario = (fleet: Fleet, tagIds: readonly string[], sessions: readonly Session[]): Scenario => ({
  key: 'list-mix',
  title: 'list, real mix (pages to 200, filters, 4-digit searches, several users)',
  path: equipmentList.path,
  connections: [10, 100],
  next: () => nextOfMix(fleet, tagIds, sessions),
  goals: { 10: { p95: { kind: 'max', limit: 50 } }, 100: { rps: { kind: 'min', limit: 800 } } },
});
