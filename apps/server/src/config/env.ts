import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_HEARTBEAT_MS } from '@yardfleet/contract/endpoints/live';
import { API_KEY_REQUESTS_PER_WINDOW } from '@yardfleet/domain/rules/api-keys';
import { mqttSettingsOf, type MqttSettings } from './mqtt-env';
import { processSettingsOf, type ProcessSettings } from './processes-env';

/** Log levels accepted by Fastify's logger (pino). */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * How the server runs (rules 20.1), chosen by the Node convention `NODE_ENV=production`:
 * - `demo` (any other NODE_ENV, `npm start`): seeds the demo into an empty database, keeps mail in
 *   the outbox shown by the development mailbox when SMTP_URL is unset (to the local machine only).
 * - `production` (`npm run serve`): never seeds the demo, has no development mailbox, and refuses
 *   to start without SMTP_URL and PUBLIC_URL (docs/deploy.md).
 */
export type ServerMode = 'demo' | 'production';

/**
 * Which proxies' `X-Forwarded-*` headers are honoured (Fastify's `trustProxy`, rules 20.3):
 * false (none, the default) or the proxies' addresses and CIDR ranges (proxy-addr names
 * `loopback`, `linklocal`, `uniquelocal` allowed).
 */
export type TrustProxy = false | readonly string[];

/**
 * The server's configuration, read once from the environment by `loadConfig` (the ONE module that
 * reads `process.env`). Paths are absolute; durations are in the units their names say. MQTT: mqtt-env.ts.
 */
