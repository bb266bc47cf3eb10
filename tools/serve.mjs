// @ts-check
/**
 * `npm run serve` (rules 20.1; docs/deploy.md): runs the BUILT server
 * (apps/server/dist/main.js) in production mode (NODE_ENV=production) inside this process, so
 * SIGTERM and SIGINT reach the server's graceful shutdown directly. It installs and builds nothing:
 * build once with `npm ci && npm run build`. Without the build it exits 1 saying so; without
 * SMTP_URL or PUBLIC_URL the server itself exits 1 naming them. Every other variable passes
 * through (apps/server/README.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The built server's entry point (this file is tools/serve.mjs). */
const ENTRY = join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js');

if (!existsSync(ENTRY)) {
  console.error(
    `Yardfleet is not built: ${ENTRY} is missing. Build once with \`npm ci && npm run build\`, then \`npm run serve\` (it installs and builds nothing; see docs/deploy.md).`,
  );
  process.exit(1);
}
process.env['NODE_ENV'] = 'production';
await import(pathToFileURL(ENTRY).href);
