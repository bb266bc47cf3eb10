/**
 * The API reads a logged-in first load of a route sends before its first screen can show (rules
 * 21.2), as the route preload script (route-preload.ts) sends them early: literal paths and
 * bodies, so that script stays free of the contract's codecs. first-calls.test.ts keeps each one
 * equal to what the data layer sends (the contract endpoint's method and path, the screen's
 * first request body): a call that drifted would only be sent twice, never answer wrongly
 * (packages/data/src/preloaded-calls.ts matches method, URL, body, token and language).
 */

/** Who a call is for: every logged-in user, a full-version company's only (rules 2.1: the inventory screens), or a power-only company's. */
export type FirstCallUser = 'any' | 'fullVersion' | 'powerOnly';

/** One early read: GET without a query, or POST with its JSON body as the base query sends it. */
export interface FirstCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The JSON text of a POST body (base-query.ts sends `JSON.stringify(body)`). */
  readonly body?: string;
  /** A POST body made of the route's `:id` (decoded), when the body depends on it. */
  readonly bodyOfId?: (id: string) => string;
  readonly user: FirstCallUser;
}

/** `login/info`: the guard waits for it on every restored session (rules 3.1, 4.14). */
export const LOGIN_INFO: FirstCall = { method: 'GET', path: '/web-hmac/web/auth/login/info', user: 'any' };
/** The equipment list's first page with no search and no filter (data slices/equipment-list, initial state). */
export const FIRST_LIST_PAGE: FirstCall = {
  method: 'POST',
  path: '/web-hmac/web/equipment/list',
  body: '{"page":1,"pageSize":20,"search":null,"category":null,"inventoryStatus":null,"onlineStatus":null,"tagId":null,"serviceDue":null,"activity":null,"faulty":null}',
  user: 'fullVersion',
};
export const TAG_LIST: FirstCall = { method: 'GET', path: '/web-hmac/web/tag/list', user: 'fullVersion' };
export const INVENTORY_OVERVIEW: FirstCall = { method: 'GET', path: '/web-hmac/web/equipment/overview', user: 'fullVersion' };
/** The company's time zone: /report waits for it before its period and report show. */
export const COMPANY_SETTINGS: FirstCall = { method: 'GET', path: '/web-hmac/web/personal/company', user: 'any' };
export const WAREHOUSE_LIST: FirstCall = { method: 'GET', path: '/web-hmac/web/warehouse/list', user: 'fullVersion' };
/** The power overview: /power, and /home of a power-only company (rules 2.9). */
export const POWER_OVERVIEW: FirstCall = { method: 'GET', path: '/web-hmac/web/power/overview', user: 'any' };
/** The `{ id }` body of a read about one machine (its detail, maintenance log and reminder). */
const machineBody = (id: string): string => JSON.stringify({ id });
/** An equipment detail's `{ id }` (the detail screen reads it on every visit). */
export const EQUIPMENT_DETAIL: FirstCall = { method: 'POST', path: '/web-hmac/web/equipment/detail', bodyOfId: machineBody, user: 'any' };
/**
 * The detail's maintenance log and reminder `{ id }`: its section asks for them only once the
 * detail has rendered, one round trip after the detail's answer; sent early they arrive with it.
 */
export const MAINTENANCE_LIST: FirstCall = { method: 'POST', path: '/web-hmac/web/maintenance/list', bodyOfId: machineBody, user: 'any' };
export const MAINTENANCE_REMINDER: FirstCall = { method: 'POST', path: '/web-hmac/web/maintenance/reminder', bodyOfId: machineBody, user: 'any' };

/** The calls of every logged-in route (the guard's). */
export const EVERY_ROUTE_CALLS: readonly FirstCall[] = [LOGIN_INFO];

/** Per route (its path as in router.tsx): the screen's own first reads. */
export const ROUTE_CALLS: readonly (readonly [string, readonly FirstCall[]])[] = [
  ['home', [INVENTORY_OVERVIEW, FIRST_LIST_PAGE, TAG_LIST, { ...POWER_OVERVIEW, user: 'powerOnly' }]],
  ['equipment', [FIRST_LIST_PAGE, TAG_LIST]],
  ['equipment/:id', [EQUIPMENT_DETAIL, MAINTENANCE_LIST, MAINTENANCE_REMINDER]],
  ['warehouse', [WAREHOUSE_LIST]],
  ['power', [POWER_OVERVIEW]],
  ['report', [COMPANY_SETTINGS, TAG_LIST, WAREHOUSE_LIST]],
];

/** A router path (`equipment/:id`) as an anchored regular expression of a location's pathname, a parameter as a group. */
export const routePattern = (path: string): RegExp => new RegExp(`^/${path.replace(/:[^/]+/g, '([^/]+)')}/?$`);

/** A call as sent: its body made, the route's `:id` filled in. */
export type SentCall = Omit<FirstCall, 'bodyOfId'>;

/**
 * The early reads of a logged-in first load of `pathname` for a user of a full-version company or
 * not, with their bodies (the `:id` decoded as the router's useParams does).
 */
export const firstCallsOf = (pathname: string, fullVersion: boolean): SentCall[] => {
  let id: string | undefined;
  const route = ROUTE_CALLS.find(([path]) => {
    const match = routePattern(path).exec(pathname);
    if (match !== null) id = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
    return match !== null;
  });
  return [...EVERY_ROUTE_CALLS, ...(route?.[1] ?? [])]
    .filter((call) => call.user === 'any' || (call.user === 'fullVersion') === fullVersion)
    .flatMap(({ bodyOfId, ...call }) => (bodyOfId === undefined ? [call] : id === undefined ? [] : [{ ...call, body: bodyOfId(id) }]));
};
