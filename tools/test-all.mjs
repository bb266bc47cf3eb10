// @ts-check
/**
 * `npm run test:all`, the README's test line and what .ci/run calls. Installs what the tests need
 * (the locked dependencies when node_modules is missing or stale, see ci/deps.mjs; Debian's chromium,
 * haproxy and mosquitto through apt-get when their binaries are missing), then runs each stage, stopping at the first
 * failure:
 *   0. every installed package's engines.node allows the root's promised Node (ci/engines.mjs),
 *      and every file is formatted as Prettier writes it (npm run format:check)
 *   1. turbo run lint typecheck build test   (server suite on PGlite, and on PostgreSQL where
 *      DATABASE_URL is set; with CI set and no DATABASE_URL it defaults to the CI database)
 *   2. lint of tools/, .storybook and root configs; typecheck of tools; the ESLint boundary test
 *   3. storybook build and story tests       (when the root package.json has those scripts)
 *   4. the end-to-end suite in Chromium      (tools/e2e, against the built server)
 * Prints one summary line per stage and ends with `N passed, M failed`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, ensureDependencies, REPO_ROOT, run } from './ci/deps.mjs';

const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CI_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** @typedef {{ name: string, run: () => Promise<number> }} Stage */

/** Root package.json scripts, read after install (stages such as test:stories run only where the script exists). */
function rootScripts() {
  /** @type {{ scripts?: Record<string, string> }} */
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  return manifest.scripts ?? {};
}

/**
 * Debian packages the tests run as real programs, by the binary each provides: Chromium (browser
 * tests), HAProxy (several server processes behind a load balancer) and Mosquitto with
 * mosquitto_ctrl and its dynamic security plugin (device reports over MQTT).
 */
const DEBIAN_PACKAGES = [
  { name: 'chromium', binary: CHROMIUM_PATH },
  { name: 'haproxy', binary: process.env['HAPROXY_PATH'] ?? '/usr/sbin/haproxy' },
  { name: 'mosquitto', binary: process.env['MOSQUITTO_PATH'] ?? '/usr/sbin/mosquitto' },
];

