import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/env';
import { connect, describeTarget, type DatabaseTarget } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { DEMO_LOGINS } from '../people';
import { ScaleSeedRefused } from './scale-company';
import { seedScale, type ScaleSeedOptions, type ScaleSeedResult } from './seed-scale';

/**
 * The scale seed's program (decision 0014): `yardfleet seed --scale N` runs it (apps/cli), as does
 * `node apps/server/dist/seed-scale.js --scale N` or `npx tsx apps/server/src/seed/scale/main.ts`.
 * Opens the database of `--database-url`, else `--data-dir` (PGlite), else the server's own
 * configuration (DATABASE_URL, else DATA_DIR), migrates it, seeds, prints the summary on stdout
 * (progress on stderr). Exit codes: 0 seeded; 1 refused (production, real accounts, seeded
 * before); 2 bad usage.
 */

/** The program's flags, parsed and checked: the seed's options they map onto, the database and the output form. */
export interface ScaleArgs extends Pick<ScaleSeedOptions, 'machines' | 'warehouses' | 'tags' | 'reportDays' | 'companyEmail' | 'companyName'> {
  readonly databaseUrl: string | null;
  readonly dataDir: string | null;
  readonly json: boolean;
}

/** Flag defaults: 1,000 warehouses, 2,000 tags and a year of reports (rules 21.14); the demo admin's company. */
export const SCALE_DEFAULTS = {
  warehouses: 1_000,
  tags: 2_000,
  reportDays: 365,
  companyEmail: DEMO_LOGINS.admin,
  companyName: 'Summit Grounds Group',
} as const;

const positive = (name: string, value: string | undefined, fallback: number | null, max: number): number => {
  if (value === undefined && fallback !== null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${name} must be a whole number from 1 to ${max.toLocaleString('en-US')} (got ${value ?? 'nothing'})`);
  return n;
};

/**
 * Parses the flags: `--scale N` (required, 1..1,000,000), `--warehouses` (1..20,000), `--tags`
 * (4..20,000), `--report-days` (1..730), `--company-email`, `--company-name`, `--database-url` or
 * `--data-dir` (not both), `--json`.
 * @throws Error with a usage message.
 */
export const parseScaleArgs = (argv: readonly string[]): ScaleArgs => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      scale: { type: 'string' },
      warehouses: { type: 'string' },
      tags: { type: 'string' },
      'report-days': { type: 'string' },
      'company-email': { type: 'string' },
      'company-name': { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected argument: ${positionals[0] ?? ''}`);
  if (values['database-url'] !== undefined && values['data-dir'] !== undefined) throw new Error('give --database-url or --data-dir, not both');
  const email = (values['company-email'] ?? SCALE_DEFAULTS.companyEmail).trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`--company-email is not an email address: ${email}`);
  const tags = positive('tags', values.tags, SCALE_DEFAULTS.tags, 20_000);
  if (tags < 4) throw new Error('--tags must be at least 4');
  return {
    machines: positive('scale', values.scale, null, 1_000_000),
    warehouses: positive('warehouses', values.warehouses, SCALE_DEFAULTS.warehouses, 20_000),
    tags,
    reportDays: positive('report-days', values['report-days'], SCALE_DEFAULTS.reportDays, 730),
    companyEmail: email,
    companyName: values['company-name']?.trim() || SCALE_DEFAULTS.companyName,
    databaseUrl: values['database-url'] ?? null,
    dataDir: values['data-dir'] ?? null,
    json: values.json ?? false,
  };
};

/** The summary the program prints: company, login, counts per table, database size, time. */
export const formatScaleResult = (result: ScaleSeedResult, database: string): string => {
  const lines = [
    `Seeded ${result.company.companyName} on ${database} in ${result.seconds.toFixed(1)} s`,
    `Log in as ${result.company.adminEmail} (password ${result.password})`,
    ...Object.entries(result.counts.tables).map(([table, n]) => `  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`),
  ];
  if (result.counts.databaseBytes !== null) lines.push(`Database size: ${(result.counts.databaseBytes / 1024 / 1024).toFixed(0)} MB`);
  return lines.join('\n');
};

const main = async (): Promise<number> => {
  let args: ScaleArgs;
  try {
    args = parseScaleArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError && error.message.includes('NODE_ENV=production')) {
      process.stderr.write('NODE_ENV=production: the scale seed never writes into a production database.\n');
      return 1;
    }
    throw error;
  }
  const target: DatabaseTarget =
    args.databaseUrl !== null
      ? { kind: 'postgres', url: args.databaseUrl }
      : args.dataDir !== null
        ? { kind: 'pglite', dataDir: args.dataDir }
        : config.databaseUrl !== null
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: config.dataDir };
  const db = connect(target);
  try {
    const applied = await migrateToLatest(db);
    process.stderr.write(`seed: ${describeTarget(target)}${applied.length > 0 ? `, applied ${applied.join(', ')}` : ', migrations up to date'}\n`);
    const result = await seedScale(db, { ...args, now: new Date(), mode: config.mode, log: (line) => process.stderr.write(`${line}\n`) });
    process.stdout.write(
      `${args.json ? JSON.stringify({ ...result, database: describeTarget(target) }) : formatScaleResult(result, describeTarget(target))}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ScaleSeedRefused) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
};

// Runs only as the program, not when a test imports parseScaleArgs.
if (process.argv[1] !== undefined && /seed[-/]scale(\/main)?\.(ts|js)$/.test(process.argv[1].replaceAll('\\', '/'))) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`scale seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
