import pg from 'pg';

/** How often the monitor asks the database `select 1`, ms (between the end of one probe and the next). */
export const PROBE_EVERY_MS = 500;
/** Longest wait for `select 1` on an open connection before the database counts as unreachable, ms. */
export const PROBE_ANSWER_MS = 1_000;
/** Longest wait for a new PostgreSQL connection (the pool's, the listener's and the probe's), ms. */
export const CONNECT_TIMEOUT_MS = 1_500;

/**
 * Whether the PostgreSQL server answers, as one process sees it (rules 20.9). `reachable()`
 * is what the last probe found (true until a probe fails); `onChange` hears every change (false:
 * it went away; true: it is back) and answers the function that stops listening; `suspect()` asks
 * for a probe now (a query just lost its connection); `stop()` ends the probing and its connection.
 */
export interface DatabaseHealth {
  readonly reachable: () => boolean;
  readonly onChange: (listener: (reachable: boolean) => void) => () => void;
  readonly suspect: () => void;
  readonly stop: () => void;
}

/** Forgets a client at once: ends it and destroys its socket (`end()` alone waits on a silent network). */
export const destroyClient = (client: pg.Client): void => {
  client.end().catch(() => undefined);
  client.connection.stream.destroy();
};

/**
 * `promise` settled within `ms`: 'answered', or 'late'. The deadline looks once more after the
 * pending I/O (setImmediate), so an answer that arrived while the event loop was busy counts.
 * A rejection is passed on.
 */
const within = async (promise: Promise<unknown>, ms: number): Promise<'answered' | 'late'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve('late')), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise.then(() => 'answered' as const), late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Starts probing the PostgreSQL server of `url` on one connection of its own (unreferenced: it
 * never keeps the process alive): `select 1` every PROBE_EVERY_MS. A probe fails when the open
 * connection does not answer within PROBE_ANSWER_MS (a silent network or a hung server), or when it
 * dropped and a new connection cannot be opened within CONNECT_TIMEOUT_MS or answer in time (a
 * refused port, a server shut down). One connection ended by the server (pg_terminate_backend, a
 * restart already over) is not an outage: a new one answers and nothing changes.
 */
export const startHealthMonitor = (url: string): DatabaseHealth => {
  let up = true;
  let stopped = false;
  let client: pg.Client | null = null;
  let wake: (() => void) | null = null;
  const listeners = new Set<(reachable: boolean) => void>();

  const drop = (c: pg.Client): void => {
    if (client === c) client = null;
    destroyClient(c);
  };
  const fresh = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, application_name: 'yardfleet-health' });
    next.on('error', () => drop(next));
    try {
      await next.connect();
      (next.connection.stream as { unref?: () => void }).unref?.();
      if (stopped || (await within(next.query('select 1'), PROBE_ANSWER_MS)) === 'late') {
        drop(next);
        return stopped;
      }
    } catch {
      drop(next);
      return false;
    }
    client = next;
    return true;
  };
  const probe = async (): Promise<boolean> => {
    const open = client;
    if (open === null) return fresh();
    try {
      if ((await within(open.query('select 1'), PROBE_ANSWER_MS)) === 'answered') return true;
      drop(open);
      return false;
    } catch {
      drop(open);
      return fresh();
    }
  };
  const loop = async (): Promise<void> => {
    while (!stopped) {
      const reachable = await probe();
      if (!stopped && reachable !== up) {
        up = reachable;
        for (const listener of [...listeners]) {
          try {
            listener(reachable);
          } catch {
            // A listener's own failure must not stop the probing.
          }
        }
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, PROBE_EVERY_MS);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  void loop();

  return {
    reachable: () => up,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    suspect: () => wake?.(),
    stop: () => {
      stopped = true;
      wake?.();
      if (client !== null) drop(client);
    },
  };
};
