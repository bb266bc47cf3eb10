import pg from 'pg';
import { CONNECT_TIMEOUT_MS, destroyClient, type DatabaseHealth } from './health';

/**
 * LISTEN on the database a Kysely instance of `connect` talks to (issue 9, DESIGN 6 live updates).
 * `listen(channel, onPayload, onGap)` resolves once listening and answers the function that stops.
 * `onGap` is called when notifications may have been missed (PostgreSQL: the listening connection
 * dropped and was opened again), so the caller can resynchronise.
 */
export interface ChannelListener {
  readonly listen: (channel: string, onPayload: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
}

/** Delay before opening a dropped PostgreSQL listening connection again, ms. */
export const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: one dedicated `pg.Client` (outside the pool) that LISTENs and opens itself again
 * RECONNECT_MS after an error or a drop, calling `onGap` each time it is back (issue 9). A
 * connection attempt gives up after CONNECT_TIMEOUT_MS, so a silent network never holds the retry
 * loop; when `health` finds the database unreachable the connection is dropped too, since a silent
 * network would otherwise leave it waiting for notifications that never come (issue 13 item 5).
 */
export const postgresListener = (url: string, health: DatabaseHealth): ChannelListener => ({
  listen: async (channel, onPayload, onGap) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const reopen = (): void => {
      if (stopped || retry !== null) return;
      retry = setTimeout(() => {
        retry = null;
        open().then(onGap, reopen);
      }, RECONNECT_MS);
      retry.unref();
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
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        destroyClient(next);
        throw error;
      }
      if (stopped) {
        destroyClient(next);
        return;
      }
      ready = true;
      client = next;
    };
    const stopWatching = health.onChange((reachable) => {
      const current = client;
      if (!reachable && current !== null) {
        client = null;
        destroyClient(current);
        reopen();
      }
    });
    try {
      await open();
    } catch (error) {
      stopWatching();
      throw error;
    }
    return async () => {
      stopped = true;
      stopWatching();
      if (retry !== null) clearTimeout(retry);
      const last = client;
      client = null;
      if (last !== null) destroyClient(last);
    };
  },
});