export interface ServerConfig extends MqttSettings, ProcessSettings {
  /** `production` when `NODE_ENV=production`, else `demo` (see ServerMode). */
  readonly mode: ServerMode;
  /** TCP port, 1..65535 (`PORT`, default 8080). */
  readonly port: number;
  /** Interface to listen on (`HOST`, default 127.0.0.1: this machine only; `0.0.0.0` for every interface). */
  readonly host: string;
  /** `TRUST_PROXY`: whose `X-Forwarded-For/-Proto/-Host` count (unset: nobody's). */
  readonly trustProxy: TrustProxy;
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are closed, ms (`SHUTDOWN_TIMEOUT_MS`, default 10,000). */
  readonly shutdownTimeoutMs: number;
  /** A PostgreSQL URL (`DATABASE_URL`); null selects the embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | null;
  /**
   * PostgreSQL: the longest one SQL statement may run before the database cancels it, ms
   * (`DATABASE_STATEMENT_TIMEOUT_MS`, default DATABASE_STATEMENT_TIMEOUT_MS, 15,000; 100 to 3,600,000;
   * rules 20.7). Migrations run without it. PGlite cannot cancel a statement: it has no effect there.
   */
  readonly databaseStatementTimeoutMs: number;
  /** PGlite data folder (`DATA_DIR`, default `<repo>/.data/pglite`); survives restarts. */
  readonly dataDir: string;
  /** Folder of the built web app (`WEB_DIST`, default `<repo>/apps/web/dist`). */
  readonly webDist: string;
  /** A session ends after this many minutes without a request (`SESSION_IDLE_MINUTES`, default 60). */
  readonly sessionIdleMinutes: number;
  /** A session ends this many hours after login whatever its use (`SESSION_ABSOLUTE_HOURS`, default 12). */
  readonly sessionAbsoluteHours: number;
  /** Fastify log level (`LOG_LEVEL`, default info). */
  readonly logLevel: LogLevel;
  /** `smtp://` or `smtps://` URL of a mail server (`SMTP_URL`, required in production); null keeps mail in the outbox and enables /dev/mailbox (demo only). */
  readonly smtpUrl: string | null;
  /** Sender of every mail (`MAIL_FROM`, default `Yardfleet <no-reply@yardfleet.test>`). */
  readonly mailFrom: string;
  /** Origin the mailed links point at (`PUBLIC_URL`, required in production; demo default `http://localhost:<PORT>`), without a trailing slash. */
  readonly publicUrl: string;
  /** Nominatim-compatible geocoder of the address search (`GEOCODER_URL`, default https://nominatim.openstreetmap.org, `off` disables: null), no trailing slash. */
  readonly geocoderUrl: string | null;
  /**
   * Online map tiles drawn over the offline basemap (rules 17.9): `MAP_TILE_URL` (XYZ template,
   * default `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; `off`: null, offline basemap only) and
   * `MAP_TILE_ATTRIBUTION` (default `© OpenStreetMap contributors`).
   */
  readonly mapTiles: { readonly url: string; readonly attribution: string } | null;
  /** Requests one API key may make per minute on one process (`API_KEY_REQUESTS_PER_MINUTE`, default 300; decision 0027). */
  readonly apiKeyRequestsPerMinute: number;
  /** Most live streams one session may hold open at once (`LIVE_STREAMS_PER_SESSION`, default 4; rules 12.5). */
  readonly liveStreamsPerSession: number;
  /** Most live streams one company may hold open at once on one server process (`LIVE_STREAMS_PER_COMPANY`, default 200). */
  readonly liveStreamsPerCompany: number;
  /** The live stream's heartbeat and session check interval, ms (`LIVE_HEARTBEAT_MS`, default the contract's LIVE_HEARTBEAT_MS, 20,000). */
  readonly liveHeartbeatMs: number;
  /**
   * How often the scheduled report runner looks for due reports, ms (rules 10.10):
   * `REPORT_SCHEDULER` (`on`, default, or `off`: null, this process sends no scheduled report) and
   * `REPORT_SCHEDULER_POLL_MS` (default 30,000, 1,000 to 3,600,000).
   */
  readonly reportSchedulerPollMs: number | null;
  /**
   * Whether this process runs the alert engine's background work (rules 22.4: the minute alert
   * sweep and the alert mail worker): `ALERT_WORKERS`, `on` (default) or `off`. Evaluation at
   * ingest runs in every process regardless; several processes may all run the workers (the sweep's
   * writes are idempotent and mail rows are claimed with a lease), `off` only spares their load.
   */
  readonly alertWorkers: boolean;
  /**
   * The operator's secret for the operator calls (`/web-hmac/ops/...`: the dealer
   * directory import, rules 15.8): `OPERATOR_TOKEN`, at least OPERATOR_TOKEN_MIN_LENGTH characters; null when
   * unset, and then every operator call is refused (1170010402).
   */
  readonly operatorToken: string | null;
  /**
   * Server processes sharing PORT (`WORKERS`, default 1, 1 to 64; decision 0018): above 1 the started
   * process migrates and seeds, then runs that many worker processes with node:cluster, each a whole
   * server (src/cluster.ts), so the API uses more than one core. PostgreSQL only (`DATABASE_URL`):
   * PGlite lives inside one process. Limits and caps hold over all processes (decision 0032).
   */
  readonly workers: number;
}

/** Shortest accepted OPERATOR_TOKEN, characters (a guessable secret would open the directory import). */
export const OPERATOR_TOKEN_MIN_LENGTH = 16;
/** The default SHUTDOWN_TIMEOUT_MS: time given to requests in flight at SIGTERM, ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The default DATABASE_STATEMENT_TIMEOUT_MS, ms: far above any statement of a request, report export or sweep. */
export const DATABASE_STATEMENT_TIMEOUT_MS = 15_000;
/** The default poll interval of the scheduled report runner, ms. */
export const REPORT_SCHEDULER_POLL_MS = 30_000;

/** The default tile service: OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * The origin of an XYZ tile URL template for the CSP's img-src: `https://tile.openstreetmap.org`,
 * or `https://*.tile.example.org` when the first host label is a `{a-c}`/`{s}` placeholder.
 * Undefined when the template is not http(s) or has a placeholder elsewhere in the host.
 */
