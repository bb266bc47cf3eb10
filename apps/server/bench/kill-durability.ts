/**
 * Crash durability (rules 20.10): `kill -9` of the built server while devices send 1,000
 * positions a second loses no acknowledged report, and the database reopens cleanly.
 *
 *   npm run bench:durability -w @yardfleet/server                     # PGlite, 20 cycles
 *   npm run bench:durability -w @yardfleet/server -- --postgres       # a scratch PostgreSQL database
 *   npm run bench:durability -w @yardfleet/server -- --cycles 5 --machines 50 --batch 20
 *
 * Builds and starts `node dist/main.js` (`--skip-build` runs the existing build) on a temporary PGlite
 * folder (or `yf_durability_<random>` on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, with `--postgres`), logs in as the demo admin once,
 * binds `--machines` machines as the mobile app does and, each cycle, sends `--rate` positions a
 * second (open loop: `--rate / --batch` report calls a second, each one machine's `--batch` reports
 * with fix times unique per machine). A report counts as acknowledged when its call answered HTTP
 * 2xx with the success envelope and `accepted + duplicates` equal to the reports sent. After a
 * random `--min-seconds`..`--max-seconds` the server gets SIGKILL, is started again on the same data
 * (reopen time: spawn to first HTTP answer), and must answer /readyz (when it has one), a read and
 * a write. The reports are then read from the database itself: for PGlite a copy of the folder as the
 * kill left it, opened here (its own crash recovery; pending migrations must be none). Prints per
 * cycle and in total: sent, acknowledged, stored of acknowledged, lost (goal 0), stored without an
 * acknowledgement (the kill cut the answer), reopen time. Exits 1 when a report was lost or a
 * check failed. `--keep` keeps the temporary folder (server log) and database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '../src/db/connect';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { createScratchPostgres } from '../test/scratch-postgres';
import { bindMachines, logIn, positionFeed, sendPositions, succeeded } from './device-load';
import { checkReopened, readStored, reportKey, type ReopenChecks } from './durability-check';
import { loadAverage, openLoop, quantile } from './open-loop';
import { ensureBuilt, freePort, startServerChild, type ServerChild } from './server-process';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    machines: { type: 'string', default: '100' },
    rate: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '10' },
    'min-seconds': { type: 'string', default: '2' },
    'max-seconds': { type: 'string', default: '8' },
    postgres: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const positive = (name: keyof typeof args): number => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const CYCLES = positive('cycles');
const MACHINES = positive('machines');
const RATE = positive('rate');
const BATCH = Math.min(500, positive('batch'));
const MIN_S = positive('min-seconds');
const MAX_S = Math.max(MIN_S, positive('max-seconds'));

interface CycleFigures {
  readonly sent: number;
  readonly acked: number;
  readonly stored: number;
  readonly lost: number;
  readonly unacked: number;
  readonly reopenMs: number;
  readonly copyOpenMs: number;
  readonly checks: ReopenChecks;
  readonly pending: number;
}

const row = (label: string, f: { sent: number; acked: number; stored: number; lost: number; unacked: number }, tail: string): string =>
  `${label.padEnd(7)} sent ${String(f.sent).padStart(7)}  acked ${String(f.acked).padStart(7)}  stored-of-acked ${String(f.stored).padStart(7)}  lost ${String(f.lost).padStart(3)}  stored-unacked ${String(f.unacked).padStart(4)}  ${tail}`;

const main = async (): Promise<number> => {
  ensureBuilt(args['skip-build'] !== true);
  const work = mkdtempSync(join(tmpdir(), 'yf-durability-'));
  const logFile = join(work, 'server.log');
  const scratch =
    args.postgres === true
      ? await createScratchPostgres(
          process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          `yf_durability_${Math.random().toString(36).slice(2, 10)}`,
        )
      : null;
  const target: DatabaseTarget = scratch === null ? { kind: 'pglite', dataDir: join(work, 'pglite') } : { kind: 'postgres', url: scratch.url };
  const env: Record<string, string> = target.kind === 'pglite' ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.url };
  const port = await freePort();
  const figures: CycleFigures[] = [];
  let server: ServerChild | null = null;
  try {
    server = await startServerChild({ port, env, logFile });
    console.log(
      `server: node dist/main.js on ${scratch === null ? `PGlite at ${target.kind === 'pglite' ? target.dataDir : ''}` : `PostgreSQL database ${scratch.name}`}; first start (migrate + seed) ${Math.round(server.startMs)} ms; log ${logFile}`,
    );
    const session = await logIn(server.url, DEMO_LOGINS.admin, DEMO_PASSWORD);
    const machines = await bindMachines(server.url, session, MACHINES, `KILL${Date.now().toString(36).toUpperCase()}`);
    const ids = machines.map((m) => m.equipmentId);
    const feed = positionFeed(MACHINES, BATCH, Date.now() - 2 * 3_600_000);
    let callNumber = 0;
    console.log(
      `${MACHINES} machines bound; ${RATE} positions/s = ${RATE / BATCH} calls/s of ${BATCH}; kill after ${MIN_S}..${MAX_S} s; ${CYCLES} cycles; load average ${loadAverage()}`,
    );
    let carried: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const sent = new Set<string>(carried);
      const acked = new Set<string>(carried);
      carried = [];
      const killAfter = (MIN_S + Math.random() * (MAX_S - MIN_S)) * 1000;
      const running: ServerChild = server;
      const loop = openLoop({
        ratePerSecond: RATE / BATCH,
        durationMs: killAfter + 60_000,
        maxInFlight: 500,
        fire: async () => {
          const next = feed(callNumber);
          callNumber += 1;
          const machine = machines[next.machine];
          if (machine === undefined) return false;
          for (const at of next.fixTimes) sent.add(reportKey(machine.equipmentId, at));
          const answer = await sendPositions(running.url, machine, next.body);
          const entry = typeof answer.entry === 'object' && answer.entry !== null ? answer.entry : {};
          const counted = Number(Reflect.get(entry, 'accepted')) + Number(Reflect.get(entry, 'duplicates'));
          if (!succeeded(answer) || counted !== next.fixTimes.length) return false;
          for (const at of next.fixTimes) acked.add(reportKey(machine.equipmentId, at));
          return true;
        },
      });
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      await running.kill9();
      loop.stop();
      await loop.done;
      server = await startServerChild({ port, env, logFile });
      const probe = feed(callNumber);
      callNumber += 1;
      const probeMachine = machines[probe.machine] ?? machines[0];
      if (probeMachine === undefined) throw new Error('no machine bound');
      const checks = await checkReopened(server.url, session, probeMachine, probe, (key) => carried.push(key));
      const fixes = [...sent].map((k) => k.slice(k.indexOf('|') + 1)).sort();
      const stored = await readStored(target, join(work, 'copy'), ids, fixes[0] ?? '', fixes[fixes.length - 1] ?? '');
      const storedOfAcked = [...acked].filter((k) => stored.keys.has(k)).length;
      const unacked = [...stored.keys].filter((k) => sent.has(k) && !acked.has(k)).length;
      const f: CycleFigures = {
        sent: sent.size,
        acked: acked.size,
        stored: storedOfAcked,
        lost: acked.size - storedOfAcked,
        unacked,
        reopenMs: server.startMs,
        copyOpenMs: stored.openMs,
        checks,
        pending: stored.pending.length,
      };
      figures.push(f);
      const checkText = `readyz ${checks.ready ?? 'n/a'} read ${checks.read ? 'ok' : 'FAILED'} write ${checks.write ? 'ok' : 'FAILED'} pending migrations ${f.pending}`;
      console.log(
        row(
          `#${cycle}`,
          f,
          `killed at ${(killAfter / 1000).toFixed(1)} s (${Math.round(acked.size / (killAfter / 1000))} acked/s)  reopen ${Math.round(f.reopenMs)} ms (${target.kind === 'pglite' ? 'copy' : 'database'} opened ${Math.round(f.copyOpenMs)} ms)  ${checkText}`,
        ),
      );
    }
  } finally {
    await server?.stop();
    if (args.keep !== true) {
      rmSync(work, { recursive: true, force: true });
      await scratch?.drop();
    }
  }
  const sum = (pick: (f: CycleFigures) => number): number => figures.reduce((n, f) => n + pick(f), 0);
  const reopen = figures.map((f) => f.reopenMs).sort((a, b) => a - b);
  const failedChecks = figures.filter((f) => !f.checks.read || !f.checks.write || (f.checks.ready !== null && f.checks.ready !== 200) || f.pending > 0).length;
  const total = {
    sent: sum((f) => f.sent),
    acked: sum((f) => f.acked),
    stored: sum((f) => f.stored),
    lost: sum((f) => f.lost),
    unacked: sum((f) => f.unacked),
  };
  console.log(
    row(
      'total',
      total,
      `reopen median ${Math.round(quantile(reopen, 0.5))} ms, max ${Math.round(reopen[reopen.length - 1] ?? Number.NaN)} ms; cycles with a failed check ${failedChecks}; load average ${loadAverage()}`,
    ),
  );
  return total.lost === 0 && failedChecks === 0 && figures.length === CYCLES ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
