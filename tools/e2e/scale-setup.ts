/**
 * Global setup of the scale run (rules 21.14, `playwright.scale.config.ts`): the list, search and
 * detail specs against a server whose database holds a scale-seeded fleet.
 *
 * - `E2E_SCALE_DATABASE_URL=postgres://.../yf_scale`: the server runs on that PostgreSQL database;
 *   when it holds no scale seed yet, `yardfleet seed --scale $E2E_SCALE` fills it first (a database
 *   seeded before is used as it is: the seed refuses a second run, exit 1, "scale-seeded already").
 * - otherwise a temporary PGlite folder is seeded with `E2E_SCALE` machines (default 100,000) and
 *   removed afterwards.
 *
 * The seed is the built cli (`apps/cli/dist/yardfleet.js seed`, which runs the built server's
 * `dist/seed-scale.js`); like the normal run, it builds nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startBuiltServer } from './server';

const CLI_ENTRY = join(REPO_ROOT, 'apps', 'cli', 'dist', 'yardfleet.js');

/** Runs `yardfleet seed`, its progress shown; resolves when the database holds a scale seed. @throws when the seed fails. */
async function seed(target: string[], machines: number): Promise<void> {
  if (!existsSync(CLI_ENTRY)) throw new Error(`${CLI_ENTRY} is missing: build first with \`npm run build\``);
  const child = spawn(process.execPath, [CLI_ENTRY, 'seed', '--scale', String(machines), ...target], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4_000);
    process.stderr.write(chunk);
  });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exit) => resolve(exit ?? 1));
  });
  if (code === 1 && errors.includes('scale-seeded already')) return;
  if (code !== 0) throw new Error(`yardfleet seed exited with ${code}:\n${errors}`);
}

export default async function scaleSetup(): Promise<() => Promise<void>> {
  const machines = Number(process.env['E2E_SCALE'] ?? '100000');
  if (!Number.isInteger(machines) || machines < 1) throw new Error(`E2E_SCALE must be a whole number of machines, not ${process.env['E2E_SCALE'] ?? ''}`);
  const databaseUrl = process.env['E2E_SCALE_DATABASE_URL'];
  const dataDir = databaseUrl === undefined ? mkdtempSync(join(tmpdir(), 'yardfleet-e2e-scale-')) : undefined;
  await seed(databaseUrl === undefined ? ['--data-dir', dataDir ?? ''] : ['--database-url', databaseUrl], machines);
  const fixedPort = process.env['E2E_PORT'];
  const server = await startBuiltServer({
    ...(fixedPort ? { port: Number(fixedPort) } : {}),
    ...(databaseUrl === undefined ? { dataDir } : { databaseUrl }),
  });
  process.env['E2E_BASE_URL'] = server.url;
  return async () => {
    await server.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  };
}
