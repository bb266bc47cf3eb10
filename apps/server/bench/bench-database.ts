import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createScratchPostgres } from '../test/scratch-postgres';

/**
 * A throwaway database for a benchmark: PGlite in a temp folder, or (DATABASE_URL set) a database
 * `yf_bench_<random>` created on that server (`url`, null for PGlite); `dispose` closes and removes it.
 */
export const openBenchDatabase = async (): Promise<{ db: Kysely<Database>; name: string; url: string | null; dispose: () => Promise<void> }> => {
  const url = loadConfig().databaseUrl;
  if (url === null) {
    const dir = mkdtempSync(join(tmpdir(), 'yf-bench-'));
    const db = connect({ kind: 'pglite', dataDir: dir });
    return {
      db,
      name: 'PGlite',
      url: null,
      dispose: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchPostgres(url, `yf_bench_${Math.random().toString(36).slice(2, 10)}`);
  const db = connect({ kind: 'postgres', url: scratch.url });
  return {
    db,
    name: `PostgreSQL (${new URL(url).host})`,
    url: scratch.url,
    dispose: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
};
