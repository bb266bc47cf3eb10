import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecurityEvent, SecurityEventKind, SecurityLogResponse } from '@yardfleet/contract/endpoints/security-log';
import { securityDb } from '../src/db/security-schema';
import type { Database } from '../src/db/schema';
import { call, type Envelope } from './harness';
import { mailbox } from './mailbox-helpers';

export type Session = { readonly token: string; readonly uid: string };

/** Where a request comes from in these tests: its socket address and browser. */
export interface From {
  readonly ip: string;
  readonly ua: string;
}

export const LOG_PATH = '/web-hmac/web/security/log';

/** A POST from `from` (socket address and User-Agent), with session headers when given. */
export const send = async <E = unknown>(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  from: From,
  session?: Session,
): Promise<Envelope<E>> =>
  (await call<E>(app, { method: 'POST', url, payload, remoteAddress: from.ip, headers: { 'user-agent': from.ua, ...(session ?? {}) } })).body;

/** Logs in from `from`; @throws when the login does not answer 200. */
export const loginFrom = async (app: FastifyInstance, email: string, password: string, from: From): Promise<Session> => {
  const body = await send<Session>(app, '/web-hmac/web/auth/login', { email, password }, from);
  if (body.code !== 200) throw new Error(`login of ${email} answered ${body.code}`);
  return body.entry;
};

/** One page of the log as `session` reads it (the envelope as answered). */
export const readLog = (app: FastifyInstance, session: Session, body: Record<string, unknown>) =>
  call<SecurityLogResponse>(app, { method: 'POST', url: LOG_PATH, payload: { page: 1, pageSize: 100, ...body }, headers: session });

/** Every event of the company since `from` (ISO), newest first, through the route; @throws on a refusal. */
export const eventsSince = async (app: FastifyInstance, admin: Session, from: string, kinds?: SecurityEventKind[]): Promise<SecurityEvent[]> => {
  const { body } = await readLog(app, admin, { from, ...(kinds ? { kinds } : {}) });
  if (body.code !== 200) throw new Error(`security log answered ${body.code}`);
  return body.entry.items;
};

/** The only event of `kind` since `from`; @throws when there is not exactly one. */
export const onlyEvent = async (app: FastifyInstance, admin: Session, from: string, kind: SecurityEventKind): Promise<SecurityEvent> => {
  const items = await eventsSince(app, admin, from, [kind]);
  if (items.length !== 1 || items[0] === undefined) throw new Error(`expected one ${kind} since ${from}, found ${items.length}`);
  return items[0];
};

/** Every stored row of the table, every company (and none), as plain values. */
export const allRows = async (db: Kysely<Database>): Promise<Record<string, unknown>[]> => securityDb(db).selectFrom('security_events').selectAll().execute();

/** How many rows the table holds. */
export const rowCount = async (db: Kysely<Database>): Promise<number> => (await allRows(db)).length;

/** Every link token mailed so far (activation, invitation, reset) and the links themselves. */
export const mailedSecrets = async (app: FastifyInstance): Promise<string[]> =>
  (await mailbox(app)).flatMap((mail) =>
    mail.links.flatMap((link) => {
      const token = new URL(link).searchParams.get('token');
      return token === null ? [link] : [link, token];
    }),
  );

/**
 * The (column, secret) pairs where a stored value contains one of `secrets`, checking every column
 * of every row (dates as ISO text).
 */
export const secretsFound = (rows: readonly Record<string, unknown>[], secrets: readonly string[]): string[] =>
  rows.flatMap((row) =>
    Object.entries(row).flatMap(([column, value]) => {
      const text = value instanceof Date ? value.toISOString() : value === null ? '' : String(value);
      return secrets.filter((s) => s.length > 0 && text.includes(s)).map((s) => `${column}: ${s}`);
    }),
  );