/** Installs the DEBIAN_PACKAGES whose binary is missing, with apt-get (needs root, as on CI). */
async function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((pkg) => !existsSync(pkg.binary));
  for (const pkg of DEBIAN_PACKAGES) if (!missing.includes(pkg)) console.log(`Debian package ${pkg.name}: ${pkg.binary} is present.`);
  if (missing.length === 0) return 0;
  const names = missing.map((pkg) => pkg.name);
  if (process.getuid?.() !== 0) {
    console.error(`${missing.map((pkg) => pkg.binary).join(', ')} missing; install with: sudo apt-get install -y ${names.join(' ')}`);
    return 1;
  }
  console.log(`Installing Debian's ${names.join(', ')} (missing).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  if (updated !== 0) return updated;
  return run('apt-get', ['install', '-y', '--no-install-recommends', ...names], { env });
}

/**
 * Resolves true when something accepts TCP connections at host:port within 2 s.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function reachable(host, port) {
  return new Promise((resolveProbe) => {
    const socket = createConnection({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolveProbe(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolveProbe(false);
    });
    socket.once('error', () => resolveProbe(false));
  });
}

/**
 * On CI without DATABASE_URL, points the server suite at CI's PostgreSQL (starting the local
 * cluster when it is installed but not running), so the real-PostgreSQL tests run there.
 */
async function prepareDatabase() {
  if (process.env['DATABASE_URL']) {
    console.log('Database: DATABASE_URL is set; the server suite also runs on PostgreSQL.');
    return 0;
  }
  if (!process.env['CI']) {
    console.log('Database: DATABASE_URL is not set; the server suite runs on PGlite only.');
    return 0;
  }
  process.env['DATABASE_URL'] = CI_DATABASE_URL;
  console.log(`Database: CI is set; DATABASE_URL defaults to ${CI_DATABASE_URL}.`);
  if (!(await reachable('127.0.0.1', 5432)) && existsSync('/usr/bin/pg_ctlcluster') && existsSync('/etc/postgresql')) {
    console.log('Database: nothing listens on 127.0.0.1:5432; starting the local PostgreSQL cluster.');
    for (const version of (await import('node:fs')).readdirSync('/etc/postgresql')) {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
  }
  return 0;
}

/** @returns {Stage[]} */
function stages() {
  const npm = (/** @type {string} */ script) => () => run('npm', ['run', '--silent', script]);
  /** @type {Stage[]} */
  const list = [
    {
      name: 'install (locked deps if stale, chromium, haproxy and mosquitto if missing, database)',
      run: async () => (await ensureDependencies()) || (await ensureDebianPackages()) || (await prepareDatabase()),
    },
    {
      name: "dependency engines allow the root package.json's Node (tools/ci/engines.mjs)",
      // Imported here, not at the top: it needs the semver package, which the install stage brings.
      run: async () => (await import('./ci/engines.mjs')).checkEngines(),
    },
    {
      name: 'formatting (prettier --check, .prettierrc.json)',
      run: npm('format:check'),
    },
    {
      name: 'turbo run lint typecheck build test',
      run: () => run(bin('turbo'), ['run', 'lint', 'typecheck', 'build', 'test', '--concurrency=2']),
    },
    {
      name: 'root and tooling: lint (tools, .storybook), typecheck, ESLint boundary test',
      run: async () => (await npm('lint:root')()) || (await npm('typecheck:tools')()) || (await npm('test:tools')()),
    },
  ];
  const scripts = rootScripts();
  if (scripts['build-storybook']) list.push({ name: 'storybook build', run: npm('build-storybook') });
  if (scripts['test:stories']) list.push({ name: 'story tests (Chromium)', run: npm('test:stories') });
  list.push({ name: 'end-to-end tests (Chromium)', run: npm('test:e2e') });
  return list;
}

/** Lines of a failed task's log that say what failed (vitest, eslint, tsc, turbo). */
const FAILURE_LINE = /(?:\bFAIL\b|×|✗|AssertionError|Error:|error TS\d+|Hook timed out|Test timed out|Unhandled|\d+ failed|\d+ errors?\b)/;

/**
 * After a failed turbo stage, prints the lines of each workspace's turbo logs
 * (`<workspace>/.turbo/turbo-<task>.log`, written by turbo) that name a failure, at most 60 per
 * log: CI keeps only the tail of the output, where a failing test's name would otherwise be lost
 * among the other packages' lines.
 */
function printFailureDigest() {
  for (const group of ['apps', 'packages']) {
    const groupDir = join(REPO_ROOT, group);
    if (!existsSync(groupDir)) continue;
    for (const workspace of readdirSync(groupDir)) {
      const logDir = join(groupDir, workspace, '.turbo');
      if (!existsSync(logDir)) continue;
      for (const file of readdirSync(logDir).filter((f) => f.endsWith('.log'))) {
        const lines = stripVTControlCharacters(readFileSync(join(logDir, file), 'utf8')).split('\n');
        const hits = lines.filter((line) => FAILURE_LINE.test(line) && !/\b0 failed\b/.test(line));
        if (hits.length === 0) continue;
        console.log(`\n--- failures in ${group}/${workspace}/.turbo/${file}`);
        for (const line of hits.slice(0, 60)) console.log(line.slice(0, 300));
      }
    }
  }
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const started = Date.now();
  /** @type {string[]} */
  const summary = [];
  let passed = 0;
  let failed = 0;
  // The stage list is read after the install stage, once package.json scripts are final.
  const [install] = stages();
  /** @type {Stage[]} */
  let pending = install ? [install] : [];
  let installed = false;
  while (pending.length > 0) {
    const stage = pending.shift();
    if (!stage) break;
    console.log(`\n=== ${stage.name}`);
    const stageStart = Date.now();
    const code = await stage.run();
    const line = `${code === 0 ? 'PASS' : 'FAIL'}  ${stage.name} (${seconds(Date.now() - stageStart)})`;
    summary.push(line);
    console.log(line);
    if (code !== 0) {
      failed += 1;
      if (stage.name.startsWith('turbo')) printFailureDigest();
      break;
    }
    passed += 1;
    if (!installed) {
      installed = true;
      pending = stages().slice(1);
    }
  }
  console.log(`\n=== summary (${seconds(Date.now() - started)})`);
  for (const line of summary) console.log(line);
  for (const stage of pending) console.log(`SKIP  ${stage.name} (not run after the failure)`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
