import { ConfigError } from './config/env';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/people';
import { startServer, type RunningServer } from './server';

/** After the shutdown deadline, how much longer the timers, mailer and database may take to close before the process exits anyway, ms. */
const CLOSE_GRACE_MS = 5_000;

/** The demo's start-up text (DESIGN 5): URL, database, seed, the demo logins. */
const demoBanner = (server: RunningServer): string => {
  const logins = [DEMO_LOGINS.admin, DEMO_LOGINS.manager, DEMO_LOGINS.employee, DEMO_LOGINS.power, DEMO_LOGINS.guest, DEMO_LOGINS.app];
  return [
    '',
    `Yardfleet is running at ${server.url}`,
    `Database: ${server.database}${server.migrations.length > 0 ? ` (applied ${server.migrations.join(', ')})` : ''}`,
    server.seeded ? `Seeded the demo: ${server.seeded.equipment} machines, ${server.seeded.users} people, ${server.seeded.chargers} chargers` : 'Demo data already present',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...logins.map((email) => `  ${email}`),
    '',
  ].join('\n');
};

/**
 * Graceful shutdown on SIGTERM and SIGINT (issue 13 item 2): `server.close()` stops accepting,
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

/**
 * Composition root (`node apps/server/dist/main.js`, `npm start`, `npm run serve`): reads the
 * environment, migrates, seeds the demo when empty (demo mode only), listens. The demo prints the
 * URL and the demo logins (DESIGN 5); production (NODE_ENV=production) writes one JSON log line
 * instead and never mentions demo logins. SIGINT and SIGTERM shut down gracefully.
 */
const main = async (): Promise<void> => {
  const server = await startServer();
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
