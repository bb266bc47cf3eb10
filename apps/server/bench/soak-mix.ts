/**
 * The web side of the soak (rules 20.11): a weighted mix of the calls the screens make, as the
 * demo's logged-in users (one login each, sessions reused): equipment list (plain, searched,
 * filtered), detail, maintenance logs, fleet map positions, overview, people, notifications,
 * reports, warehouses, tags, dealers, power overview, and writes (tag create / delete and
 * maintenance log add / delete, kept balanced so the data does not grow without bound).
 */
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { tagList } from '@yardfleet/contract/endpoints/tags';
import { call, succeeded, webHeaders, type Answer, type Session } from './device-load';

/** The sessions the mix uses: Greenway's admin, manager and employee, Brightline's admin (power). */
export interface MixSessions {
  readonly admin: Session;
  readonly manager: Session;
  readonly employee: Session;
  readonly power: Session;
}

/** One request of the mix: a label for the figures and what to send. */
export interface MixRequest {
  readonly label: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly session: Session;
  readonly body?: unknown;
  /** Called with a successful answer (writes remember what they created). */
  readonly after?: (answer: Answer) => void;
}

const idsOf = (entry: unknown, key: string): string[] => {
  const list: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, key) : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const id: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'id') : undefined;
    return typeof id === 'string' ? [id] : [];
  });
};

const day = (msAgo: number): string => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const LIST_FILTERS = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const REPORT = (page: number) => ({
  period: { from: day(7 * DAY_MS), to: day(0) },
  filters: { tagId: null, category: null, warehouseId: null },
  page,
  pageSize: 20,
});
const SEARCHES = ['Mower', 'Trimmer', 'LM21', 'Blower 1', 'edger', 'Chainsaw'];
/** Most tags / maintenance logs the mix keeps at once before it deletes instead of creating. */
const POOL = 20;

/**
 * Reads what the mix needs (Greenway's machine ids, a tag group) with the admin's session and
 * answers `next(random)`, the next request of the weighted mix. @throws Error when the reads fail.
 */
