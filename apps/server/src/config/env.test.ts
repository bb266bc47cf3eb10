import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileOrigin } from './env';

describe('loadConfig', () => {
  it('defaults to the demo on port 8080 of 127.0.0.1, PGlite under <repo>/.data/pglite and the web build under apps/web/dist', () => {
    expect(loadConfig({}, '/repo')).toEqual({
      mode: 'demo',
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      databaseUrl: null,
      databaseStatementTimeoutMs: 15_000,
      dataDir: '/repo/.data/pglite',
      webDist: '/repo/apps/web/dist',
      sessionIdleMinutes: 60,
      sessionAbsoluteHours: 12,
      logLevel: 'info',
      smtpUrl: null,
      mailFrom: 'Yardfleet <no-reply@yardfleet.test>',
      publicUrl: 'http://localhost:8080',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      apiKeyRequestsPerMinute: 300,
      liveStreamsPerSession: 4,
      liveStreamsPerCompany: 200,
      liveHeartbeatMs: 20_000,
      reportSchedulerPollMs: 30_000,
      alertWorkers: true,
      operatorToken: null,
      workers: 1,
      sharedReads: true,
      mqtt: null,
    });
  });

  it('runs in production only with NODE_ENV=production, and then requires SMTP_URL and PUBLIC_URL, naming each one missing', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, '/repo').mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }, '/repo').mode).toBe('demo');
    const production = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:587', PUBLIC_URL: 'https://fleet.example.test/' }, '/repo');
    expect(production).toMatchObject({
      mode: 'production',
      smtpUrl: 'smtp://mail.example.test:587',
      publicUrl: 'https://fleet.example.test',
      host: '127.0.0.1',
    });
    const problem = (env: Record<string, string>): string => {
      try {
        loadConfig(env, '/repo');
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
      }
      return 'no ConfigError';
    };
    const both = problem({ NODE_ENV: 'production' });
    expect(both).toMatch(/SMTP_URL is required in production/);
    expect(both).toMatch(/PUBLIC_URL is required in production/);
    expect(problem({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' })).not.toMatch(/SMTP_URL/);
    expect(problem({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' })).toMatch(/PUBLIC_URL is required/);
    expect(problem({ NODE_ENV: 'production', SMTP_URL: '  ', PUBLIC_URL: 'https://fleet.example.test' })).toMatch(
      /^Invalid or missing environment variables: SMTP_URL is required/,
    );
  });

  it('honours X-Forwarded-* only for the proxies TRUST_PROXY names (addresses, CIDR ranges or range names; no hop count)', () => {
    expect(loadConfig({ TRUST_PROXY: '' }, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }, '/repo').trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8 ,loopback' }, '/repo').trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', '0', '2', '10.0.0.0/33', '10.0.0/8', 'proxy.example.test', '::1/129', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, '/repo'), bad).toThrow(/TRUST_PROXY must name the reverse proxy/);
    }
  });

  it('reads SHUTDOWN_TIMEOUT_MS and refuses values out of range', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }, '/repo').shutdownTimeoutMs).toBe(2500);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' }, '/repo').shutdownTimeoutMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' }, '/repo')).toThrow(/SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000/);
  });

  it('reads OPERATOR_TOKEN (null when unset or blank) and refuses a short one or one with spaces', () => {
    expect(loadConfig({ OPERATOR_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }, '/repo').operatorToken).toBe('a1b2c3d4e5f6a7b8c9d0');
    expect(loadConfig({ OPERATOR_TOKEN: '   ' }, '/repo').operatorToken).toBeNull();
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' }, '/repo')).toThrow(/OPERATOR_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'has a space in the middle' }, '/repo')).toThrow(/OPERATOR_TOKEN/);
  });

  it('runs the alert sweep and mail worker by default, and not with ALERT_WORKERS=off', () => {
    expect(loadConfig({}, '/repo').alertWorkers).toBe(true);
    expect(loadConfig({ ALERT_WORKERS: 'on' }, '/repo').alertWorkers).toBe(true);
    expect(loadConfig({ ALERT_WORKERS: 'off', REPORT_SCHEDULER: 'on' }, '/repo').alertWorkers).toBe(false);
    expect(loadConfig({ REPORT_SCHEDULER: 'off' }, '/repo').alertWorkers).toBe(true);
    expect(() => loadConfig({ ALERT_WORKERS: 'maybe' }, '/repo')).toThrow(/ALERT_WORKERS must be on or off/);
  });

  it('runs the scheduled report runner by default, every REPORT_SCHEDULER_POLL_MS, and not with REPORT_SCHEDULER=off', () => {
    expect(loadConfig({ REPORT_SCHEDULER_POLL_MS: '5000' }, '/repo').reportSchedulerPollMs).toBe(5000);
    expect(loadConfig({ REPORT_SCHEDULER: 'on' }, '/repo').reportSchedulerPollMs).toBe(30_000);
    expect(loadConfig({ REPORT_SCHEDULER: 'off', REPORT_SCHEDULER_POLL_MS: '5000' }, '/repo').reportSchedulerPollMs).toBeNull();
    expect(() => loadConfig({ REPORT_SCHEDULER: 'sometimes' }, '/repo')).toThrow(/REPORT_SCHEDULER must be on or off/);
    expect(loadConfig({}, '/repo').workers).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/yf' }, '/repo').workers).toBe(2);
    expect(() => loadConfig({ WORKERS: '2' }, '/repo')).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://db/yf' }, '/repo')).toThrow(/WORKERS/);
    // Identical reads in flight are shared only in a process that serves alone (decision 0019, docs/deploy.md "Several hosts").
    expect(loadConfig({ SHARED_READS: 'off', DATABASE_URL: 'postgres://db/yf' }, '/repo').sharedReads).toBe(false);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/yf' }, '/repo').sharedReads).toBe(false);
    expect(() => loadConfig({ SHARED_READS: 'sometimes' }, '/repo')).toThrow(/SHARED_READS must be on or off/);
    expect(() => loadConfig({ REPORT_SCHEDULER_POLL_MS: '10' }, '/repo')).toThrow(/REPORT_SCHEDULER_POLL_MS/);
  });

  it('reads the live stream caps and heartbeat, and refuses values out of range', () => {
    expect(loadConfig({ LIVE_STREAMS_PER_SESSION: '2', LIVE_STREAMS_PER_COMPANY: '1500', LIVE_HEARTBEAT_MS: '5000' }, '/repo')).toMatchObject({
      liveStreamsPerSession: 2,
      liveStreamsPerCompany: 1500,
      liveHeartbeatMs: 5000,
    });
    expect(() => loadConfig({ LIVE_STREAMS_PER_SESSION: '0' }, '/repo')).toThrow(/LIVE_STREAMS_PER_SESSION must be a whole number from 1 to 1000/);
    expect(() => loadConfig({ LIVE_STREAMS_PER_COMPANY: 'many' }, '/repo')).toThrow(/LIVE_STREAMS_PER_COMPANY/);
    expect(() => loadConfig({ LIVE_HEARTBEAT_MS: '10' }, '/repo')).toThrow(/LIVE_HEARTBEAT_MS/);
  });

  it('reads the map tile service, turns it off with MAP_TILE_URL=off and refuses a URL that is not http(s)', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps' }, '/repo').mapTiles).toEqual({
      url: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    expect(loadConfig({ MAP_TILE_URL: 'off', MAP_TILE_ATTRIBUTION: '© Example Maps' }, '/repo').mapTiles).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles.example.org/{z}/{x}/{y}.png' }, '/repo')).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.{s}.example.org/{z}/{x}/{y}.png' }, '/repo')).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.org;script-src 'unsafe-inline'/{z}.png" }, '/repo')).toThrow(/MAP_TILE_URL/);
  });

  it('gives the CSP origin of a tile URL template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8081');
    expect(tileOrigin('ftp://tiles.example.org/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it('reads the mail settings and refuses a non-SMTP SMTP_URL or a non-HTTP PUBLIC_URL', () => {
    const config = loadConfig(
      { PORT: '18081', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Fleet <fleet@example.test>', PUBLIC_URL: 'https://fleet.example.test/' },
      '/repo',
    );
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
      {
        PORT: '18080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        DATA_DIR: 'tmp/db',
        WEB_DIST: '/srv/web',
        SESSION_IDLE_MINUTES: '15',
        SESSION_ABSOLUTE_HOURS: '8',
        LOG_LEVEL: 'warn',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      port: 18080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/repo/tmp/db',
      webDist: '/srv/web',
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 8,
      logLevel: 'warn',
    });
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, '/repo')).toThrow(/PORT must be a whole number from 1 to 65535/);
  });
});
