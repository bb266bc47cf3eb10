// @ts-check
/**
 * Shared by `npm start` (tools/start.mjs) and `npm run test:all` (tools/test-all.mjs): makes sure
 * node_modules matches package-lock.json, installing only when it is missing or stale, and runs
 * child commands with inherited output.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root (this file is tools/ci/deps.mjs). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * Why node_modules does not match the lockfile, or null when it does. Compares package-lock.json
 * with npm's record of what is installed (node_modules/.package-lock.json), both ways: every
 * non-optional locked package is installed at the locked version, and nothing is installed that
 * the lockfile does not name at that version.
 * @param {string} root
 * @returns {string | null}
 */
export function staleReason(root = REPO_ROOT) {
  const installedPath = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installedPath)) return 'node_modules is missing';
  /** @type {{ packages: Record<string, { version?: string, optional?: boolean }> }} */
  const locked = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  /** @type {{ packages: Record<string, { version?: string }> }} */
  const installed = JSON.parse(readFileSync(installedPath, 'utf8'));
  for (const [path, entry] of Object.entries(locked.packages)) {
    if (path === '' || entry.optional) continue;
    const present = installed.packages[path];
    if (!present) return `${path} is not installed`;
    if (present.version !== entry.version) return `${path} is ${present.version ?? '?'}, the lockfile wants ${entry.version ?? '?'}`;
  }
  for (const [path, entry] of Object.entries(installed.packages)) {
    const wanted = locked.packages[path];
    if (!wanted) return `${path} is installed but not in package-lock.json`;
    if (wanted.version !== entry.version) return `${path} is ${entry.version ?? '?'}, the lockfile wants ${wanted.version ?? '?'}`;
  }
  return null;
}

/**
 * Runs a command with inherited stdio in the repo root; resolves with its exit code
 * (128 + signal number style 1 when killed by a signal).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: options.cwd ?? REPO_ROOT, env: options.env ?? process.env, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolveRun(127);
    });
    child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs npm under /tmp/npm.lock when `flock` exists, so it never races another install on a shared
 * machine.
 * @param {readonly string[]} args
 * @returns {Promise<number>}
 */
function npmLocked(args) {
  return existsSync('/usr/bin/flock') ? run('flock', ['/tmp/npm.lock', 'npm', ...args]) : run('npm', args);
}

/**
 * Installs exactly the locked dependencies when node_modules is missing or stale: `npm ci`, or,
 * when `npm ci` refuses the lockfile, `npm install --no-save`. The fallback exists because the
 * registry reachable here lacks some optional platform binaries (for example
 * `@tailwindcss/oxide-android-arm64@4.3.5`, `@unrs/resolver-binding-darwin-arm64`), so the lockfile
 * cannot name them and `npm ci` reports it "out of sync" (decision 0005); `npm install` skips
 * the missing optional packages and installs the locked versions of everything else. Afterwards the
 * installed tree must match the lockfile both ways, else the lockfile really is stale.
 * Resolves with 0 when the tree matches the lockfile, non-zero otherwise.
 * @returns {Promise<number>}
 */
export async function ensureDependencies() {
  const reason = staleReason();
  if (reason === null) {
    console.log('Dependencies: node_modules matches package-lock.json.');
    return 0;
  }
  console.log(`Dependencies: ${reason}; running npm ci.`);
  if ((await npmLocked(['ci', '--no-audit', '--no-fund'])) !== 0) {
    console.log(
      'Dependencies: npm ci refused the lockfile (optional platform binaries missing from this registry); installing the locked versions with npm install --no-save.',
    );
    const code = await npmLocked(['install', '--no-save', '--no-audit', '--no-fund']);
    if (code !== 0) return code;
  }
  const left = staleReason();
  if (left !== null) {
    console.error(`Dependencies: the installed tree does not match package-lock.json (${left}); run npm install and commit package-lock.json.`);
    return 1;
  }
  return 0;
}

/**
 * Path of a binary installed in node_modules/.bin.
 * @param {string} name
 * @returns {string}
 */
export function bin(name) {
  return join(REPO_ROOT, 'node_modules', '.bin', name);
}
