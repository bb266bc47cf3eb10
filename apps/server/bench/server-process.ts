/**
 * The built server as a child process, for the durability and soak scripts (rules 20.10, 20.11):
 * `node dist/main.js` (what production runs), built first when missing, on 127.0.0.1 and a port of
 * ours, with the memory probe preloaded (bench/memory-probe.mjs: heap over IPC, no endpoint).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The server package folder (apps/server). */
export const SERVER_DIR = join(here, '..');
/** The built server the scripts run. */
export const MAIN_JS = join(SERVER_DIR, 'dist', 'main.js');

/** Builds dist/main.js (`npm run build`, esbuild, about a second) when it is missing or `force`. */
export const ensureBuilt = (force: boolean): void => {
  if (!force && existsSync(MAIN_JS)) return;
  execFileSync('npm', ['run', 'build'], { cwd: SERVER_DIR, stdio: 'inherit' });
};

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/**
 * Memory of the server process, bytes: RSS from /proc/<pid>/status (VmRSS), V8 heap used and total
 * from the probe; and the CPU time it has used so far, seconds (user + system, /proc/<pid>/stat).
 */
export interface ServerMemory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly cpuSeconds: number;
}

/** A started server: its URL, pid, how long it took to answer HTTP, and its controls. */
export interface ServerChild {
  readonly url: string;
  readonly pid: number;
  /** From spawn to the first HTTP answer (migrate, seed when empty, listen), ms. */
  readonly startMs: number;
  /** What this run of the server printed so far (start-up summary, log lines). */
  readonly output: () => string;
  /** The server's memory now; `gc` first runs a full GC in it (when started with `--expose-gc`). */
  readonly memory: (gc: boolean) => Promise<ServerMemory>;
  /** SIGKILL, resolves once the process is gone. */
  readonly kill9: () => Promise<void>;
  /** SIGTERM (graceful close), resolves with the exit code; SIGKILL after `graceMs`. */
  readonly stop: (graceMs?: number) => Promise<number | null>;
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

const rssOf = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] === undefined ? Number.NaN : Number(match[1]) * 1024;
};

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;
const cpuOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
};

const heapOf = (child: ChildProcess, gc: boolean): Promise<{ heapUsed: number; heapTotal: number }> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve({ heapUsed: Number.NaN, heapTotal: Number.NaN });
    }, 5_000);
    const onMessage = (m: unknown): void => {
      if (typeof m !== 'object' || m === null || !('kind' in m) || m.kind !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      const heapUsed = 'heapUsed' in m && typeof m.heapUsed === 'number' ? m.heapUsed : Number.NaN;
      const heapTotal = 'heapTotal' in m && typeof m.heapTotal === 'number' ? m.heapTotal : Number.NaN;
      resolve({ heapUsed, heapTotal });
    };
    child.on('message', onMessage);
    child.send(gc ? 'memory-gc' : 'memory');
  });

/**
 * Spawns `node dist/main.js` with `env` over a clean demo environment (HOST 127.0.0.1, LOG_LEVEL
 * warn, geocoder and map tiles off, no NODE_ENV), `nodeFlags` before the script (e.g. `--expose-gc`
 * for `memory(true)`), and waits until it answers HTTP on `port`.
 * Its stdout and stderr go to `logFile` (appended). @throws Error when it exits first or does not answer within
 * `timeoutMs`.
 */
export const startServerChild = async (options: {
  readonly port: number;
  readonly env: Record<string, string>;
  readonly logFile: string;
  readonly timeoutMs?: number;
  readonly nodeFlags?: readonly string[];
  /** The built server file to run instead of MAIN_JS (a build kept elsewhere, to compare two builds). */
  readonly main?: string;
}): Promise<ServerChild> => {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'NODE_ENV' && key !== 'DATABASE_URL') env[key] = value;
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(options.port), LOG_LEVEL: 'warn', GEOCODER_URL: 'off', MAP_TILE_URL: 'off' }, options.env);
  // The server's output goes straight to the file: through a pipe, a busy bench process would slow
  // the server (stdout to a pipe is synchronous on Linux, and pino writes every line at once).
  const log = openSync(options.logFile, 'a');
  const offset = statSync(options.logFile).size;
  const started = performance.now();
  const probe = pathToFileURL(join(here, 'memory-probe.mjs')).href;
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', probe, options.main ?? MAIN_JS], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering; see ${options.logFile}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${options.timeoutMs ?? 180_000} ms; see ${options.logFile}`);
    }
    const answered = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      async (r) => {
        await r.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - started;
  const pid = child.pid ?? -1;
  return {
    url,
    pid,
    startMs,
    output: () => readFileSync(options.logFile, 'utf8').slice(offset),
    memory: async (gc) => {
      const heap = await heapOf(child, gc);
      return { rss: rssOf(pid), cpuSeconds: cpuOf(pid), ...heap };
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async (graceMs = 15_000) => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited(child);
      clearTimeout(timer);
      return code;
    },
  };
};

/**
 * Starts the server as `startServerChild(options)` does, runs `work` on it, then stops it (SIGTERM)
 * whether `work` succeeded or threw, and prints where its log is. @returns what `work` returns.
 */
export const withServerChild = async <T>(options: Parameters<typeof startServerChild>[0], work: (server: ServerChild) => Promise<T>): Promise<T> => {
  const server = await startServerChild(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
    console.log(`server log: ${options.logFile}`);
  }
};
