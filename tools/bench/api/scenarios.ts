/**
 * What `npm run bench:api` measures (docs/benchmarks.md) and the goals for each (rules 21.6, 21.7):
 * the equipment list's first and last page (50 rows), a random one of the first 20 pages per call
 * (what a call costs that seldom shares its read, decision 0019), search by serial and by name (a
 * random real machine per request), the detail of a random machine, the positions of all
 * machines, and the list under a real mix of pages, filters, searches and users (list-mix.ts). Each scenario builds a request body per request and checks the entry of every answer,
 * so a fast wrong answer (an empty page, a search that finds nothing) counts as a failure, not a
 * figure.
 */
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { equipmentDetail } from '@yardfleet/contract/endpoints/equipment-detail';
import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import type { Goal } from '../common/stats';
import { field } from '../common/field';
import { listMixScenario } from './list-mix';
import { listBody, type Fleet, type Machine } from './session';

/** Rows per page of the measured list calls (the web app's page size, rules 2.10). */
export const PAGE_SIZE = 50;

/** One request of a scenario: the body sent and what its answer must show. */
export interface Planned {
  readonly body: unknown;
  /** Null when the answer is right; else why not (counted and the first few printed). */
  readonly check: (entry: unknown) => string | null;
  /** The request's headers when they are not the run's (another user's session). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A measured call: its path, the connection counts it runs at, the next request, and goals per connection count. */
export interface Scenario {
  readonly key: string;
  readonly title: string;
  readonly path: string;
  readonly connections: readonly number[];
  readonly next: () => Planned;
  /** Goals on PostgreSQL at 100,000 machines (rules 21.6, 21.7), by connection count: p95 in ms, req/s. */
  readonly goals: Readonly<Record<number, { readonly p95?: Goal; readonly rps?: Goal }>>;
}

const pick = (sample: readonly Machine[]): Machine => {
  const machine = sample[Math.floor(Math.random() * sample.length)];
  if (machine === undefined) throw new Error('no machine to pick from');
  return machine;
};

const items = (entry: unknown): readonly unknown[] | null => {
  const value = field(entry, 'items');
  return Array.isArray(value) ? value : null;
};

/** A page of the unfiltered list must hold exactly `rows` rows. */
const pageCheck =
  (rows: number) =>
  (entry: unknown): string | null => {
    const found = items(entry);
    if (found === null) return 'no items';
    return found.length === rows ? null : `${found.length} rows, expected ${rows}`;
  };

/** A search must find the machine it was drawn from (`key` holding `value`). */
const findsCheck =
  (key: 'serialNumber' | 'name', value: string) =>
  (entry: unknown): string | null => {
    const found = items(entry);
    if (found === null) return 'no items';
    if (key === 'serialNumber') return found.some((row) => field(row, key) === value) ? null : `serial ${value} not found`;
    const total = field(entry, 'total');
    return typeof total === 'number' && total >= 1 && found.length >= 1 ? null : `name ${value} found nothing`;
  };

/** Every scenario for `fleet`; `only` (keys) keeps some. */
export const scenarios = (fleet: Fleet, only: readonly string[] | null): Scenario[] => {
  const lastPage = Math.ceil(fleet.total / PAGE_SIZE);
  const lastRows = fleet.total - (lastPage - 1) * PAGE_SIZE;
  const listGoals = { 10: { p95: { kind: 'max', limit: 50 } }, 100: { rps: { kind: 'min', limit: 1000 } } } as const;
  const all: Scenario[] = [
    {
      key: 'list-first',
      title: 'list, first page',
      path: equipmentList.path,
      connections: [10, 100],
      next: () => ({ body: listBody(1, PAGE_SIZE), check: pageCheck(Math.min(PAGE_SIZE, fleet.total)) }),
      goals: listGoals,
    },
    {
      key: 'list-last',
      title: `list, last page (${lastPage})`,
      path: equipmentList.path,
      connections: [10, 100],
      next: () => ({ body: listBody(lastPage, PAGE_SIZE), check: pageCheck(lastRows) }),
      goals: listGoals,
    },
    {
      // A random one of the first 20 pages per call (the pages people page through): what a call
      // costs when few identical calls are in flight to share its read with (docs/decisions/0019).
      // Deep pages cost more (the offset is skipped in the index): apps/server/bench/equipment-list.ts
      // measures the middle page. No goal of the issue's.
      key: 'list-pages',
      title: 'list, random page of 1-20',
      path: equipmentList.path,
      connections: [10, 100],
      next: () => {
        const pages = Math.max(1, Math.min(lastPage - 1, 20));
        return { body: listBody(1 + Math.floor(Math.random() * pages), PAGE_SIZE), check: pageCheck(Math.min(PAGE_SIZE, fleet.total)) };
      },
      goals: {},
    },
    {
      key: 'search-serial',
      title: 'search by serial',
      path: equipmentList.path,
      connections: [10],
      next: () => {
        const { serialNumber } = pick(fleet.sample);
        return { body: listBody(1, PAGE_SIZE, serialNumber), check: findsCheck('serialNumber', serialNumber) };
      },
      goals: { 10: { p95: { kind: 'max', limit: 30 } } },
    },
    {
      key: 'search-name',
      title: 'search by name',
      path: equipmentList.path,
      connections: [10],
      next: () => {
        const { name } = pick(fleet.sample);
        return { body: listBody(1, PAGE_SIZE, name.slice(0, 50)), check: findsCheck('name', name) };
      },
      goals: {},
    },
    {
      key: 'detail',
      title: 'detail, random machine',
      path: equipmentDetail.path,
      connections: [10],
      next: () => {
        const { id } = pick(fleet.sample);
        return { body: { id }, check: (entry) => (field(entry, 'id') === id ? null : `detail of ${String(id)} answered ${String(field(entry, 'id'))}`) };
      },
      goals: {},
    },
    {
      key: 'positions',
      title: 'positions, all machines',
      path: equipmentPositions.path,
      // One caller shows the time of one answer (the goal); ten show it under load.
      connections: [1, 10],
      next: () => ({
        body: { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
        check: (entry) => (typeof entry === 'object' && entry !== null ? null : 'no entry'),
      }),
      goals: { 1: { p95: { kind: 'max', limit: 300 } } },
    },
    listMixScenario(fleet, fleet.tagIds ?? [], fleet.sessions ?? []),
  ];
  return only === null ? all : all.filter((s) => only.includes(s.key));
};
