import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/people';
import { startServer } from './server';

/**
 * Composition root (`node apps/server/dist/main.js` or `npm start -w @yardfleet/server`): reads the
 * environment, migrates, seeds the demo when empty, listens, and prints the URL and the demo logins
 * (DESIGN 5). SIGINT and SIGTERM close the server and the database cleanly.
 */
const main = async (): Promise<void> => {
  const server = await startServer();
  const logins = [DEMO_LOGINS.admin, DEMO_LOGINS.manager, DEMO_LOGINS.employee, DEMO_LOGINS.power, DEMO_LOGINS.guest, DEMO_LOGINS.app];
  const lines = [
    '',
    `Yardfleet is running at ${server.url}`,
    `Database: ${server.database}${server.migrations.length > 0 ? ` (applied ${server.migrations.join(', ')})` : ''}`,
    server.seeded ? `Seeded the demo: ${server.seeded.equipment} machines, ${server.seeded.users} people, ${server.seeded.chargers} chargers` : 'Demo data already present',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...logins.map((email) => `  ${email}`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  process.stderr.write(`Yardfleet server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
