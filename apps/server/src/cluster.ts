import cluster, { type Worker } from 'node:cluster';
import { systemClock } from './clock';
import type { ServerConfig } from './config/env';
import { connect, describeTarget, targetFor } from './db/connect';
import { prepareDatabase } from './server';
import { demoBanner, urlOf } from './start-up-text';

/** What the primary sends a worker to shut it down gracefully (a worker ignores signals: a terminal's Ctrl-C reaches every process of the group). */
export const SHUTDOWN_MESSAGE = 'yardfleet:shutdown';
/** What a worker sends the primary once it listens. */
export const LISTENING_MESSAGE = 'yardfleet:listening';

/** A worker that exits unasked is replaced, at most this many times within RESTART_WINDOW_MS; then the primary stops (it would loop on a worker that cannot start). */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;

/** After the workers' shutdown deadline, how much longer the primary waits for them before killing them, ms. */
const KILL_GRACE_MS = 5_000;

/**
 * One line of the primary's log: a pino-shaped JSON line in production (level 30 info, 40 warn,
 * 50 error), plain text in the demo, to stderr.
 */
const log = (config: ServerConfig, level: 30 | 40 | 50, msg: string, extra: Record<string, unknown> = {}): void => {
  process.stderr.write(
    config.mode === 'production' ? `${JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', ...extra, msg })}\n` : `${msg}\n`,
  );
};

/**
 * The cluster's primary process (WORKERS above 1: the API on more than one core, decision 0018):
 * prepares the database once (`prepareDatabase`: migrations, the demo seed, production's refusal of
 * demo logins), then forks `config.workers` workers, each running the whole server on the shared
 * PORT (node:cluster hands each new connection to a worker in turn). Prints the demo's start-up
 * text once all listen (production: one JSON line). Replaces a worker that exits unasked (at most
 * MAX_RESTARTS per RESTART_WINDOW_MS, then shuts down and exits 1). On SIGTERM or SIGINT asks every
 * worker to shut down gracefully (SHUTDOWN_MESSAGE, sent to a worker still starting once it
 * listens: each finishes its requests within
 * SHUTDOWN_TIMEOUT_MS) and exits 0 when all exited cleanly, 1 otherwise; a second signal, or
 * workers still running KILL_GRACE_MS after the deadline, kills them and exits 1.
 * @throws what `prepareDatabase` throws (the process then exits 1 before any worker starts).
 */
export const runPrimary = async (config: ServerConfig): Promise<void> => {
  const target = targetFor(config);
  const db = connect(target);
  const prepared = await prepareDatabase(db, config, systemClock).finally(() => db.destroy());
  const url = urlOf(config.host, config.port);
  let stopping = false;
  let failed = false;
  let listening = 0;
  const restarts: number[] = [];
  /** The workers that listen (sent LISTENING_MESSAGE), by cluster id. */
  const ready = new Set<number>();
  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const stop = (signal: string): void => {
    if (stopping) {
      log(config, 40, `${signal} while shutting down: killing the workers`, { signal });
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    log(config, 30, `shutting down: ${alive().length} workers finish their requests in flight`, { signal });
    // A worker still starting is asked once it listens (it cannot hear the message before).
    for (const worker of alive()) if (ready.has(worker.id)) worker.send(SHUTDOWN_MESSAGE);
    setTimeout(() => {
      log(config, 50, 'workers did not shut down in time: killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + KILL_GRACE_MS).unref();
    if (alive().length === 0) process.exit(failed ? 1 : 0);
  };
  cluster.on('message', (worker, message) => {
    if (message !== LISTENING_MESSAGE) return;
    ready.add(worker.id);
    if (stopping) worker.send(SHUTDOWN_MESSAGE);
    listening += 1;
    if (listening !== config.workers) return;
    if (config.mode === 'production')
      log(config, 30, 'Yardfleet is running', {
        url,
        database: describeTarget(target),
        migrationsApplied: prepared.migrations,
        workers: config.workers,
        mode: 'production',
      });
    else process.stdout.write(demoBanner({ url, database: describeTarget(target), ...prepared }, config.workers));
  });
  // Each worker keeps a slot (WORKER_SLOT) that its replacement takes over: its MQTT sessions resume (decision 0031).
  const slots = new Map<number, number>();
  const forkSlot = (slot: number): void => {
    slots.set(cluster.fork({ WORKER_SLOT: String(slot) }).id, slot);
  };
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (alive().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      log(config, 50, `workers keep exiting (${restarts.length} within ${RESTART_WINDOW_MS / 1000} s): stopping`, { pid: worker.process.pid, code, signal });
      failed = true;
      stop('restart limit');
      return;
    }
    log(config, 40, `worker ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`}): starting another`, { code, signal });
    forkSlot(slots.get(worker.id) ?? 0);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.workers; i += 1) forkSlot(i);
};
