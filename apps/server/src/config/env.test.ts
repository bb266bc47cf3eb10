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
      smtpUrl: null,
      mailFrom: 'Yardfleet <no-reply@yardfleet.test>',
      publicUrl: 'http://localhost:8080',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
    });
  });

  it('reads the mail settings and refuses a non-SMTP SMTP_URL or a non-HTTP PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '18081', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Fleet <fleet@example.test>', PUBLIC_URL: 'https://fleet.example.test/' }, '/repo');
    expect(config).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'Fleet <fleet@example.test>', publicUrl: 'https://fleet.example.test' });
    expect(loadConfig({ PORT: '18081' }, '/repo').publicUrl).toBe('http://localhost:18081');
    expect(() => loadConfig({ SMTP_URL: 'mail.example.test' }, '/repo')).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'fleet.example.test' }, '/repo')).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ GEOCODER_URL: 'off' }, '/repo').geocoderUrl).toBeNull();
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:7070/' }, '/repo').geocoderUrl).toBe('http://127.0.0.1:7070');
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim.example.test' }, '/repo')).toThrow(/GEOCODER_URL/);
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
