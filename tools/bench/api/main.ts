/**
 * API benchmark (docs/benchmarks.md), run by hand: `npm run bench:api`. Figures, not a test.
 *
 *   npm run bench:api                                        # PostgreSQL database yf_scale (yardfleet seed --scale 100000)
 *   npm run bench:api -- --database-url postgres://postgres@127.0.0.1:5432/yf_other
 *   npm run bench:api -- --data-dir /tmp/yf-scale-pglite     # PGlite folder holding the scale seed
 *   npm run bench:api -- --demo                              # a fresh PGlite folder with the demo (168 machines), removed after
 *   createdb -h 127.0.0.1 -U postgres yf_bench && npm run bench:api -- --database-url postgres://postgres@127.0.0.1:5432/yf_bench
 *                                                            # the demo on PostgreSQL (the server seeds an empty database)
 *
 * Starts the REAL built server (`apps/server/dist/main.js`, built first when missing;
 * `--rebuild` always) on 127.0.0.1:`--port` (default 18206) as `--workers` processes (WORKERS,
 * default 1; above 1 PostgreSQL only) with LOG_LEVEL `--log-level` (default
 * info, the server's own default: a log line per request, to a file), logs in once through the
 * real login call as `--email` (default the demo admin) and reuses the session (login is
 * throttled; the server has no setting to lift it, and the equipment calls have no rate limit).
 * Reads the fleet's total and a sample of real machines through the list (`--sample-pages`
 * pages of 100), then runs each scenario (tools/bench/api/scenarios.ts: list first and last page
 * of 50 rows at 10 and 100 connections, search by a random real serial and by a random real name,
 * detail of a random machine at 10, positions of all machines at 1 and 10, the list under a real mix
 * of deep pages, filters, 4-digit searches and several users at 10 and 100) with autocannon for
 * `--duration` seconds (default 10) after `--warmup` seconds (default 3), sending
 * `accept-encoding: br, gzip` like a browser. Every answer is checked (HTTP 2xx, envelope code 200,
 * the scenario's check of the entry). Prints the machine, versions, load average before and after
 * (warns above 1), a table with p50/p95/p99/max, req/s, failures and the goal per row (rules 21), and
 * writes the same as JSON to tools/bench/api/results/ (git-ignored; `--out FILE` elsewhere).
 * `--only list-first,positions` runs some scenarios. Exits 0 when it could measure (goals missed
 * included), 1 when it could not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, startServerChild } from '../../../apps/server/bench/server-process';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../../apps/server/src/seed/people';
import { busyWarning, loadAverageText, machineText, pgliteText, postgresReachable, postgresVersion, REPO_ROOT } from '../common/machine';
import { goalText, verdict } from '../common/stats';
import { fixed, formatTable, kib, markdownTable, type Column } from '../common/table';
import { failures, measure, type RunFigures } from './cannon';
import { scenarios } from './scenarios';
import { logIn, logInAll, readFleet, readTagIds } from './session';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/yf_scale' },
    'data-dir': { type: 'string' },
    demo: { type: 'boolean', default: false },
    email: { type: 'string', default: DEMO_LOGINS.admin },
    password: { type: 'string', default: DEMO_PASSWORD },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '18206' },
    'log-level': { type: 'string', default: 'info' },
    workers: { type: 'string', default: '1' },
    'sample-pages': { type: 'string', default: '20' },
    only: { type: 'string' },
    out: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
});

const whole = (name: 'duration' | 'warmup' | 'port' | 'sample-pages' | 'workers', min: number): number => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number from ${min}`);
  return value;
};

const sumText = (tally: Readonly<Record<string, number>>): string => {
  const entries = Object.entries(tally);
  return entries.length === 0 ? '0' : entries.map(([key, count]) => `${count}x${key}`).join(' ');
};

/** The table's columns and rows: one row per scenario and connection count. */
const table = (
  runs: readonly RunFigures[],
  goalsOf: (run: RunFigures) => { p95?: string; rps?: string; verdict: string },
): { columns: Column[]; rows: string[][] } => ({
  columns: [
    { heading: 'scenario' },
    { heading: 'conns', align: 'right' },
    { heading: 'answers', align: 'right' },
    { heading: 'req/s', align: 'right' },
    { heading: 'p50 ms', align: 'right' },
    { heading: 'p95 ms', align: 'right' },
    { heading: 'p99 ms', align: 'right' },
    { heading: 'max ms', align: 'right' },
    { heading: 'goal' },
    { heading: 'verdict' },
    { heading: 'non-2xx', align: 'right' },
    { heading: 'bad env', align: 'right' },
    { heading: 'check', align: 'right' },
    { heading: 'errors', align: 'right' },
    { heading: 'timeouts', align: 'right' },
    { heading: 'open at end', align: 'right' },
    { heading: 'KiB/ans', align: 'right' },
    { heading: 'encoding' },
    { heading: 'bench CPU %', align: 'right' },
  ],
  rows: runs.map((run) => {
    const goal = goalsOf(run);
    return [
      run.title,
      String(run.connections),
      String(run.answers),
      fixed(run.rps, 0),
      fixed(run.latency.p50, 1),
      fixed(run.latency.p95, 1),
      fixed(run.latency.p99, 1),
      fixed(run.latency.max, 1),
      [goal.p95 === undefined ? '' : `p95 ${goal.p95} ms`, goal.rps === undefined ? '' : `${goal.rps} req/s`].filter((g) => g !== '').join(', '),
      goal.verdict,
      sumText(run.non2xx),
      sumText(run.badEnvelopes),
      String(run.failedChecks),
      String(run.errors),
      String(run.timeouts),
      String(run.unanswered),
      kib(run.bytesPerAnswer),
      Object.keys(run.encodings).join('+'),
      fixed(run.clientCpuPercent, 0),
    ];
  }),
});

