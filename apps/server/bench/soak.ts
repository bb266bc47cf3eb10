/**
 * Soak (rules 20.11): the built server under `--rate` web requests a second (default 200, a
 * mix of the screens' reads and writes as the demo's logged-in users) plus `--positions` device
 * positions a second (default 1,000) for `--minutes` (default 10).
 *
 *   createdb -h 127.0.0.1 -U postgres soak
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/soak npm run bench:soak -w @yardfleet/server
 *   npm run bench:soak -w @yardfleet/server -- --minutes 3                # PGlite in a temp folder
 *
 * Builds and starts `node dist/main.js` (`--skip-build` runs the existing build) on DATABASE_URL
 * (seeded with the demo when empty) or a temporary PGlite folder. Logs in once per user (login is
 * rate limited; sessions last 60 idle minutes), binds `--machines` machines (default 100) to
 * Brightline, then
 * runs two open-loop schedules (bench/open-loop.ts: the rate is held whatever the answers;
 * latency counts from the moment a request was due): the web mix (bench/soak-mix.ts) and the
 * position calls (`--batch` reports each, default 10). A request fails on a network error, a
 * 10 s timeout, an HTTP status other than 2xx, an envelope code other than 200, or being dropped
 * because 500 were already waiting. Prints every minute and at the end: requests, failed (count,
 * %; goal < 0.1 %), p50 / p95 / p99 latency (goal p95 < 300 ms), throughput, and the server's RSS
 * (/proc/<pid>/status VmRSS) and V8 heap (the preloaded probe, IPC; after a GC at start and end),
 * with the machine's load average, and the failures by reason. Exits 1 when a goal is missed.
 * `--keep` keeps the temporary folder (server log); `--cpu-prof` keeps it with the server's V8 CPU
 * profile (`profile/*.cpuprofile`, written when it stops; open it in Chrome DevTools).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { bindMachines, logIn, positionFeed, sendPositions, succeeded, type Answer } from './device-load';
import { loadAverage, mib, openLoop, quantile, type Outcome } from './open-loop';
import { prepareMix, sendMix } from './soak-mix';
import { ensureBuilt, freePort, startServerChild, type ServerChild, type ServerMemory } from './server-process';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    positions: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '10' },
    machines: { type: 'string', default: '100' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const positive = (name: 'minutes' | 'rate' | 'positions' | 'batch' | 'machines'): number => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const MINUTES = positive('minutes');
const RATE = positive('rate');
const POSITIONS = positive('positions');
const BATCH = Math.min(500, positive('batch'));
const MACHINES = positive('machines');

/** Outcomes of one kind of request (web or positions), per label for the breakdown. */
class Tally {
  latencies: number[] = [];
  ok = 0;
  failed = 0;
  /** Failed without being sent (the open loop's in-flight cap). */
  dropped = 0;
  readonly byLabel = new Map<string, { latencies: number[]; failed: number }>();
  add(outcome: Outcome, label: string): void {
    if (outcome.ok) this.ok += 1;
    else this.failed += 1;
    if (!Number.isNaN(outcome.latencyMs)) this.latencies.push(outcome.latencyMs);
    else this.dropped += 1;
    const entry = this.byLabel.get(label) ?? { latencies: [], failed: 0 };
    if (!Number.isNaN(outcome.latencyMs)) entry.latencies.push(outcome.latencyMs);
    if (!outcome.ok) entry.failed += 1;
    this.byLabel.set(label, entry);
  }
  /** Requests that reached the server. */
  sent(): number {
    return this.ok + this.failed - this.dropped;
  }
  line(seconds: number): string {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const count = this.ok + this.failed;
    const pct = count === 0 ? 0 : (this.failed / count) * 100;
    const ms = (q: number): string => `${Math.round(quantile(sorted, q))}`;
    return `${String(count).padStart(7)} requests, failed ${this.failed} (${pct.toFixed(3)} %), p50/p95/p99 ${ms(0.5)}/${ms(0.95)}/${ms(0.99)} ms, ${(this.ok / seconds).toFixed(1)} ok/s`;
  }
}

