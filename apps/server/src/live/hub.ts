import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { LiveEntity } from '@yardfleet/contract/endpoints/live';
import type { SessionPolicy } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { changeMessage, HEARTBEAT_MESSAGE, RESET_MESSAGE } from './messages';

/** One event as the hub fans it out: event id (live_events.id), entity, entity id. */
export type HubEvent = readonly [eventId: string, entity: LiveEntity, entityId: string];

/** Who holds a stream: the caller's company (the only events it gets) and session (its caps, its end). */
export interface StreamOwner {
  readonly companyId: string;
  readonly tokenHash: string;
}

/** An open stream as its route sees it. */
export interface OpenStream {
  /**
   * Ends the replay phase: writes the events that arrived while the replay ran (except those whose
   * ids `replayed` already sent) and from then on writes each event as it arrives.
   */
  readonly goLive: (replayed: ReadonlySet<string>) => void;
}

/** The most open streams: per session and per company, over every server process (rules 12.5, decision 0032). */
export interface StreamCaps {
  readonly perSession: number;
  readonly perCompany: number;
}

interface Stream {
  readonly owner: StreamOwner;
  readonly raw: ServerResponse;
  /** Its row in live_stream_leases, which counts it against the caps in every process. */
  readonly leaseId: string;
  /** Events that arrived during the replay, or null once live. */
  pending: { readonly id: string; readonly text: string }[] | null;
}

/** A stream whose client reads this far behind (bytes queued in the socket) is ended; it reconnects with Last-Event-ID. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/**
 * The in-memory hub of one server process (rules 12; architecture 6): company -> its open streams. The
 * process's one LISTEN connection feeds it (`deliver`); it writes each event only to the streams
 * of that event's company. One timer writes the heartbeat comment to every stream each
 * `heartbeatMs` and ends the streams whose session was ended elsewhere or expired (idle or
 * absolute, the sessions module's policy), with one query for all of them. The same timer renews
 * the leases of this process's streams in live_stream_leases (LEASE_HEARTBEATS heartbeats long)
 * and drops lapsed ones, so the caps count every process's streams and a dead process's streams
 * stop counting within a lease (decision 0032).
 */
export interface LiveHub {
  /**
   * Registers a stream of `owner` writing to `raw`, in its replay phase, after taking a lease that
   * counts it against the caps of every process; null when a cap is reached, the hub is closed or
   * `raw` closed meanwhile.
   */
  readonly open: (owner: StreamOwner, raw: ServerResponse) => Promise<OpenStream | null>;
  /** Writes events of `companyId` (in id order) to that company's streams only. */
  readonly deliver: (companyId: string, events: readonly HubEvent[]) => void;
  /** Tells every stream to refetch everything (`event: reset`): notifications may have been missed. */
  readonly resetAll: () => void;
  /** Ends the streams of the session with this token hash (logout), in this process. */
  readonly endSession: (tokenHash: string) => void;
  /** Ends every stream, gives back their leases and stops the timer; later `open` calls answer null. */
  readonly close: () => Promise<void>;
  /** How many streams are open (for tests and the benchmark). */
  readonly size: () => number;
}

/** How many heartbeats a stream's lease lasts unrenewed: a process that died frees its slots within this many. */
export const LEASE_HEARTBEATS = 3;