export const prepareMix = async (base: string, sessions: MixSessions): Promise<(random: () => number) => MixRequest> => {
  const list = await call(`${base}${equipmentList.path}`, {
    method: 'POST',
    headers: webHeaders(sessions.admin),
    body: { page: 1, pageSize: 100, ...LIST_FILTERS },
  });
  const machines = idsOf(list.entry, 'items');
  const tags = await call(`${base}${tagList.path}`, { method: 'GET', headers: webHeaders(sessions.admin) });
  const groupId = idsOf(tags.entry, 'groups')[0];
  if (!succeeded(list) || machines.length === 0 || groupId === undefined) throw new Error('the demo has no machines or tag groups to soak with');
  const createdTags: string[] = [];
  const createdLogs: string[] = [];
  let serial = 0;
  const pick = <T>(random: () => number, items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('empty choice');
    return item;
  };
  const remember =
    (pool: string[]) =>
    (a: Answer): void => {
      const id: unknown = typeof a.entry === 'object' && a.entry !== null ? Reflect.get(a.entry, 'id') : undefined;
      if (typeof id === 'string') pool.push(id);
    };
  type Maker = (random: () => number, who: Session) => MixRequest;
  const reader = (random: () => number): Session => pick(random, [sessions.admin, sessions.manager, sessions.employee]);
  // Admins and managers: writes and the people list (employees answer 1170010403, docs/roles.md).
  const writer = (random: () => number): Session => pick(random, [sessions.admin, sessions.manager]);
  const get =
    (label: string, path: string): Maker =>
    (_r, who) => ({ label, method: 'GET', path, session: who });
  const post =
    (label: string, path: string, body: (random: () => number) => unknown): Maker =>
    (random, who) => ({ label, method: 'POST', path, session: who, body: body(random) });
  const tagWrite: Maker = (random, who) => {
    const victim = createdTags.length >= POOL || (createdTags.length > 0 && random() < 0.5) ? createdTags.shift() : undefined;
    if (victim !== undefined) return { label: 'tag delete', method: 'POST', path: '/web-hmac/web/tag/delete', session: who, body: { id: victim } };
    serial += 1;
    return {
      label: 'tag create',
      method: 'POST',
      path: '/web-hmac/web/tag/create',
      session: who,
      body: { groupId, name: `Soak ${Date.now().toString(36)}-${serial}` },
      after: remember(createdTags),
    };
  };
  const logWrite: Maker = (random, who) => {
    const victim = createdLogs.length >= POOL || (createdLogs.length > 0 && random() < 0.5) ? createdLogs.shift() : undefined;
    if (victim !== undefined)
      return { label: 'maintenance delete', method: 'POST', path: '/web-hmac/web/maintenance/delete', session: who, body: { id: victim } };
    const body = {
      equipmentId: pick(random, machines),
      serviceType: 'inspection',
      date: new Date(Date.now() - 3_600_000).toISOString(),
      runtimeHours: 0,
      laborTimeHours: 0.5,
      expense: { minorUnits: 2500, currency: 'USD' },
      performedBy: 'Soak test',
      details: 'Checked blades and belts.',
    };
    return { label: 'maintenance add', method: 'POST', path: '/web-hmac/web/maintenance/add', session: who, body, after: remember(createdLogs) };
  };
  // [weight, maker, who]: weights are relative frequencies.
  const mix: [number, Maker, (random: () => number) => Session][] = [
    [14, post('equipment list', equipmentList.path, (r) => ({ page: 1 + Math.floor(r() * 3), pageSize: 20, ...LIST_FILTERS })), reader],
    [8, post('equipment search', equipmentList.path, (r) => ({ page: 1, pageSize: 20, ...LIST_FILTERS, search: pick(r, SEARCHES) })), reader],
    [
      4,
      post('equipment filter', equipmentList.path, (r) => ({
        page: 1,
        pageSize: 20,
        ...LIST_FILTERS,
        inventoryStatus: pick(r, ['in_warehouse', 'out_for_work', 'location_unknown']),
      })),
      reader,
    ],
    [12, post('equipment detail', '/web-hmac/web/equipment/detail', (r) => ({ id: pick(r, machines) })), reader],
    [4, post('maintenance list', '/web-hmac/web/maintenance/list', (r) => ({ id: pick(r, machines) })), reader],
    [4, post('fleet map', '/web-hmac/web/equipment/positions', () => LIST_FILTERS), reader],
    [4, get('overview', '/web-hmac/web/equipment/overview'), reader],
    [6, get('people list', '/web-hmac/web/people/list'), writer],
    [6, post('notifications', '/web-hmac/web/notification/list', () => ({ page: 1, pageSize: 20 })), reader],
    [5, get('unread count', '/web-hmac/web/notification/unreadCount'), reader],
    [3, post('inventory report', '/web-hmac/web/report/inventory', () => REPORT(1)), reader],
    [3, post('usage report', '/web-hmac/web/report/usage', () => REPORT(1)), reader],
    [2, post('maintenance report', '/web-hmac/web/report/maintenance', () => REPORT(1)), reader],
    [6, get('warehouse list', '/web-hmac/web/warehouse/list'), reader],
    [5, get('tag list', tagList.path), reader],
    [
      3,
      post('dealer list', '/web-hmac/web/dealer/list', () => ({
        page: 1,
        pageSize: 20,
        search: null,
        category: null,
        country: null,
        region: null,
        collectionOnly: false,
        origin: { lat: 41.88, lng: -87.63 },
      })),
      reader,
    ],
    [3, get('login info', '/web-hmac/web/auth/login/info'), reader],
    [3, get('power overview', '/web-hmac/web/power/overview'), () => sessions.power],
    [3, tagWrite, writer],
    [2, logWrite, writer],
  ];
  const total = mix.reduce((n, [w]) => n + w, 0);
  return (random) => {
    let x = random() * total;
    for (const [weight, make, who] of mix) {
      x -= weight;
      if (x < 0) return make(random, who(random));
    }
    const [, make, who] = mix[0] ?? [0, get('login info', '/web-hmac/web/auth/login/info'), reader];
    return make(random, who(random));
  };
};

/** Sends one mix request (headers of rules 7.4, its session); rejects on a network error or after 10 s. */
export const sendMix = async (base: string, request: MixRequest): Promise<Answer> => {
  const answer = await call(`${base}${request.path}`, {
    method: request.method,
    headers: webHeaders(request.session),
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  if (succeeded(answer)) request.after?.(answer);
  return answer;
};
