/**
 * Playwright global setup: starts the built server on a free port with a fresh PGlite folder and
 * hands its URL to the tests through E2E_BASE_URL (the config's `baseURL` reads it in the workers).
 * Returns the teardown, which stops the server and removes the folder.
 */
import { startBuiltServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const fixedPort = process.env['E2E_PORT'];
  const server = await startBuiltServer(fixedPort ? { port: Number(fixedPort) } : {});
  process.env['E2E_BASE_URL'] = server.url;
  return async () => server.stop();
}
