// @ts-check
/**
 * Shared by `npm start` (tools/start.mjs) and `npm run test:all` (tools/test-all.mjs): makes sure
 * node_modules matches package-lock.json, running `npm ci` only when it is missing or stale, and
 * runs child commands with inherited output.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root (this file is tools/ci/deps.mjs). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * Why node_modules does not match the lockfile, or null when it does. Compares package-lock.json
 * with npm's record of what is installed (node_modules/.package-lock.json): every non-optional
 * package must be installed at the locked version.
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
 * `npm ci` when node_modules is missing or stale (under /tmp/npm.lock when `flock` exists, so it
 * never races another install on a shared machine). Resolves with `npm ci`'s exit code, or 0 when
 * nothing had to be installed.
 * @returns {Promise<number>}
 */
export async function ensureDependencies() {
  const reason = staleReason();
  if (reason === null) {
    console.log('Dependencies: node_modules matches package-lock.json.');
    return 0;
  }
  console.log(`Dependencies: ${reason}; running npm ci.`);
  const npmArgs = ['ci', '--no-audit', '--no-fund'];
  return existsSync('/usr/bin/flock') ? run('flock', ['/tmp/npm.lock', 'npm', ...npmArgs]) : run('npm', npmArgs);
}

/**
 * Path of a binary installed in node_modules/.bin.
 * @param {string} name
 * @returns {string}
 */
export function bin(name) {
  return join(REPO_ROOT, 'node_modules', '.bin', name);
}
