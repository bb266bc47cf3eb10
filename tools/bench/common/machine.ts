/**
 * What the benchmarks print about the machine and the software under test (docs/benchmarks.md, "The
 * machine"): the load average (a figure taken on a busy 2-core machine shares the CPU), cores,
 * memory, Node, PostgreSQL or PGlite, Chromium. Figures only mean something with these beside them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root (tools/bench/common is three folders down). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The load average over 1, 5 and 15 minutes (`/proc/loadavg`), as printed: `0.42 0.30 0.25`. */
export const loadAverageText = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Above this 1-minute load average (half the 2 cores busy) a figure is suspect: the scripts warn. */
export const BUSY_LOAD = 1;

/** A warning line when the 1-minute load average is above BUSY_LOAD, else null. */
export const busyWarning = (): string | null => {
  const [one = 0] = loadavg();
  return one > BUSY_LOAD
    ? `WARNING: load average ${one.toFixed(2)} > ${BUSY_LOAD} before measuring: other work shares the ${cpus().length} cores, figures will be worse than the server alone`
    : null;
};

/** Cores, memory (GiB) and Node, e.g. `2 cores (AMD EPYC), 23.5 GiB, Node v20.20.2`. */
export const machineText = (): string =>
  `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`;

/** `SHOW server_version` of the PostgreSQL server at `url` (e.g. `15.20 (Debian 15.20-0+deb12u1)`). @throws Error when it does not answer. */
export const postgresVersion = async (url: string): Promise<string> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
};

/** Whether the PostgreSQL database at `url` exists and answers. */
export const postgresReachable = async (url: string): Promise<boolean> =>
  postgresVersion(url).then(
    () => true,
    () => false,
  );

/**
 * The installed version of npm package `name` (e.g. `lighthouse`, `@electric-sql/pglite`), read
 * from node_modules/<name>/package.json (some packages' `exports` do not list it).
 */
export const packageVersion = (name: string): string => {
  const manifest: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', ...name.split('/'), 'package.json'), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  return typeof version === 'string' ? version : 'unknown';
};

/** The server's embedded database, e.g. `PGlite 0.5.16` (0.5.16 runs PostgreSQL 18.6 in WebAssembly). */
export const pgliteText = (): string => `PGlite ${packageVersion('@electric-sql/pglite')}`;

/** `chromium --version` of the executable at `path` (e.g. `Chromium 156.0.8078.79 ...`). */
export const chromiumVersion = (path: string): string => execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
