import pg from 'pg';
import { connect } from '../src/db/connect';
import type { Backend } from './harness';
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
      const name = `yf_outage_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const server = new URL(url);
      const opened = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      proxy = opened;
      const target = new URL(url);
      target.pathname = `/${name}`;
      direct = target.toString();
      target.host = `127.0.0.1:${opened.port}`;
      const db = connect(statementTimeoutMs === undefined ? { kind: 'postgres', url: target.toString() } : { kind: 'postgres', url: target.toString(), statementTimeoutMs });
      return {
        db,
        dispose: async () => {
          await opened.restore();
          await db.destroy();
          await opened.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
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
