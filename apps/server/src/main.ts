import cluster from 'node:cluster';
import { LISTENING_MESSAGE, runPrimary, SHUTDOWN_MESSAGE } from './cluster';
import { ConfigError, loadConfig } from './config/env';
import { startServer, type RunningServer } from './server';
import { demoBanner } from './start-up-text';

/** After the shutdown deadline, how much longer the timers, mailer and database may take to close before the process exits anyway, ms. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Graceful shutdown on SIGTERM and SIGINT (rules 20.5): `server.close()` stops accepting,
 * ends the live streams, lets requests in flight (and their ingest transactions) finish within
 * SHUTDOWN_TIMEOUT_MS, then closes what is still open, stops the timers and closes the database;
 * the process exits 0. A second signal, or closing that hangs CLOSE_GRACE_MS past the deadline,
 * exits 1 at once.
 */
const exitOnSignals = (server: RunningServer): void => {
  let closing = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (closing) {
      server.app.log.warn({ signal }, 'second signal while closing: exiting now');
      process.exit(1);
    }
    closing = true;
    server.app.log.info({ signal, deadlineMs: server.config.shutdownTimeoutMs }, 'shutting down: no new connections, finishing requests in flight');
    const backstop = setTimeout(() => {
      server.app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, server.config.shutdownTimeoutMs + CLOSE_GRACE_MS);
    backstop.unref();
    server.close().then(
      (clean) => {
        server.app.log.info({ clean }, clean ? 'shut down cleanly' : 'shut down after closing connections at the deadline');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  if (cluster.isWorker) {
    onShutdownMessage = () => stop('SIGTERM');
    if (shutdownAsked) stop('SIGTERM');
    return;
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

/**
 * Composition root (`node apps/server/dist/main.js`, `npm start`, `npm run serve`): reads the
 * environment, migrates, seeds the demo when empty (demo mode only), listens. The demo prints the
 * URL and the demo logins (rules 20.1); production (NODE_ENV=production) writes one JSON log line
 * instead and never mentions demo logins. SIGINT and SIGTERM shut down gracefully. With WORKERS
 * above 1 this process is the cluster's primary (src/cluster.ts) and each worker runs this same
 * file as a server that tells the primary when it listens.
 */
/** A cluster worker's shutdown: asked by its primary (SHUTDOWN_MESSAGE), possibly before the server is up. */
let shutdownAsked = false;
let onShutdownMessage = (): void => {
  shutdownAsked = true;
};

const main = async (): Promise<void> => {
  if (cluster.isWorker) {
    // A worker of the cluster (src/cluster.ts) stops when its primary says so, not on signals
    // (a terminal's Ctrl-C reaches every process of the group); listened to before the server
    // starts, so a shutdown during start-up is kept and done once it is up.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => undefined);
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) onShutdownMessage();
    });
  }
  if (cluster.isPrimary) {
    const config = loadConfig();
    if (config.workers > 1) return runPrimary(config);
  }
  const server = await startServer();
  if (cluster.isWorker) {
    exitOnSignals(server);
    server.app.log.info({ url: server.url, worker: cluster.worker?.id }, 'worker listening');
    process.send?.(LISTENING_MESSAGE);
    return;
  }
  if (server.config.mode === 'production') {
    server.app.log.info({ url: server.url, database: server.database, migrationsApplied: server.migrations, mode: 'production' }, 'Yardfleet is running');
  } else {
    process.stdout.write(demoBanner(server));
  }
  exitOnSignals(server);
};

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: its message names the variables; no stack.
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Yardfleet server failed to start: ${text}\n`);
  process.exit(1);
});
