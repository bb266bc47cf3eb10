import pg from 'pg';
import { CONNECT_TIMEOUT_MS, destroyClient, type DatabaseHealth } from './health';

/**
 * LISTEN on the database a Kysely instance of `connect` talks to (live updates: architecture 6).
 * `listen(channel, onPayload, onGap)` resolves once listening and answers the function that stops.
 * `onGap` is called when notifications may have been missed (PostgreSQL: the listening connection
 * dropped and was opened again), so the caller can resynchronise.
 */
export interface ChannelListener {
  readonly listen: (channel: string, onPayload: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
}

/** Delay before opening a dropped PostgreSQL listening connection again, ms. */
export const RECONNECT_MS = 1_000;

interface Subscriber {
  readonly onPayload: (payload: string) => void;
  readonly onGap: () => void;
}

/**
 * PostgreSQL: one dedicated `pg.Client` (outside the pool) that LISTENs on every channel asked of
 * it (the live updates' and the caller cache's share it, decision 0016) and opens itself again
 * RECONNECT_MS after an error or a drop, calling every `onGap` each time it is back (rules 12.3). A
 * connection attempt gives up after CONNECT_TIMEOUT_MS, so a silent network never holds the retry
 * loop; when `health` finds the database unreachable the connection is dropped too, since a silent
 * network would otherwise leave it waiting for notifications that never come (rules 20.9).
 * The first `listen` resolves once listening (and rejects when the connection cannot open); a
 * later one joins the open connection, or the next one while it reconnects.
 */
export const postgresListener = (url: string, health: DatabaseHealth): ChannelListener => {
  const channels = new Map<string, Set<Subscriber>>();
  const listened = new WeakMap<pg.Client, Set<string>>();
  let client: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopWatching: (() => void) | null = null;
  const gap = (): void => {
    for (const subscribers of [...channels.values()]) for (const s of [...subscribers]) s.onGap();
  };
  const reopen = (): void => {
    if (channels.size === 0 || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      open().then(gap, reopen);
    }, RECONNECT_MS);
    retry.unref();
  };
  const listenOn = async (next: pg.Client, channel: string): Promise<void> => {
    const done = listened.get(next) ?? new Set<string>();
    listened.set(next, done);
    if (done.has(channel)) return;
    done.add(channel);
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, application_name: 'yardfleet-live' });
    let ready = false;
    const dropped = (): void => {
      if (!ready || client !== next) return;
      client = null;
      destroyClient(next);
      reopen();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const s of [...(channels.get(message.channel) ?? [])]) s.onPayload(message.payload);
    });
    try {
      await next.connect();
      for (const channel of [...channels.keys()]) await listenOn(next, channel);
    } catch (error) {
      destroyClient(next);
      throw error;
    }
    if (channels.size === 0) {
      destroyClient(next);
      return;
    }
    ready = true;
    client = next;
  };
  return {
    listen: async (channel, onPayload, onGap) => {
      const subscriber: Subscriber = { onPayload, onGap };
      const subscribers = channels.get(channel) ?? new Set<Subscriber>();
      channels.set(channel, subscribers);
      subscribers.add(subscriber);
      const stop = async (): Promise<void> => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && channels.get(channel) === subscribers) {
          channels.delete(channel);
          const current = client;
          if (current !== null) {
            listened.get(current)?.delete(channel);
            await current.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
          }
        }
        if (channels.size > 0) return;
        stopWatching?.();
        stopWatching = null;
        if (retry !== null) clearTimeout(retry);
        retry = null;
        const last = client;
        client = null;
        if (last !== null) destroyClient(last);
      };
      stopWatching ??= health.onChange((reachable) => {
        const current = client;
        if (!reachable && current !== null) {
          client = null;
          destroyClient(current);
          reopen();
        }
      });
      try {
        if (client === null && opening === null && retry === null) {
          opening = open().finally(() => {
            opening = null;
          });
          await opening;
        } else if (opening !== null) {
          await opening.catch(() => undefined);
        }
        const current = client;
        if (current !== null) await listenOn(current, channel);
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    },
  };
};
