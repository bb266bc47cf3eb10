import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to port 8080 on 0.0.0.0, PGlite under <repo>/.data/pglite and the web build under apps/web/dist', () => {
    expect(loadConfig({}, '/repo')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/repo/.data/pglite',
      webDist: '/repo/apps/web/dist',
      sessionIdleMinutes: 60,
      sessionAbsoluteHours: 12,
      logLevel: 'info',
    });
  });

  it('reads every variable and resolves relative paths against the repository', () => {
    const config = loadConfig(
      { PORT: '18080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATA_DIR: 'tmp/db', WEB_DIST: '/srv/web', SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8', LOG_LEVEL: 'warn' },
      '/repo',
    );
    expect(config).toMatchObject({ port: 18080, host: '127.0.0.1', databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', dataDir: '/repo/tmp/db', webDist: '/srv/web', sessionIdleMinutes: 15, sessionAbsoluteHours: 8, logLevel: 'warn' });
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, '/repo')).toThrow(/PORT must be a whole number from 1 to 65535/);
  });
});
