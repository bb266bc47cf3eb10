/**
 * The benchmark's client side of the real API (docs/benchmarks.md, bench:api): the headers of rules
 * 7.4, logging in once through the real login call (login is throttled per account and address; the
 * session is reused for every request, as the web app does), and a sample of real machines read
 * through the equipment list (ids, names, serial numbers) for the random searches and details.
 */
import { login } from '@yardfleet/contract/endpoints/auth';
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { tagList } from '@yardfleet/contract/endpoints/tags';
import { HEADER_WIRE } from '@yardfleet/contract/headers';
import { MAX_PAGE_SIZE, WEB_DEVICE_TYPE } from '@yardfleet/domain/constants';
import { field } from '../common/field';
import { CODE_OK, readEnvelope } from './answers';

/** A logged-in session (the headers `token` and `uid`, rules 7.4). */
export interface Session {
  readonly token: string;
  readonly uid: string;
}

/** What a browser sends besides the headers of rules 7.4: compressed answers welcome. */
export const ACCEPT_ENCODING = 'br, gzip';

/** The headers of every benchmark request: JSON, rules 7.4 (web device type, en-US), compression, and the session when given. */
export const requestHeaders = (session: Session | null): Record<string, string> => ({
  'content-type': 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
  [HEADER_WIRE.deviceType]: String(WEB_DEVICE_TYPE),
  [HEADER_WIRE.lang]: 'en-US',
  [HEADER_WIRE.deviceId]: 'bench-api',
  [HEADER_WIRE.traceId]: 'bench-api',
  ...(session === null ? {} : { [HEADER_WIRE.token]: session.token, [HEADER_WIRE.uid]: session.uid }),
});

/**
 * Calls `path` (POST with `body` as JSON, or GET when `body` is undefined) and returns the
 * envelope's entry (fetch undoes the compression).
 * @throws Error on an HTTP failure or an envelope code other than 200, naming both.
 */
export const call = async (base: string, path: string, session: Session | null, body?: unknown): Promise<unknown> => {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined ? Object.fromEntries(Object.entries(requestHeaders(session)).filter(([name]) => name !== 'content-type')) : requestHeaders(session),
    signal: AbortSignal.timeout(120_000),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // fetch has already decoded the body: read it as identity.
  const envelope = readEnvelope(bytes, undefined);
  if (!response.ok || !envelope.ok || envelope.code !== CODE_OK) {
    throw new Error(
      `${path} answered HTTP ${response.status} ${envelope.ok ? `code ${envelope.code}` : envelope.problem} (${bytes.toString('utf8').slice(0, 200)})`,
    );
  }
  return envelope.entry;
};

/** Logs `email` in through `POST /web-hmac/web/auth/login`. @throws Error when refused. */
export const logIn = async (base: string, email: string, password: string): Promise<Session> => {
  const entry = await call(base, login.path, null, { email, password });
  const token = field(entry, 'token');
  const uid = field(entry, 'uid');
  if (typeof token !== 'string' || typeof uid !== 'string') throw new Error(`login answered no token/uid: ${JSON.stringify(entry)}`);
  return { token, uid };
};

/** The list request with no filter (every filter null) for `page` of `pageSize` rows, plus `search`. */
export const listBody = (page: number, pageSize: number, search: string | null = null): Record<string, unknown> => ({
  page,
  pageSize,
  search,
  category: null,
  inventoryStatus: null,
  onlineStatus: null,
  tagId: null,
});

/** A real machine of the company. */
export interface Machine {
  readonly id: unknown;
  readonly name: string;
  readonly serialNumber: string;
}

/** The company's fleet as the benchmark sees it: the unfiltered total and a sample of machines. */
export interface Fleet {
  readonly total: number;
  readonly sample: readonly Machine[];
  /** The company's tag ids (the mix's tag filter); absent when not read. */
  readonly tagIds?: readonly string[];
  /** Sessions of several users of the company (the mix); absent when not read. */
  readonly sessions?: readonly Session[];
}

/**
 * Reads the unfiltered total, then `pages` pages of MAX_PAGE_SIZE rows spread evenly over the whole
 * list (first and last included), as the sample the random searches and details draw from.
 * @throws Error when the company has no machine.
 */
export const readFleet = async (base: string, session: Session, pages: number): Promise<Fleet> => {
  const first = await call(base, equipmentList.path, session, listBody(1, MAX_PAGE_SIZE));
  const total = field(first, 'total');
  if (typeof total !== 'number' || total < 1) throw new Error(`the company has no machine (total ${String(total)})`);
  const lastPage = Math.ceil(total / MAX_PAGE_SIZE);
  const wanted = new Set<number>([1]);
  for (let i = 0; i < pages - 1; i += 1) wanted.add(Math.min(lastPage, 1 + Math.round((i + 1) * ((lastPage - 1) / Math.max(1, pages - 1)))));
  const sample: Machine[] = [];
  for (const page of wanted) {
    const entry = page === 1 ? first : await call(base, equipmentList.path, session, listBody(page, MAX_PAGE_SIZE));
    const items = field(entry, 'items');
    if (!Array.isArray(items)) throw new Error(`list page ${page} answered no items`);
    for (const item of items) {
      const name = field(item, 'name');
      const serialNumber = field(item, 'serialNumber');
      if (typeof name === 'string' && typeof serialNumber === 'string') sample.push({ id: field(item, 'id'), name, serialNumber });
    }
  }
  return { total, sample };
};

/** The ids of every tag of the company (`GET /web-hmac/web/tag/list`), for the mix's tag filter. */
export const readTagIds = async (base: string, session: Session): Promise<string[]> => {
  const groups = field(await call(base, tagList.path, session), 'groups');
  if (!Array.isArray(groups)) throw new Error('tag list answered no groups');
  return groups.flatMap((group) => {
    const tags = field(group, 'tags');
    return Array.isArray(tags) ? tags.map((tag) => String(field(tag, 'id'))) : [];
  });
};

/** Sessions of `emails` (each logged in once); an account that cannot log in is left out. */
export const logInAll = async (base: string, emails: readonly string[], password: string): Promise<Session[]> => {
  const sessions: Session[] = [];
  for (const email of emails) {
    try {
      sessions.push(await logIn(base, email, password));
    } catch {
      // not a user of this database: the mix runs with the others
    }
  }
  return sessions;
};
