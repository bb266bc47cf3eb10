/**
 * Starts the BUILT Yardfleet server (apps/server/dist/main.js) for browser tests and screenshots,
 * on a free port with a fresh temporary PGlite data folder, so the demo seed (rules 20.1) runs.
 * It builds nothing: run `npm run build` (or `npx turbo run build`) first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root (this file is tools/e2e/server.ts). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** The built server's entry point. */
export const SERVER_ENTRY = join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');

/** A running server: its base URL (no trailing slash) and a stop function that also removes its data. */
export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

/** Polls `url` until the server answers anything over HTTP, the process exits, or `timeoutMs` passes. */
async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before serving:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

/** Stops the child: SIGTERM, then SIGKILL after 5 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `node apps/server/dist/main.js` with PORT (a free port unless given), a fresh DATA_DIR and
 * DATABASE_URL removed (the browser tests always run on an embedded, freshly seeded PGlite).
 * `host` is the address it listens on (default 127.0.0.1; `0.0.0.0` to reach it on the LAN address).
 * The scale run (rules 21.14, playwright.scale.config.ts) passes an already seeded database instead:
 * `databaseUrl` (PostgreSQL) or `dataDir` (a PGlite folder, kept after the stop).
 * Resolves once the server answers HTTP on `/` (migrations and the demo seed have run by then).
 * @throws when the server is not built, exits early, or does not answer within `timeoutMs` (default 180 s).
 */
export async function startBuiltServer(
  options: { port?: number; timeoutMs?: number; host?: string; databaseUrl?: string; dataDir?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build first with \`npm run build\` (the e2e harness builds nothing).`);
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'yardfleet-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: options.host ?? '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  if (options.databaseUrl !== undefined) env['DATABASE_URL'] = options.databaseUrl;
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopChild(child);
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}/`, child, options.timeoutMs ?? 180_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
