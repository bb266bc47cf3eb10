// @ts-check
/**
 * `npm start` (rules 20.1; architecture 5): installs when node_modules is missing or stale, builds
 * every workspace with turbo, then runs the built server (apps/server/dist/main.js) in the demo
 * mode on PORT (default 8080) of HOST (default 127.0.0.1: this machine only; rules 20.1) and prints
 * the URL and the demo logins once it answers. Ctrl+C stops the server.
 * Environment: PORT, HOST, DATABASE_URL, DATA_DIR and the server's other variables pass through
 * (apps/server/README.md), except NODE_ENV=production: production is `npm run serve`
 * (tools/serve.mjs, docs/deploy.md), never the demo's start.
 * Simulator (rules 16.9): once the server answers, `yardfleet sim` (apps/cli/dist/yardfleet.js)
 * drives the demo fleet and the charge systems of both demo companies (the full-version one and
 * the power-only one) through the real device report calls so statuses move; `SIMULATOR=off`
 * or `npm start -- --no-sim` turns it off. It stops with the server.
 * Operator token (rules 15.8): when OPERATOR_TOKEN is unset, a random one is made for this run of
 * the demo server, and one line tells how to load a dealer directory with it
 * (`yardfleet dealers import`, YARDFLEET_OPERATOR_TOKEN); a set OPERATOR_TOKEN is kept and not printed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureDependencies, REPO_ROOT, run } from './ci/deps.mjs';

/** Demo logins (rules 20.1); the password is the same for all. */
const DEMO_PASSWORD = 'Demo1234';
const DEMO_LOGINS = [
  ['admin@demo.yardfleet.test', 'admin, full-version company (inventory home)'],
  ['manager@demo.yardfleet.test', 'manager, same company'],
  ['employee@demo.yardfleet.test', 'employee, same company'],
  ['power@demo.yardfleet.test', 'admin, power-only company (power home)'],
  ['guest@demo.yardfleet.test', 'no company name (guest route)'],
  ['app@demo.yardfleet.test', 'user type 3 (app-download notice)'],
];

/** The logins whose companies' charge systems the simulator drives: the full-version and the power-only company. */
const POWER_LOGINS = ['admin@demo.yardfleet.test', 'power@demo.yardfleet.test'];

/** @param {string} url */
function banner(url) {
  const width = Math.max(...DEMO_LOGINS.map(([email]) => (email ?? '').length));
  return [
    '',
    `Yardfleet is running at ${url}`,
    `Demo logins (password ${DEMO_PASSWORD} for all):`,
    ...DEMO_LOGINS.map(([email, what]) => `  ${(email ?? '').padEnd(width)}  ${what}`),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

/**
 * The URL this script reaches the server at: HOST's address, or the loopback address when HOST is
 * unset (the server's default, 127.0.0.1) or every interface (0.0.0.0, ::).
 * @param {string} port
 */
function localUrl(port) {
  const host = (process.env['HOST'] ?? '').trim();
  if (host === '' || host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/**
 * Resolves true once `url` answers over HTTP, false when the child exits first.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<boolean>}
 */
async function waitUntilServing(url, child) {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return true;
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
    }
  }
  return false;
}

/**
 * Runs the simulator against `url` (24 demo machines, 2 crew gateways, and the online chargers of
 * both demo companies' charge systems, a tick every 5 s) until the server exits, unless
 * SIMULATOR=off or --no-sim; with MQTT_URL set its reports go over MQTT through that broker. Its
 * tick lines are not echoed (they would bury the server's output); failures are.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} server
 */
function startSimulator(url, server) {
  if (process.env['SIMULATOR'] === 'off' || process.argv.includes('--no-sim')) return;
  const cli = join(REPO_ROOT, 'apps', 'cli', 'dist', 'yardfleet.js');
  if (!existsSync(cli)) {
    console.error(`Simulator not started: ${cli} was not built.`);
    return;
  }
  const args = ['sim', '--url', url, '--devices', '24', '--gateways', '2', '--interval', '5', '--chargers', '12'];
  for (const login of POWER_LOGINS) args.push('--power-email', login);
  const mqttUrl = (process.env['MQTT_URL'] ?? '').trim();
  if (mqttUrl !== '') args.push('--transport', 'mqtt', '--mqtt-url', mqttUrl); // Reports through the server's broker (decision 0031).
  const sim = spawn(process.execPath, [cli, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  sim.stderr?.on('data', (/** @type {Buffer} */ chunk) => process.stderr.write(`[sim] ${chunk.toString('utf8')}`));
  sim.once('exit', (code) => {
    if (code !== 0 && server.exitCode === null) console.error(`[sim] the simulator stopped (exit ${code ?? 'signal'}).`);
  });
  const via = mqttUrl === '' ? '' : ` over MQTT (${mqttUrl})`;
  console.log(
    `Simulator running (24 machines and the chargers of both demo companies report every 5 s${via}); SIMULATOR=off or npm start -- --no-sim turns it off.`,
  );
  server.once('exit', () => sim.kill('SIGTERM'));
}

/**
 * The one line that tells how to run the dealer import against `url` with `token`.
 * @param {string} url
 * @param {string} token
 */
function importHint(url, token) {
  return `Dealer import (operator token of this run): YARDFLEET_OPERATOR_TOKEN=${token} node apps/cli/dist/yardfleet.js dealers import FILE.csv --url ${url} [--dry-run]`;
}

async function main() {
  if ((await ensureDependencies()) !== 0) return 1;
  console.log('Building every workspace (npx turbo run build)...');
  if ((await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])) !== 0) return 1;
  const entry = join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(entry)) {
    console.error(`${entry} was not built; see apps/server/package.json "build".`);
    return 1;
  }
  const port = process.env['PORT'] ?? '8080';
  // The simulator's reports would fill the console with one request log line each; the demo logs
  // warnings and errors only unless LOG_LEVEL says otherwise.
  const logLevel = process.env['LOG_LEVEL'] ?? 'warn';
  // The operator calls (dealer import) need OPERATOR_TOKEN; the demo makes one for this run when none is set.
  const generatedToken = (process.env['OPERATOR_TOKEN'] ?? '').trim() === '' ? randomBytes(24).toString('base64url') : null;
  const serverEnv = { ...process.env, PORT: port, LOG_LEVEL: logLevel, ...(generatedToken === null ? {} : { OPERATOR_TOKEN: generatedToken }) };
  if (serverEnv['NODE_ENV'] === 'production') {
    console.log('npm start runs the demo, so NODE_ENV=production is ignored here; production is `npm run serve` (docs/deploy.md).');
    delete serverEnv['NODE_ENV'];
  }
  const child = spawn(process.execPath, [entry], { cwd: REPO_ROOT, env: serverEnv, stdio: ['inherit', 'pipe', 'pipe'] });
  let serverPrintedLogins = false;
  /** @param {NodeJS.WriteStream} target */
  const forward = (target) => (/** @type {Buffer} */ chunk) => {
    if (chunk.toString('utf8').includes(DEMO_LOGINS[0]?.[0] ?? '')) serverPrintedLogins = true;
    target.write(chunk);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? (signal ? 0 : 1))));
  const url = localUrl(port);
  if (await waitUntilServing(url, child)) {
    // The server prints the URL and logins itself (apps/server/src/main.ts); print them only if it did not.
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    if (!serverPrintedLogins) console.log(banner(url));
    if (generatedToken !== null) console.log(importHint(url, generatedToken));
    startSimulator(url, child);
  }
  return exited;
}

process.exitCode = /** @type {number} */ (await main());
