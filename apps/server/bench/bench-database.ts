import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';

/**
 * A throwaway database for a benchmark: PGlite in a temp folder, or (DATABASE_URL set) a database
 * `yf_bench_<random>` created on that server; `dispose` closes and removes it.
 */
export const openBenchDatabase = async (): Promise<{ db: Kysely<Database>; name: string; dispose: () => Promise<void> }> => {
  const url = loadConfig().databaseUrl;
  if (url === null) {
    const dir = mkdtempSync(join(tmpdir(), 'yf-bench-'));
    const db = connect({ kind: 'pglite', dataDir: dir });
    return { db, name: 'PGlite', dispose: async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `yf_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = connect({ kind: 'postgres', url: target.toString() });
  return {
    db,
    name: `PostgreSQL (${new URL(url).host})`,
    dispose: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
