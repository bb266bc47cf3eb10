/**
 * The calls of the alert test (rules 22) that are set-up rather than the path under test, over
 * real HTTP: a login with a chosen interface language (the login remembers it as the person's
 * language, which alert mails are written in, rules 1.5, 22.3), the company's working hours
 * (rules 22.2), a tag for a machine (rules 3.6), the bell's alert count, and the development
 * mailbox (`GET /web-hmac/dev/mailbox`, loopback, outbox mode). Shapes follow
 * packages/contract/src/endpoints/{auth,alert-settings,tag-admin,equipment-detail,alerts,dev-mailbox}.ts.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { post, sessionHeaders, type ApiSession, type Envelope } from './device-client';

/** A day's span of working hours (`HH:MM`, company time), or null for a day off. */
export type DaySpan = { readonly start: string; readonly end: string } | null;

/** The company's working hours: each weekday's span (`mon` .. `sun`). */
export interface WorkingHours {
  readonly days: Readonly<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', DaySpan>>;
}

/** One mail of the development outbox. */
export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

/**
 * Logs in through `POST /web-hmac/web/auth/login` with the `lang` header `language` (rules 7.4), so
 * the server stores it as the person's language. @throws when the envelope code is not 200.
 */
export async function apiLogInWithLanguage(request: APIRequestContext, account: { email: string; password: string }, language: string): Promise<ApiSession> {
  const answer = await post<ApiSession>(
    request,
    '/web-hmac/web/auth/login',
    { email: account.email, password: account.password },
    { ...sessionHeaders(), lang: language },
  );
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** GET `path` with the session's headers; the envelope's entry (HTTP and envelope code must be 200). */
async function get<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  const response = await request.get(path, { headers: sessionHeaders(session) });
  expect(response.status(), `${path} answered HTTP ${response.status()}`).toBe(200);
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** POST `body` to `path` with the session's headers; the envelope's entry (its code must be 200). */
async function call<T>(request: APIRequestContext, session: ApiSession, path: string, body: unknown): Promise<T> {
  const answer = await post<T>(request, path, body, sessionHeaders(session));
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.entry;
}

/** The company's working hours (any member). */
export const workingHours = (request: APIRequestContext, session: ApiSession): Promise<WorkingHours> =>
  get<WorkingHours>(request, session, '/web-hmac/web/alert/working-hours');

/** Replaces the company's working hours (admin, manager). */
export const setWorkingHours = (request: APIRequestContext, session: ApiSession, hours: WorkingHours): Promise<WorkingHours> =>
  call<WorkingHours>(request, session, '/web-hmac/web/alert/working-hours', hours);

/** Creates the tag group `group` with one tag `tag` (admin, manager); returns the tag's id. */
export async function createTag(request: APIRequestContext, session: ApiSession, group: string, tag: string): Promise<string> {
  const created = await call<{ id: string }>(request, session, '/web-hmac/web/tag/createGroup', { name: group });
  return (await call<{ id: string }>(request, session, '/web-hmac/web/tag/create', { groupId: created.id, name: tag })).id;
}

/** Replaces the machine's tags with `tagIds` (admin, manager). */
export async function setMachineTags(request: APIRequestContext, session: ApiSession, equipmentId: string, tagIds: readonly string[]): Promise<void> {
  await call<unknown>(request, session, '/web-hmac/web/equipment/setTags', { id: equipmentId, tagIds });
}

/** The bell's alert count of the session's person: open alerts they were told of (rules 22.5). */
export const alertUnreadCount = async (request: APIRequestContext, session: ApiSession): Promise<number> =>
  (await get<{ count: number }>(request, session, '/web-hmac/web/alert/unreadCount')).count;

/** The outbox's mails to `to`, newest first (the dev mailbox answers from loopback only, without SMTP_URL). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get('/web-hmac/dev/mailbox');
  expect(response.status(), 'the dev mailbox is served (outbox mode, loopback)').toBe(200);
  const answer = (await response.json()) as Envelope<{ mails: OutboxMail[] }>;
  return answer.entry.mails.filter((mail) => mail.to === to);
}
