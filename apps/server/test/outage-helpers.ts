import { connect } from '../src/db/connect';
import type { Backend } from './harness';
import { createScratchPostgres, uniqueDatabaseName } from './scratch-postgres';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * A throwaway database on the PostgreSQL server of `url`, reached by the app through a TCP proxy
 * it can cut (rules 20.9), as a harness Backend: `proxy` is there once `open` ran.
 * `statementTimeoutMs` is the app's statement timeout (default: the configured default).
 */
export const proxiedPostgres = (url: string, statementTimeoutMs?: number): Backend & { readonly proxy: () => TcpProxy; readonly directUrl: () => string } => {
  let proxy: TcpProxy | undefined;
  let direct: string | undefined;
  return {
    name: 'postgres',
    proxy: () => {
      if (proxy === undefined) throw new Error('open the backend first');
      return proxy;
    },
    directUrl: () => {
      if (direct === undefined) throw new Error('open the backend first');
      return direct;
    },
    open: async () => {
      const scratch = await createScratchPostgres(url, uniqueDatabaseName('yf_outage'));
      const server = new URL(url);
      const opened = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      proxy = opened;
      direct = scratch.url;
      const target = new URL(scratch.url);
      target.host = `127.0.0.1:${opened.port}`;
      const db = connect(
        statementTimeoutMs === undefined ? { kind: 'postgres', url: target.toString() } : { kind: 'postgres', url: target.toString(), statementTimeoutMs },
      );
      return {
        db,
        dispose: async () => {
          await opened.restore();
          await db.destroy();
          await opened.close();
          await scratch.drop();
        },
      };
    },
  };
};

/** `work`'s result and how long it took, ms. */
export const timed = async <T>(work: () => Promise<T>): Promise<{ readonly result: T; readonly ms: number }> => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/** Calls `attempt` every `everyMs` until it answers true; resolves the ms it took, or rejects after `withinMs`. */
export const until = async (attempt: () => Promise<boolean>, withinMs: number, everyMs = 50): Promise<number> => {
  const started = performance.now();
  for (;;) {
    if (await attempt()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