/** Builds a hub; `db`, `clock` and `sessions` serve the heartbeat's session check. */
export const createLiveHub = (options: {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly sessions: SessionPolicy;
  readonly caps: StreamCaps;
  readonly heartbeatMs: number;
  readonly onError: (error: unknown) => void;
}): LiveHub => {
  const byCompany = new Map<string, Set<Stream>>();
  const bySession = new Map<string, Set<Stream>>();
  let closed = false;
  const leaseMs = options.heartbeatMs * LEASE_HEARTBEATS;

  /** Takes a lease for a stream of `owner` if both caps allow it (one company at a time, across processes); its id, or null. */
  const claim = (owner: StreamOwner): Promise<string | null> =>
    options.db.transaction().execute(async (trx) => {
      const now = options.clock.now();
      await sql`select pg_advisory_xact_lock(hashtext(${`live-streams:${owner.companyId}`}))`.execute(trx);
      const counts = await sql<{ company: number; session: number }>`select count(*)::int as company,
          count(*) filter (where token_hash = ${owner.tokenHash})::int as session
        from live_stream_leases where company_id = ${owner.companyId} and expires_at > ${now}`.execute(trx);
      const taken = counts.rows[0] ?? { company: 0, session: 0 };
      if (taken.company >= options.caps.perCompany || taken.session >= options.caps.perSession) return null;
      const id = randomUUID();
      await sql`insert into live_stream_leases (id, company_id, token_hash, expires_at)
        values (${id}, ${owner.companyId}, ${owner.tokenHash}, ${new Date(now.getTime() + leaseMs)})`.execute(trx);
      return id;
    });
  const release = (leaseIds: readonly string[]): Promise<void> =>
    leaseIds.length === 0
      ? Promise.resolve()
      : sql`delete from live_stream_leases where id = any(${leaseIds}::uuid[])`.execute(options.db).then(() => undefined);
  const renew = async (): Promise<void> => {
    const now = options.clock.now();
    const ids = [...byCompany.values()].flatMap((streams) => [...streams].map((stream) => stream.leaseId));
    if (ids.length > 0)
      await sql`update live_stream_leases set expires_at = ${new Date(now.getTime() + leaseMs)} where id = any(${ids}::uuid[])`.execute(options.db);
    await sql`delete from live_stream_leases where expires_at <= ${now}`.execute(options.db);
  };

  const remove = (stream: Stream): void => {
    const company = byCompany.get(stream.owner.companyId);
    const held = company?.delete(stream) ?? false;
    if (company?.size === 0) byCompany.delete(stream.owner.companyId);
    const session = bySession.get(stream.owner.tokenHash);
    session?.delete(stream);
    if (session?.size === 0) bySession.delete(stream.owner.tokenHash);
    // A closed stream frees its slot at once (rules 12.5); at shutdown `close` gives back every lease in one statement.
    if (held && !closed) release([stream.leaseId]).catch(options.onError);
  };
  const end = (stream: Stream): void => {
    remove(stream);
    if (!stream.raw.writableEnded) stream.raw.end();
  };
  const write = (stream: Stream, text: string): void => {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    stream.raw.write(text);
    if (stream.raw.writableLength > MAX_QUEUED_BYTES) end(stream);
  };

  const checkSessions = async (): Promise<void> => {
    const hashes = [...bySession.keys()];
    if (hashes.length === 0) return;
    const rows = await sql<{ token_hash: string; last_used_at: Date; expires_at: Date }>`select token_hash, last_used_at, expires_at from sessions
      where token_hash = any(${hashes}::text[])`.execute(options.db);
    const now = options.clock.now().getTime();
    const live = new Set(
      rows.rows
        .filter((r) => now < new Date(r.expires_at).getTime() && now < new Date(r.last_used_at).getTime() + options.sessions.idleMinutes * 60_000)
        .map((r) => r.token_hash),
    );
    for (const hash of hashes) if (!live.has(hash)) for (const stream of [...(bySession.get(hash) ?? [])]) end(stream);
  };

  const timer = setInterval(() => {
    for (const streams of byCompany.values()) for (const stream of [...streams]) write(stream, HEARTBEAT_MESSAGE);
    checkSessions().catch(options.onError);
    renew().catch(options.onError);
  }, options.heartbeatMs);
  timer.unref();

  return {
    open: async (owner, raw) => {
      if (closed) return null;
      const leaseId = await claim(owner);
      if (leaseId === null) return null;
      if (closed || raw.destroyed) {
        await release([leaseId]);
        return null;
      }
      const session = bySession.get(owner.tokenHash) ?? new Set<Stream>();
      const company = byCompany.get(owner.companyId) ?? new Set<Stream>();
      const stream: Stream = { owner, raw, leaseId, pending: [] };
      session.add(stream);
      company.add(stream);
      bySession.set(owner.tokenHash, session);
      byCompany.set(owner.companyId, company);
      raw.on('close', () => remove(stream));
      return {
        goLive: (replayed) => {
          const pending = stream.pending ?? [];
          stream.pending = null;
          const text = pending
            .filter((e) => !replayed.has(e.id))
            .map((e) => e.text)
            .join('');
          if (text !== '') write(stream, text);
        },
      };
    },
    deliver: (companyId, events) => {
      const streams = byCompany.get(companyId);
      if (streams === undefined || events.length === 0) return;
      const texts = events.map(([id, entity, entityId]) => ({ id, text: changeMessage(id, entity, entityId) }));
      const joined = texts.map((e) => e.text).join('');
      for (const stream of [...streams]) {
        if (stream.pending === null) write(stream, joined);
        else stream.pending.push(...texts);
      }
    },
    resetAll: () => {
      for (const streams of byCompany.values()) for (const stream of [...streams]) write(stream, RESET_MESSAGE);
    },
    endSession: (tokenHash) => {
      for (const stream of [...(bySession.get(tokenHash) ?? [])]) end(stream);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      const streams = [...byCompany.values()].flatMap((set) => [...set]);
      for (const stream of streams) end(stream);
      await release(streams.map((stream) => stream.leaseId)).catch(options.onError);
    },
    size: () => {
      let n = 0;
      for (const streams of byCompany.values()) n += streams.size;
      return n;
    },
  };
};