const main = async (): Promise<void> => {
  const duration = whole('duration', 1);
  const warmup = whole('warmup', 0);
  const port = whole('port', 1);
  const samplePages = whole('sample-pages', 1);
  const workers = whole('workers', 1);
  const only = args.only === undefined ? null : args.only.split(',').map((s) => s.trim());
  const dataDir = args.demo ? mkdtempSync(join(tmpdir(), 'yf-bench-api-demo-')) : args['data-dir'];
  const databaseUrl = dataDir === undefined ? args['database-url'] : undefined;
  if (databaseUrl !== undefined && !(await postgresReachable(databaseUrl))) {
    throw new Error(
      `PostgreSQL database ${databaseUrl} does not answer: seed one (yardfleet seed --scale 100000, apps/cli/README.md), or pass --data-dir DIR (PGlite) or --demo`,
    );
  }
  const databaseText =
    databaseUrl !== undefined
      ? `PostgreSQL ${await postgresVersion(databaseUrl)} (${databaseUrl.replace(/\/\/[^@/]*@/, '//')})`
      : `${pgliteText()} (${dataDir ?? ''}${args.demo ? ', demo seed' : ''})`;

  ensureBuilt(args.rebuild);
  const logFile = join(tmpdir(), `yf-bench-api-${port}.log`);
  const loadBefore = loadAverageText();
  const warning = busyWarning();
  const server = await startServerChild({
    port,
    env: {
      LOG_LEVEL: args['log-level'],
      WORKERS: String(workers),
      ...(databaseUrl === undefined ? { DATA_DIR: dataDir ?? '' } : { DATABASE_URL: databaseUrl }),
    },
    logFile,
    timeoutMs: 600_000,
  });
  const runs: RunFigures[] = [];
  let total = 0;
  try {
    const session = await logIn(server.url, args.email, args.password);
    // The mix's other users: the demo's manager and employee of the same company, when they exist.
    const others = await logInAll(
      server.url,
      [DEMO_LOGINS.manager, DEMO_LOGINS.employee].filter((email) => email !== args.email),
      args.password,
    );
    const fleet = { ...(await readFleet(server.url, session, samplePages)), tagIds: await readTagIds(server.url, session), sessions: [session, ...others] };
    total = fleet.total;
    console.log(`machine: ${machineText()}`);
    console.log(
      `database: ${databaseText}; server ${server.url} (built dist/main.js, WORKERS ${workers}, LOG_LEVEL ${args['log-level']}, answered after ${fixed(server.startMs, 0)} ms); log ${logFile}`,
    );
    console.log(`company of ${args.email}: ${fleet.total} machines; sample of ${fleet.sample.length} for searches and details`);
    console.log(`${duration} s per run after ${warmup} s of warm-up; accept-encoding: br, gzip; load average before: ${loadBefore}`);
    if (warning !== null) console.log(warning);
    for (const scenario of scenarios(fleet, only)) {
      for (const connections of scenario.connections) {
        const figures = await measure(server.url, scenario, session, connections, duration, warmup);
        runs.push(figures);
        console.log(
          `  ${scenario.title} @${connections}: ${fixed(figures.rps, 0)} req/s, p95 ${fixed(figures.latency.p95, 1)} ms, failures ${failures(figures)}, open at end ${figures.unanswered}, drained in ${fixed(figures.drainMs, 0)} ms${figures.problems.length > 0 ? ` (${figures.problems.join('; ')})` : ''}`,
        );
      }
    }
  } finally {
    await server.stop();
    if (args.demo && dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadAverageText();
  const goalsOf = (run: RunFigures): { p95?: string; rps?: string; verdict: string } => {
    const goals = scenarios({ total: Math.max(1, total), sample: [] }, [run.key])[0]?.goals[run.connections];
    const verdicts = [
      ...(goals?.p95 === undefined ? [] : [verdict(run.latency.p95, goals.p95)]),
      ...(goals?.rps === undefined ? [] : [verdict(run.rps, goals.rps)]),
    ];
    const clean = failures(run) === 0 && run.answers > 0;
    const overall =
      run.answers === 0 ? 'NO ANSWER' : verdicts.length === 0 ? (clean ? 'n/a' : 'FAIL') : verdicts.every((v) => v === 'pass') && clean ? 'pass' : 'FAIL';
    return {
      ...(goals?.p95 === undefined ? {} : { p95: goalText(goals.p95) }),
      ...(goals?.rps === undefined ? {} : { rps: goalText(goals.rps) }),
      verdict: overall,
    };
  };
  const { columns, rows } = table(runs, goalsOf);
  console.log('');
  console.log(formatTable(columns, rows));
  console.log('');
  console.log(
    `load average before ${loadBefore}, after ${loadAfter}; goals are those of rules 21.6, 21.7, for PostgreSQL at 100,000 machines (a failed answer fails its row)`,
  );
  const out =
    args.out ??
    join(
      REPO_ROOT,
      'tools',
      'bench',
      'api',
      'results',
      `api-${databaseUrl === undefined ? 'pglite' : 'postgres'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineText(), database: databaseText, email: args.email, machines: total, durationS: duration, warmupS: warmup, loadBefore, loadAfter, serverStartMs: server.startMs, runs: runs.map((run) => ({ ...run, goal: goalsOf(run) })) }, null, 2)}\n`,
  );
  writeFileSync(out.replace(/\.json$/, '.md'), `${markdownTable(columns, rows)}\n`);
  console.log(`figures written to ${out} (and the table as Markdown beside it)`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