/** Why requests failed, by label: `HTTP <status> <envelope code or error>`, the client error (TimeoutError: 10 s), or dropped. */
const reasons = new Map<string, number>();
const droppedReason = (o: Outcome): void => {
  if (Number.isNaN(o.latencyMs)) reasons.set('dropped: 500 requests waiting', (reasons.get('dropped: 500 requests waiting') ?? 0) + 1);
};
const judged = async (label: string, send: () => Promise<Answer>): Promise<boolean> => {
  let reason: string;
  try {
    const answer = await send();
    if (succeeded(answer)) return true;
    reason = `HTTP ${answer.status} ${answer.code ?? answer.error ?? 'no envelope'}`;
  } catch (error) {
    reason = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 60) : 'error';
  }
  const key = `${label}: ${reason}`;
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
  return false;
};

const memoryText = (m: ServerMemory): string => `RSS ${mib(m.rss)}, heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)}`;

const main = async (): Promise<number> => {
  ensureBuilt(args['skip-build'] !== true);
  const work = mkdtempSync(join(tmpdir(), 'yf-soak-'));
  const url = process.env.DATABASE_URL;
  const env: Record<string, string> = url === undefined ? { DATA_DIR: join(work, 'pglite') } : { DATABASE_URL: url };
  let server: ServerChild | null = null;
  try {
    server = await startServerChild({
      port: await freePort(),
      env,
      logFile: join(work, 'server.log'),
      nodeFlags: ['--expose-gc', ...(args['cpu-prof'] === true ? ['--cpu-prof', `--cpu-prof-dir=${join(work, 'profile')}`] : [])],
    });
    const base = server.url;
    const database = url === undefined ? 'PGlite (temp folder)' : `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`;
    console.log(`server: node dist/main.js on ${database}, started in ${Math.round(server.startMs)} ms; log ${join(work, 'server.log')}`);
    const sessions = {
      admin: await logIn(base, DEMO_LOGINS.admin, DEMO_PASSWORD),
      manager: await logIn(base, DEMO_LOGINS.manager, DEMO_PASSWORD),
      employee: await logIn(base, DEMO_LOGINS.employee, DEMO_PASSWORD),
      power: await logIn(base, DEMO_LOGINS.power, DEMO_PASSWORD),
    };
    // The reporting machines join Brightline (the power company), so Greenway's screens keep the
    // demo's size: 1,000 positions/s into one 168-machine company would be ~6,000 reports a minute
    // per machine, and its usage report reads every raw report of the period (see the README).
    const machines = await bindMachines(base, sessions.power, MACHINES, `SOAK${Date.now().toString(36).toUpperCase()}`);
    const next = await prepareMix(base, sessions);
    const feed = positionFeed(MACHINES, BATCH, Date.now() - 2 * 3_600_000);
    const running: ServerChild = server;
    const start = await running.memory(true);
    console.log(`start: ${memoryText(start)}; load average ${loadAverage()}`);
    console.log(`load: ${RATE} web requests/s + ${POSITIONS} positions/s (${POSITIONS / BATCH} calls/s of ${BATCH}, ${MACHINES} machines) for ${MINUTES} min`);
    const durationMs = MINUTES * 60_000;
    const web = { all: new Tally(), minute: new Tally() };
    const devices = { all: new Tally(), minute: new Tally() };
    const webLabels: string[] = [];
    const webLoop = openLoop({
      ratePerSecond: RATE,
      durationMs,
      maxInFlight: 500,
      fire: async (n) => {
        const request = next(Math.random);
        webLabels[n] = request.label;
        return judged(request.label, () => sendMix(base, request));
      },
      onOutcome: (o, n) => {
        const label = webLabels[n] ?? 'dropped';
        droppedReason(o);
        web.all.add(o, label);
        web.minute.add(o, label);
        delete webLabels[n];
      },
    });
    const deviceLoop = openLoop({
      ratePerSecond: POSITIONS / BATCH,
      durationMs,
      maxInFlight: 500,
      fire: (n) => {
        const call = feed(n);
        const machine = machines[call.machine];
        return machine === undefined ? Promise.resolve(false) : judged('positions', () => sendPositions(base, machine, call.body));
      },
      onOutcome: (o) => {
        droppedReason(o);
        devices.all.add(o, 'positions');
        devices.minute.add(o, 'positions');
      },
    });
    const started = performance.now();
    let minute = 0;
    let cpuBefore = start.cpuSeconds;
    let lastReport = performance.now();
    /** Prints the figures since the last report (a minute, or the run's last part) and starts a new one. */
    const report = async (): Promise<void> => {
      const span = (performance.now() - lastReport) / 1000;
      lastReport = performance.now();
      minute += 1;
      const number = minute;
      const answered = web.minute.sent() + devices.minute.sent();
      const webLine = web.minute.line(span);
      const deviceLine = devices.minute.line(span);
      web.minute = new Tally();
      devices.minute = new Tally();
      const m = await running.memory(false);
      const cpu = m.cpuSeconds - cpuBefore;
      cpuBefore = m.cpuSeconds;
      console.log(`minute ${number}${span < 59 ? ` (last ${span.toFixed(0)} s)` : ''}: web ${webLine}`);
      console.log(`          positions ${deviceLine} (${POSITIONS} positions/s offered)`);
      console.log(
        `          server ${memoryText(m)}; CPU ${((cpu / span) * 100).toFixed(0)} % of a core, ${((cpu * 1000) / Math.max(1, answered)).toFixed(2)} ms per request; load average ${loadAverage()}`,
      );
    };
    let reporting = Promise.resolve();
    const ticker = setInterval(() => {
      reporting = report();
    }, 60_000);
    await Promise.all([webLoop.done, deviceLoop.done]);
    clearInterval(ticker);
    await reporting;
    if (performance.now() - lastReport > 2_000) await report();
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const end = await running.memory(true);
    console.log(`\nend after ${seconds.toFixed(0)} s; load average ${loadAverage()}`);
    console.log(`web       ${web.all.line(seconds)}`);
    console.log(`positions ${devices.all.line(seconds)}; ${((devices.all.ok * BATCH) / seconds).toFixed(0)} positions/s stored`);
    console.log(`memory    start ${memoryText(start)}; end ${memoryText(end)} (after a GC each)`);
    const answeredAll = web.all.sent() + devices.all.sent();
    const cpuAll = end.cpuSeconds - start.cpuSeconds;
    console.log(
      `server CPU ${cpuAll.toFixed(1)} s = ${((cpuAll / seconds) * 100).toFixed(0)} % of a core, ${((cpuAll * 1000) / Math.max(1, answeredAll)).toFixed(2)} ms per request (node process only; the database's own processes not counted)`,
    );
    console.log('by request (count, failed, p50/p95/p99 ms):');
    for (const [label, entry] of [...web.all.byLabel.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      const q = (p: number): string => `${Math.round(quantile(sorted, p))}`;
      console.log(`  ${label.padEnd(20)} ${String(entry.latencies.length).padStart(6)} ${String(entry.failed).padStart(5)}  ${q(0.5)}/${q(0.95)}/${q(0.99)}`);
    }
    console.log('failure reasons:');
    for (const [reason, count] of [...reasons.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(count).padStart(7)}  ${reason}`);
    const failures = web.all.failed + devices.all.failed;
    const requests = web.all.ok + web.all.failed + devices.all.ok + devices.all.failed;
    const p95 = quantile(
      [...web.all.latencies, ...devices.all.latencies].sort((a, b) => a - b),
      0.95,
    );
    console.log(
      `all       ${requests} requests, failed ${failures} (${((failures / requests) * 100).toFixed(3)} %, goal < 0.1 %), p95 ${Math.round(p95)} ms (goal < 300 ms)`,
    );
    return failures / requests < 0.001 && p95 < 300 ? 0 : 1;
  } finally {
    await server?.stop();
    if (args.keep !== true && args['cpu-prof'] !== true) rmSync(work, { recursive: true, force: true });
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
