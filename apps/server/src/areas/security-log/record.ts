import type { Kysely } from 'kysely';
import type { FieldChange, LoginFailureReason, SecurityEventKind, SecurityTargetType } from '@yardfleet/contract/endpoints/security-log';
import { withoutUnstorableCharacters } from '@yardfleet/domain/validation/storable-text';
import { securityDb } from '../../db/security-schema';
import type { Database } from '../../db/schema';

/** Longest stored User-Agent, characters (contract SecurityEvent.userAgent). */
export const USER_AGENT_MAX = 256;
/** Longest stored address, characters (an IPv6 address with a zone fits; a forged proxy header is cut). */
export const ADDRESS_MAX = 64;

/** Where a request came from: the part of a Fastify request the log keeps. */
export interface RequestOrigin {
  readonly ip: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Who acted: a member as named at the time (`id` null once they are gone). Null actor: the system. */
export interface SecurityActor {
  readonly id: string | null;
  readonly name: string;
  readonly email: string;
}

/** What the event acted on: type, id and the label it had then (a name, an email, a serial number). */
export interface SecurityTarget {
  readonly type: SecurityTargetType;
  readonly id: string | null;
  readonly label: string;
}

/**
 * One event to record. `companyId` null (a user without a company): kept, never shown.
 * Conventions (docs/security.md "Security log"): `actor` is who acted; for `login_failed`,
 * `account_locked` and `password_reset_requested` it is the account concerned (whoever typed, the
 * address tells from where). `target` is null for events on the actor's own account (logins,
 * password, consent, cancellation, accepting an invitation), else what was acted on.
 */
export interface SecurityEventInput {
  readonly kind: SecurityEventKind;
  readonly companyId: string | null;
  readonly at: Date;
  readonly actor: SecurityActor | null;
  /** The request that caused it (address and User-Agent), null when the system acted. */
  readonly origin: RequestOrigin | null;
  readonly target?: SecurityTarget | null;
  readonly change?: { readonly from: string | null; readonly to: string | null } | null;
  readonly reason?: LoginFailureReason | null;
}

/** Cuts `text` to at most `max` characters (code points, so a pair is never split). */
const cut = (text: string, max: number): string => {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
};

/** `text` without what the database cannot store (rules 20.12: a header is cleaned, not refused), cut to `max`; null when nothing is left. */
const storable = (text: string | undefined, max: number): string | null => {
  const clean = cut(withoutUnstorableCharacters(text ?? ''), max);
  return clean.length === 0 ? null : clean;
};

/** The User-Agent header of `origin`, at most USER_AGENT_MAX characters; null when absent or empty. */
export const userAgentOf = (origin: RequestOrigin): string | null => {
  const raw = origin.headers['user-agent'];
  return storable(Array.isArray(raw) ? raw[0] : raw, USER_AGENT_MAX);
};

/** The client address of `origin` (Fastify's `request.ip`, which honours TRUST_PROXY), at most ADDRESS_MAX characters. */
export const addressOf = (origin: RequestOrigin): string | null => storable(origin.ip, ADDRESS_MAX);

/**
 * Writes one security event (rules 20.12) with `db`, which should be the transaction of the
 * change it records, so a refused or rolled-back call records nothing. Takes the address and the
 * User-Agent (truncated) from `event.origin`. Never give it a password, token, session id or link:
 * nothing here can tell them apart from a label.
 */
export const recordSecurityEvent = async (db: Kysely<Database>, event: SecurityEventInput): Promise<void> => {
  await securityDb(db)
    .insertInto('security_events')
    .values({
      company_id: event.companyId,
      kind: event.kind,
      occurred_at: event.at,
      actor_user_id: event.actor?.id ?? null,
      actor_name: event.actor?.name ?? null,
      actor_email: event.actor?.email ?? null,
      address: event.origin === null ? null : addressOf(event.origin),
      user_agent: event.origin === null ? null : userAgentOf(event.origin),
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      target_label: event.target?.label ?? null,
      change_from: event.change?.from ?? null,
      change_to: event.change?.to ?? null,
      reason: event.reason ?? null,
    })
    .execute();
};

/** A person's display name: first and last name, or the email while they have none (an invited person). */
export const personLabel = (p: { readonly first_name: string; readonly last_name: string; readonly email: string }): string =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

/** A member as an actor and their company (`companyId` null for a guest). */
export interface Member {
  readonly actor: SecurityActor;
  readonly companyId: string | null;
}

/** The member `userId` as an actor (name and email now) with their company, or null when there is no such user. */
export const memberOf = async (db: Kysely<Database>, userId: string): Promise<Member | null> => {
  const row = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'company_id']).where('id', '=', userId).executeTakeFirst();
  return row === undefined ? null : memberFromRow(row);
};

