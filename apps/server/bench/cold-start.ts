/**
 * Cold start of the BUILT server (rules 21.10: spawn to serving at most 3 s on a seeded database):
 *
 *   npm run bench:cold-start -w @yardfleet/server                        # PGlite demo in a temp folder
 *   BENCH_DATA_DIR=/tmp/x npm run bench:cold-start -w @yardfleet/server  # an existing PGlite folder (e.g. a scale seed)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_x npm run bench:cold-start -w @yardfleet/server
 *
 * Builds dist/main.js when missing (BENCH_REBUILD=1 forces it), then starts `node dist/main.js`
 * BENCH_RUNS times (default 5) and prints, per run and as the median, the milliseconds from spawn
 * to the first 200 of GET /readyz (polled every 10 ms; readyz answers 200 once migrations are
 * applied and the database answers). The first start on an empty temp folder (migrate + seed the
 * demo) is a warm-up, printed but not counted: the runs measure a seeded database. The server runs
 * on PORT 18205 (BENCH_PORT) in the demo mode with the simulator and geocoder off; CPU profiles of
 * each start go to BENCH_CPU_PROF_DIR when set (`node --cpu-prof`). Figures, not a test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { intEnv } from './bench-env';
import { ensureBuilt, MAIN_JS, SERVER_DIR } from './server-process';

const RUNS = intEnv('BENCH_RUNS', 5);
const PORT = intEnv('BENCH_PORT', 18205);
const DATABASE_URL = process.env['DATABASE_URL'];
const PROFILE_DIR = process.env['BENCH_CPU_PROF_DIR'];
const TIMEOUT_MS = 120_000;

/** Starts the built server once; resolves with the ms from spawn to the first /readyz 200, after stopping it. */
const startOnce = async (env: Record<string, string>): Promise<number> => {
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'NODE_ENV' && key !== 'DATABASE_URL') childEnv[key] = value;
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: String(PORT), LOG_LEVEL: 'warn', GEOCODER_URL: 'off', MAP_TILE_URL: 'off', REPORT_SCHEDULER: 'off' }, env);
  const flags = PROFILE_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`];
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, MAIN_JS], { cwd: SERVER_DIR, env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not ready within ${TIMEOUT_MS} ms`);
      const status = await fetch(`http://127.0.0.1:${PORT}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

const main = async (): Promise<void> => {
  ensureBuilt(process.env['BENCH_REBUILD'] === '1');
  const tempDir = DATABASE_URL === undefined && process.env['BENCH_DATA_DIR'] === undefined ? mkdtempSync(join(tmpdir(), 'yf-cold-start-')) : undefined;
  const env: Record<string, string> = DATABASE_URL !== undefined ? { DATABASE_URL } : { DATA_DIR: process.env['BENCH_DATA_DIR'] ?? tempDir ?? '' };
  const where = DATABASE_URL !== undefined ? `PostgreSQL ${new URL(DATABASE_URL).pathname.slice(1)}` : `PGlite ${env['DATA_DIR'] ?? ''}`;
  try {
    if (tempDir !== undefined) console.log(`warm-up (migrate and seed the demo into an empty folder): ${(await startOnce(env)).toFixed(0)} ms`);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const ms = await startOnce(env);
      runs.push(ms);
      console.log(`run ${i + 1}: ${ms.toFixed(0)} ms`);
    }
    console.log(
      `Cold start of dist/main.js to the first /readyz 200, ${where}: median ${median(runs).toFixed(0)} ms of ${RUNS} (min ${Math.min(...runs).toFixed(0)}, max ${Math.max(...runs).toFixed(0)}); goal 3000 ms (rules 21.10)`,
    );
  } finally {
    if (tempDir !== undefined) rmSync(tempDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
