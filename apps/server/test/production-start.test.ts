import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type ServerConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { startServer } from '../src/server';
import { SEED_TIME } from './harness';

/**
 * Rules 20.1, in process on PGlite: production (`mode: 'production'`) seeds nothing into an
 * empty database (not the demo, not the fictional dealer directory), and refuses to serve a
 * database the demo seeded, whose logins and password are published.
 */

const scratch = mkdtempSync(join(tmpdir(), 'yf-production-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const production = (dataDir: string): Partial<ServerConfig> => ({
  ...loadConfig({}),
  mode: 'production',
  smtpUrl: 'smtp://127.0.0.1:9',
  publicUrl: 'https://fleet.example.test',
  databaseUrl: null,
  dataDir,
  webDist: join(scratch, 'no-web'),
  port: 0,
  reportSchedulerPollMs: null,
  alertWorkers: false,
});

describe('production start', () => {
  it('migrates an empty database and seeds nothing', async () => {
    const dataDir = join(scratch, 'empty');
    const server = await startServer({ overrides: production(dataDir), logger: false });
    try {
      expect(server.seeded).toBeNull();
      expect(server.migrations.length).toBeGreaterThan(0);
      expect(server.app.server.listening).toBe(true);
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(200);
    } finally {
      expect(await server.close()).toBe(true);
    }
    const db = connect({ kind: 'pglite', dataDir });
    try {
      for (const table of ['users', 'companies', 'equipment', 'dealers'] as const) {
        expect(await db.selectFrom(table).select('id').execute(), table).toEqual([]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('refuses a database holding the demo logins, naming the fix', async () => {
    const dataDir = join(scratch, 'demo');
    const db = connect({ kind: 'pglite', dataDir });
    await migrateToLatest(db);
    await seedDemo(db, { now: SEED_TIME, passwordHash: 'not-a-real-hash' });
    await db.destroy();
    const refused = startServer({ overrides: production(dataDir), logger: false });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      /This database holds the demo accounts \(.+@demo\.yardfleet\.test, password published\).+Set DATABASE_URL to a new, empty database/,
    );
  });
});
