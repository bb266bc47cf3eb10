import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { DEMO_LOGINS } from '../src/seed/people';
import { startServer } from '../src/server';

describe('the PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yf-persist-'));
  const webDist = mkdtempSync(join(tmpdir(), 'yf-persist-web-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });
  // startServer reads the environment: force the embedded database even where DATABASE_URL is set.
  const overrides = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, webDist, databaseUrl: null };

  it('survives a restart: the second start sees the same users and sessions and does not seed again', async () => {
    const first = await startServer({ overrides, logger: false });
    expect(first.migrations).toEqual([
      '0001-initial-schema',
      '0002-accounts',
      '0003-fleet',
      '0004-live-events',
      '0005-power',
      '0006-reports',
      '0007-mail-attachments',
      '0008-report-indexes',
      '0009-gateways-dealers',
      '0010-notifications',
      '0011-security-log',
      '0012-equipment-list-at-scale',
      '0013-session-change-notify',
      '0015-service-marks',
      '0016-equipment-search-suffixes',
      '0017-ingest-at-scale',
      '0018-grouped-notices',
      '0019-alerts',
      '0020-alert-events',
      '0021-offline-out-for-work',
      '0022-report-schedule-timing',
      '0023-machine-last-warehouse',
      '0024-alert-rules-version',
      '0025-api-keys',
      '0026-webhooks',
      '0027-activity-history',
      '0030-live-stream-leases',
      '0031-equipment-filter-indexes',
      '0032-search-suffixes-by-difference',
    ]);
    expect(first.seeded?.equipment).toBe(174);
    const login = await fetch(`${first.url}/web-hmac/web/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.admin, password: 'Demo1234' }),
    });
    const session = ((await login.json()) as { entry: { token: string; uid: string } }).entry;
    await first.close();

    const second = await startServer({ overrides, logger: false });
    try {
      expect(second.migrations).toEqual([]);
      expect(second.seeded).toBeNull();
      const info = await fetch(`${second.url}/web-hmac/web/auth/login/info`, { headers: session });
      expect(await info.json()).toMatchObject({ code: 200, entry: { email: DEMO_LOGINS.admin, companyName: 'Greenway Grounds Care' } });
    } finally {
      await second.close();
    }
  });
});
