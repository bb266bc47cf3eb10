import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { spawnServer, type ChildServer } from './child-server';

/**
 * Decision 0018: WORKERS above 1 runs the server as a node:cluster primary and that many worker
 * processes on one port (src/cluster.ts). Spawned as a real process (tsx, like the other process
 * tests), in production mode on a new PostgreSQL database, so start-up only migrates.
 */

const scratch = mkdtempSync(join(tmpdir(), 'yf-cluster-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The pids of `pid`'s child processes (the cluster's workers). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '')
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs`. */
const eventually = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://fleet.example.test',
  WEB_DIST: join(scratch, 'no-web'),
  REPORT_SCHEDULER: 'off',
};

describe('WORKERS: several server processes on one port', () => {
  let server: ChildServer | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  it('refuses WORKERS above 1 on the embedded PGlite, naming DATABASE_URL', async () => {
    server = await spawnServer({ ...production, DATA_DIR: join(scratch, 'pglite'), WORKERS: '2' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.stderr()).toMatch(/WORKERS above 1 needs DATABASE_URL/);
  });

  const databaseUrl = loadConfig().databaseUrl;
  it.runIf(databaseUrl !== null)(
    'migrates once, serves from each worker, replaces a worker that dies and stops them all on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const name = `yf_cluster_${process.pid}`;
      const admin = connect({ kind: 'postgres', url: databaseUrl ?? '' });
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      await sql`create database ${sql.id(name)}`.execute(admin);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      try {
        server = await spawnServer({ ...production, DATABASE_URL: url.toString(), WORKERS: '2' });
        await server.waitFor('/readyz');
        const primary = server.child.pid ?? 0;
        await eventually('two workers', () => childrenOf(primary).length === 2);
        await eventually('the start-up line', () => /"msg":"Yardfleet is running"/.test(server?.stderr() ?? ''));
        expect(server.stderr()).toMatch(/"workers":2/);
        // Each worker logs its own requests (a call without a session answers its 1401 envelope): many calls reach both.
        const info = '/web-hmac/web/auth/login/info';
        for (let call = 0; call < 40; call += 1) expect((await fetch(`${server.url}${info}`, { headers: { connection: 'close' } })).status).toBe(200);
        const served = new Set([...server.stdout().matchAll(/"pid":(\d+)[^\n]*"url":"\/web-hmac\/web\/auth\/login\/info"/g)].map((m) => m[1]));
        expect(served.size).toBe(2);

        const [first = 0, second = 0] = childrenOf(primary);
        process.kill(first, 'SIGKILL');
        await eventually('a replacement worker', () => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(first) && now.includes(second);
        });
        expect(server.stderr()).toMatch(/exited \(SIGKILL\): starting another/);
        await server.waitFor('/readyz');

        const workers = childrenOf(primary);
        server.child.kill('SIGTERM');
        expect(await server.exited).toEqual({ code: 0, signal: null });
        expect(workers.filter(alive)).toEqual([]);
        expect(server.stderr()).toMatch(/shutting down: 2 workers finish their requests in flight/);
      } finally {
        await server?.kill();
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
        await admin.destroy();
      }
    },
  );
});
