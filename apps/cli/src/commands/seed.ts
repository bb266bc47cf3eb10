import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `yardfleet seed --scale N` (rules 21.14, decision 0014). Writing the database is the
 * server's: this command runs the server's scale-seed program (apps/server/src/seed/scale/main.ts,
 * built to apps/server/dist/seed-scale.js) as a child process with the same flags, its progress on
 * stderr and summary on stdout passed through, and answers its exit code. The cli keeps importing
 * only the domain and the contract.
 */

export const SEED_USAGE = `seed --scale N [--database-url URL | --data-dir DIR] [--company-email EMAIL] [--company-name NAME]
         [--warehouses 1000] [--tags 2000] [--report-days 365] [--json]
    Fills ONE full-version company with N machines, warehouses (one device gateway each), tags in
    groups, a year of device reports, maintenance logs, reminder plans and device credentials
    (100,000 machines for the scale goals of docs/rules 21). The company is the one
    --company-email administers (default the demo admin: on a database without accounts the demo
    is seeded first); a new address creates a new company with that admin, password Demo1234. Runs migrations first; the database is
    --database-url, --data-dir (PGlite), else DATABASE_URL, else the server's DATA_DIR. Refuses
    NODE_ENV=production, any account outside the .test domain, and a company seeded before.
    Progress on stderr; counts, database size and the login on stdout. Exit 1 when refused.`;

/** How the server's seed program is started: the executable and its arguments before the seed's flags. */
export interface SeedProgram {
  readonly command: string;
  readonly args: readonly string[];
}

/** The monorepo root above `from`: the nearest folder whose package.json declares workspaces. @throws Error when there is none. */
export const repoRootFrom = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error(`no monorepo root above ${from}`);
  }
};

/**
 * The server's seed program for a cli running from `moduleUrl`: from its TypeScript sources (tsx,
 * `npm run yardfleet`) the server's source through tsx; from the bundle (apps/cli/dist) the built
 * apps/server/dist/seed-scale.js.
 * @throws Error naming the build command when the built program is missing.
 */
export const seedProgram = (moduleUrl: string, nodePath: string = process.execPath): SeedProgram => {
  const here = fileURLToPath(moduleUrl);
  const root = repoRootFrom(dirname(here));
  if (here.endsWith('.ts')) {
    // tsx's loader by path, so it is found whatever the working directory.
    const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    return { command: nodePath, args: ['--import', tsx, join(root, 'apps', 'server', 'src', 'seed', 'scale', 'main.ts')] };
  }
  const built = join(root, 'apps', 'server', 'dist', 'seed-scale.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the server first (npm run build -w @yardfleet/server)`);
  return { command: nodePath, args: [built] };
};

/** Where the seed's lines go: its stdout lines to `out`, its stderr lines (progress, refusals) to `err`. */
export interface SeedIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/**
 * Runs the seed program with `args`, passing each line it writes on to `io` as it comes.
 * @returns its exit code (1 when killed by a signal).
 */
export const runSeed = (program: SeedProgram, args: readonly string[], io: SeedIo, env: NodeJS.ProcessEnv = process.env): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(program.command, [...program.args, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
    const outLines = createInterface({ input: child.stdout });
    const errLines = createInterface({ input: child.stderr });
    outLines.on('line', io.out);
    errLines.on('line', io.err);
    const closed = Promise.all([new Promise((done) => outLines.once('close', done)), new Promise((done) => errLines.once('close', done))]);
    child.once('error', reject);
    child.once('exit', (code) => {
      void closed.then(() => resolve(code ?? 1));
    });
  });