export const tileOrigin = (template: string): string | undefined => {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/.exec(template);
  const scheme = match?.[1];
  const host = match?.[2]?.replace(/^\{[^}]*\}\./, '*.');
  if (scheme === undefined || host === undefined || /[{}\s'";,]/.test(host)) return undefined;
  return `${scheme}://${host}`;
};

/** Thrown by `loadConfig` when a variable is set but invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The monorepo root: the nearest folder above `from` whose package.json declares workspaces.
 * Works from the TypeScript sources (`apps/server/src/config`) and from the bundle (`apps/server/dist`).
 * Falls back to the current directory.
 */
export const findRepoRoot = (from: string = dirname(fileURLToPath(import.meta.url))): string => {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

type Env = Readonly<Record<string, string | undefined>>;

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, or an IP address with a CIDR prefix length that fits it (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrCidr = (value: string): boolean => {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset or empty -> false (nobody's X-Forwarded-* counts); otherwise a comma-separated
 * list of addresses, CIDR ranges or proxy-addr range names. `true`, `*` and hop counts are refused:
 * trusting every sender, or a number of hops that cannot check who is connected (Fastify 5 treats a
 * hop count as trusting nobody), would let a client pick its own address or silently do nothing.
 */
const trustProxyOf = (env: Env, problems: string[]): TrustProxy => {
  const raw = env['TRUST_PROXY']?.trim() ?? '';
  if (raw === '') return false;
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > 0 && entries.every((e) => PROXY_RANGE_NAMES.includes(e) || isAddressOrCidr(e))) return entries;
  problems.push(
    `TRUST_PROXY must name the reverse proxy: its addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8), or ${PROXY_RANGE_NAMES.join(', ')} (got "${raw}")`,
  );
  return false;
};

const intIn = (env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return n;
};

const pathOr = (env: Env, name: string, fallback: string, root: string): string => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return isAbsolute(raw) ? raw : resolve(root, raw);
};

/**
 * Reads and validates the server's environment variables (see apps/server/README.md and
 * docs/deploy.md). Relative paths are resolved against the repository root. The mode is
 * `production` when NODE_ENV is `production` (rules 20.1); production requires SMTP_URL and
 * PUBLIC_URL.
 * @throws ConfigError naming every invalid or missing variable.
 */
export const loadConfig = (env: Env = process.env, root: string = findRepoRoot()): ServerConfig => {
  const problems: string[] = [];
  const mode: ServerMode = env['NODE_ENV']?.trim() === 'production' ? 'production' : 'demo';
  const trustProxy = trustProxyOf(env, problems);
  const shutdownTimeoutMs = intIn(env, 'SHUTDOWN_TIMEOUT_MS', SHUTDOWN_TIMEOUT_MS, 0, 600_000, problems);
  const databaseStatementTimeoutMs = intIn(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DATABASE_STATEMENT_TIMEOUT_MS, 100, 3_600_000, problems);
  const port = intIn(env, 'PORT', 8080, 1, 65535, problems);
  const sessionIdleMinutes = intIn(env, 'SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60, problems);
  const sessionAbsoluteHours = intIn(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30, problems);
  const apiKeyRequestsPerMinute = intIn(env, 'API_KEY_REQUESTS_PER_MINUTE', API_KEY_REQUESTS_PER_WINDOW, 1, 10_000_000, problems);
  const liveStreamsPerSession = intIn(env, 'LIVE_STREAMS_PER_SESSION', 4, 1, 1_000, problems);
  const liveStreamsPerCompany = intIn(env, 'LIVE_STREAMS_PER_COMPANY', 200, 1, 1_000_000, problems);
  const liveHeartbeatMs = intIn(env, 'LIVE_HEARTBEAT_MS', LIVE_HEARTBEAT_MS, 1_000, 300_000, problems);
  const reportSchedulerPollMs = intIn(env, 'REPORT_SCHEDULER_POLL_MS', REPORT_SCHEDULER_POLL_MS, 1_000, 3_600_000, problems);
  const workers = intIn(env, 'WORKERS', 1, 1, 64, problems);
  const mqtt = mqttSettingsOf(env, problems, port);
  const processes = processSettingsOf(env, problems, workers);
  const rawScheduler = env['REPORT_SCHEDULER']?.trim() ?? '';
  if (rawScheduler !== '' && rawScheduler !== 'on' && rawScheduler !== 'off') problems.push('REPORT_SCHEDULER must be on or off');
  const rawAlertWorkers = env['ALERT_WORKERS']?.trim() ?? '';
  if (rawAlertWorkers !== '' && rawAlertWorkers !== 'on' && rawAlertWorkers !== 'off') problems.push('ALERT_WORKERS must be on or off');
  const rawUrl = env['DATABASE_URL']?.trim() ?? '';
  if (rawUrl !== '' && !/^postgres(ql)?:\/\//.test(rawUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  if (workers > 1 && rawUrl === '') problems.push('WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded PGlite lives inside one process');
  const rawLevel = env['LOG_LEVEL']?.trim() ?? '';
  const logLevel = LOG_LEVELS.find((l) => l === rawLevel) ?? 'info';
  if (rawLevel !== '' && logLevel !== rawLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const rawSmtp = env['SMTP_URL']?.trim() ?? '';
  if (rawSmtp !== '' && !/^smtps?:\/\/[^/]/.test(rawSmtp)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const rawPublic = env['PUBLIC_URL']?.trim() ?? '';
  if (rawPublic !== '' && !/^https?:\/\/[^/]+/.test(rawPublic)) problems.push('PUBLIC_URL must start with http:// or https://');
  const rawGeocoder = env['GEOCODER_URL']?.trim() ?? '';
  if (rawGeocoder !== '' && rawGeocoder !== 'off' && !/^https?:\/\/[^/]+/.test(rawGeocoder))
    problems.push('GEOCODER_URL must start with http:// or https://, or be off');
  const rawTiles = env['MAP_TILE_URL']?.trim() ?? '';
  if (rawTiles !== '' && rawTiles !== 'off' && tileOrigin(rawTiles) === undefined) {
    problems.push('MAP_TILE_URL must be an http:// or https:// tile URL such as https://tile.example.org/{z}/{x}/{y}.png, or off');
  }
  const rawOperator = env['OPERATOR_TOKEN']?.trim() ?? '';
  if (rawOperator !== '' && (rawOperator.length < OPERATOR_TOKEN_MIN_LENGTH || /\s/.test(rawOperator))) {
    problems.push(`OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters without spaces`);
  }
  if (mode === 'production' && rawSmtp === '') problems.push('SMTP_URL is required in production (NODE_ENV=production)');
  if (mode === 'production' && rawPublic === '') problems.push('PUBLIC_URL is required in production (NODE_ENV=production)');
  const tileUrl = rawTiles === '' ? DEFAULT_MAP_TILE_URL : rawTiles;
  if (problems.length > 0) throw new ConfigError(`Invalid or missing environment variables: ${problems.join('; ')}`);
  return {
    mode,
    port,
    host: env['HOST']?.trim() || '127.0.0.1',
    trustProxy,
    shutdownTimeoutMs,
    databaseUrl: rawUrl === '' ? null : rawUrl,
    databaseStatementTimeoutMs,
    dataDir: pathOr(env, 'DATA_DIR', join(root, '.data', 'pglite'), root),
    webDist: pathOr(env, 'WEB_DIST', join(root, 'apps', 'web', 'dist'), root),
    sessionIdleMinutes,
    sessionAbsoluteHours,
    logLevel,
    smtpUrl: rawSmtp === '' ? null : rawSmtp,
    mailFrom: env['MAIL_FROM']?.trim() || 'Yardfleet <no-reply@yardfleet.test>',
    publicUrl: (rawPublic === '' ? `http://localhost:${port}` : rawPublic).replace(/\/+$/, ''),
    geocoderUrl: rawGeocoder === 'off' ? null : (rawGeocoder === '' ? 'https://nominatim.openstreetmap.org' : rawGeocoder).replace(/\/+$/, ''),
    mapTiles: tileUrl === 'off' ? null : { url: tileUrl, attribution: env['MAP_TILE_ATTRIBUTION']?.trim() || DEFAULT_MAP_TILE_ATTRIBUTION },
    apiKeyRequestsPerMinute,
    liveStreamsPerSession,
    liveStreamsPerCompany,
    liveHeartbeatMs,
    reportSchedulerPollMs: rawScheduler === 'off' ? null : reportSchedulerPollMs,
    alertWorkers: rawAlertWorkers !== 'off',
    operatorToken: rawOperator === '' ? null : rawOperator,
    workers,
    ...mqtt,
    ...processes,
  };
};