/** A member from a users row read elsewhere. */
export const memberFromRow = (row: {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly company_id: string | null;
}): Member => ({
  actor: { id: row.id, name: personLabel(row), email: row.email },
  companyId: row.company_id,
});

/** A person as a target (their name, or email while invited). */
export const personTarget = (row: {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}): SecurityTarget => ({
  type: 'person',
  id: row.id,
  label: personLabel(row),
});

/** The API key a change was made with (auth/caller-cache.ts ApiKeyOfCaller): its row id, name and shown prefix. */
export interface ActingKey {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
}

/** Who changes something: the route's caller, a member of `companyId` or, with `apiKey`, that key of the company (acting under `userId`, its admin). */
export interface ActingAs {
  readonly userId: string;
  readonly companyId: string | null;
  readonly apiKey?: ActingKey | undefined;
}

/** An event of one action by a caller: `recordSecurityEvent`'s fields, plus (migration 0027) the change field by field and the machine concerned. */
export type MemberEvent = Pick<SecurityEventInput, 'kind' | 'target' | 'change' | 'reason'> & {
  readonly fields?: readonly FieldChange[] | null;
  readonly equipmentId?: string | null;
};

type ActorColumns = {
  readonly actor_user_id: string | null;
  readonly actor_name: string | null;
  readonly actor_email: string | null;
  readonly actor_api_key_id: string | null;
  readonly actor_api_key_prefix: string | null;
};

/** The actor columns of `by`: the API key (name and prefix, no person) when it acted with one, else the member as named now (read with `db`). */
const actorColumnsOf = async (db: Kysely<Database>, by: ActingAs): Promise<ActorColumns> => {
  if (by.apiKey !== undefined)
    return { actor_user_id: null, actor_name: by.apiKey.name, actor_email: null, actor_api_key_id: by.apiKey.id, actor_api_key_prefix: by.apiKey.prefix };
  const actor = (await memberOf(db, by.userId))?.actor ?? null;
  return {
    actor_user_id: actor?.id ?? null,
    actor_name: actor?.name ?? null,
    actor_email: actor?.email ?? null,
    actor_api_key_id: null,
    actor_api_key_prefix: null,
  };
};

/**
 * Records `event` acted by `by` (a route's caller: the member `userId` of `companyId`, or the API
 * key `by.apiKey`): reads their name and email with `db` (the change's transaction) and writes the
 * event with it.
 */
export const recordMemberEvent = async (db: Kysely<Database>, by: ActingAs, origin: RequestOrigin | null, at: Date, event: MemberEvent): Promise<void> =>
  recordMemberEvents(db, by, origin, at, [event]);

/** Events written per INSERT by `recordMemberEvents` (19 parameters each, under PostgreSQL's 65,535). */
const EVENTS_PER_INSERT = 1000;

/**
 * `recordMemberEvent` for many events of one action (a bulk delete: one `record_deleted` per
 * machine): the actor read once, the events written a thousand per statement, all with `db`
 * (the change's transaction) at `at` from `origin`.
 */
export const recordMemberEvents = async (
  db: Kysely<Database>,
  by: ActingAs,
  origin: RequestOrigin | null,
  at: Date,
  events: readonly MemberEvent[],
): Promise<void> => {
  if (events.length === 0) return;
  const actor = await actorColumnsOf(db, by);
  const address = origin === null ? null : addressOf(origin);
  const userAgent = origin === null ? null : userAgentOf(origin);
  for (let i = 0; i < events.length; i += EVENTS_PER_INSERT) {
    await securityDb(db)
      .insertInto('security_events')
      .values(
        events.slice(i, i + EVENTS_PER_INSERT).map((event) => ({
          company_id: by.companyId,
          kind: event.kind,
          occurred_at: at,
          ...actor,
          address,
          user_agent: userAgent,
          target_type: event.target?.type ?? null,
          target_id: event.target?.id ?? null,
          target_label: event.target?.label ?? null,
          change_from: event.change?.from ?? null,
          change_to: event.change?.to ?? null,
          reason: event.reason ?? null,
          fields: event.fields === undefined || event.fields === null ? null : JSON.stringify(event.fields),
          equipment_id: event.equipmentId ?? null,
        })),
      )
      .execute();
  }
};
