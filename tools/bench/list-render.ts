/**
 * List render benchmark (no long task over 50 ms on a list render, rules 21.5), run by hand:
 *
 *   npm run bench:list-render                                  # the demo, a fresh PGlite folder
 *   npm run bench:list-render -- --runs 1 --widths 1280 --throttle 4
 *   npm run bench:list-render -- --database-url postgres://postgres@127.0.0.1:5432/yf_scale
 *   npm run bench:list-render -- --compare /tmp/web-dist-before    # this build against another
 *
 * Starts the REAL built server (apps/server/dist/main.js, built first when missing) on 127.0.0.1:
 * `--port` (default 18350) with a fresh PGlite folder seeded with the demo (or `--database-url`,
 * only read), serving a snapshot of apps/web/dist copied at start, and logs the demo admin in
 * through the real login call. Then, per viewport width (`--widths`, default 1280 (1280x800, the
 * table) and 390 (390x844, the phone's cards)) and CPU throttling (`--throttle`, default 1 and 4:
 * CDP Emulation.setCPUThrottlingRate), `--runs` (default 3) runs of list-render/steps.ts in a fresh
 * browser context of Debian's Chromium (playwright-core): first render (20 rows), 50 rows per
 * page, next page, back to page 1, typing a search, clear filters, filter change. Each step is
 * traced (list-render/trace.ts) from the action until the page is idle again. Prints, per step, the median over the runs of the
 * longest main-thread task (wall time, as the Long Tasks API counts it; the goal: none over 50 ms),
 * the most thread (CPU) time of one task (other processes' time on a busy machine is not in it;
 * CDP's throttling is), the long tasks' count and the main thread's
 * busy time, with the worst run's longest task broken down by self time (JavaScript, style,
 * layout...), and the load average before and after. `--compare DIR` serves another build of the
 * web app (a dist folder) from a second server on the next port and runs it after each run of this
 * one, so both share the machine's load alike. Figures, not a test: exits 0 once it measured.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { loginInfo } from '@yardfleet/contract/endpoints/auth';
import { SESSION_STORAGE_KEY, StoredSession } from '@yardfleet/data/slices/session';
import { ensureBuilt, startServerChild } from '../../apps/server/bench/server-process';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/server/src/seed/people';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { call, logIn } from './api/session';
import { busyWarning, chromiumVersion, loadAverageText, machineText, REPO_ROOT } from './common/machine';
import { median } from './common/stats';
import { fixed, formatTable, type Column } from './common/table';
import { STEPS, type RunState } from './list-render/steps';
import { LONG_TASK_MS, TRACE_CATEGORIES, traceFigures, type TraceFigures } from './list-render/trace';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    widths: { type: 'string', default: '1280,390' },
    throttle: { type: 'string', default: '1,4' },
    'database-url': { type: 'string' },
    email: { type: 'string', default: DEMO_LOGINS.admin },
    password: { type: 'string', default: DEMO_PASSWORD },
    port: { type: 'string', default: '18350' },
    rebuild: { type: 'boolean', default: false },
    compare: { type: 'string' },
  },
});

const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
/** Viewport height per width: a laptop (1280x800) and a phone (390x844). */
const HEIGHTS: Record<number, number> = { 1280: 800, 390: 844 };

const numbers = (text: string, name: string): number[] =>
  text.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name}: ${part} is not a positive number`);
    return value;
  });

/** One run of every step at `width` and `rate`: each step's figures, or its error. */
const oneRun = async (browser: Browser, origin: string, session: string, width: number, rate: number): Promise<(TraceFigures | Error)[]> => {
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    // A same-origin page that loads none of the app, to store the session before the measured navigation.
    await page.goto(`${origin}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, session] as const);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const state: RunState = { origin, searchTerm: 'a' };
    const figures: (TraceFigures | Error)[] = [];
    for (const step of STEPS) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      let failure: Error | undefined;
      await step.act(page, state).catch((error: unknown) => {
        failure = error instanceof Error ? error : new Error(String(error));
      });
      const trace = await browser.stopTracing();
      figures.push(failure ?? traceFigures(JSON.parse(trace.toString('utf8'))));
      if (failure !== undefined) break;
    }
    return figures;
  } finally {
    await context.close();
  }
};

/** The web app's stored session (localStorage) of `email`, logged in through the real login call. */
const storedSession = async (base: string, email: string, password: string): Promise<string> => {
  const login = await logIn(base, email, password);
  const user = await call(base, loginInfo.path, login);
  const decoded = StoredSession.decode({ token: login.token, uid: login.uid, user });
  if (decoded._tag === 'Left') throw new Error(`login/info of ${email} does not decode as the web app's stored session`);
  return JSON.stringify(StoredSession.encode(decoded.right));
};

/** One line of the table: a build, viewport, rate and step over its runs. */
const summaryLine = (build: string, width: number, rate: number, step: string, ok: readonly TraceFigures[]): string[] => {
  const worst = ok.reduce<TraceFigures | undefined>((a, b) => (a === undefined || b.longestMs > a.longestMs ? b : a), undefined);
  const longest = median(ok.map((f) => f.longestMs));
  return [
    build,
    `${width}`,
    `${rate}x`,
    step,
    String(ok.length),
    fixed(longest, 0),
    longest > LONG_TASK_MS ? 'FAIL' : Number.isNaN(longest) ? 'n/a' : 'pass',
    ok.map((f) => fixed(f.longestMs, 0)).join(' '),
    fixed(median(ok.map((f) => f.longestCpuMs)), 0),
    fixed(median(ok.map((f) => f.longTasks)), 0),
    fixed(median(ok.map((f) => f.busyMs)), 0),
    worst?.longestBreakdown
      .slice(0, 4)
      .map((e) => `${e.name} ${e.ms.toFixed(0)}`)
      .join(', ') ?? '',
  ];
};

const main = async (): Promise<boolean> => {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
  const widths = numbers(args.widths, 'widths');
  const rates = numbers(args.throttle, 'throttle');
  const databaseUrl = args['database-url'];
  if (!existsSync(join(WEB_DIST, 'index.html')) || args.rebuild) {
    execFileSync('npx', ['turbo', 'run', 'build', '--filter=@yardfleet/web', '--filter=@yardfleet/server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  ensureBuilt(args.rebuild);
  const scratch = mkdtempSync(join(tmpdir(), 'yf-bench-list-render-'));
  // This build, and the one `--compare` names: a server each (own PGlite folder), the runs interleaved so the load weighs on both alike.
  const builds = [{ label: 'this', dist: WEB_DIST }, ...(args.compare === undefined ? [] : [{ label: 'compare', dist: args.compare }])];
  const servers = await Promise.all(
    builds.map(async (build, b) => {
      const webDist = join(scratch, `web-dist-${b}`);
      cpSync(build.dist, webDist, { recursive: true });
      const data: Record<string, string> = databaseUrl === undefined ? { DATA_DIR: join(scratch, `pglite-${b}`) } : { DATABASE_URL: databaseUrl };
      return startServerChild({
        port: Number(args.port) + b,
        env: { WEB_DIST: webDist, ...data },
        logFile: join(scratch, `server-${b}.log`),
        timeoutMs: 600_000,
      });
    }),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const lines: string[][] = [];
  let measured = true;
  const loadBefore = loadAverageText();
  try {
    const sessions = await Promise.all(servers.map((server) => storedSession(server.url, args.email, args.password)));
    console.log(`machine: ${machineText()}; ${chromiumVersion(CHROMIUM_PATH)}; database: ${databaseUrl ?? 'PGlite, demo seed'}`);
    console.log(`builds: ${builds.map((b, i) => `${b.label} ${b.dist} (${servers[i]?.url})`).join(', ')}`);
    console.log(`${runs} run(s) per viewport and throttling; load average before: ${loadBefore}`);
    const warning = busyWarning();
    if (warning !== null) console.log(warning);
    for (const rate of rates) {
      for (const width of widths) {
        const results: (TraceFigures | Error)[][][] = builds.map(() => []);
        for (let i = 0; i < runs; i += 1) {
          for (const [b, build] of builds.entries()) {
            const run = await oneRun(browser, servers[b]?.url ?? '', sessions[b] ?? '', width, rate);
            results[b]?.push(run);
            console.log(
              `  ${build.label} ${width} px, CPU ${rate}x, run ${i + 1}: ${run.map((f, s) => `${STEPS[s]?.name} ${f instanceof Error ? `ERROR ${f.message.split('\n')[0]}` : `${fixed(f.longestMs, 0)} ms (CPU ${fixed(f.longestCpuMs, 0)})`}`).join(', ')}  (load ${loadAverageText()})`,
            );
          }
        }
        STEPS.forEach((step, s) => {
          builds.forEach((build, b) => {
            const ok = (results[b] ?? []).map((run) => run[s]).filter((f): f is TraceFigures => f !== undefined && !(f instanceof Error));
            if (ok.length < runs) measured = false;
            lines.push(summaryLine(build.label, width, rate, step.name, ok));
          });
        });
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const columns: Column[] = [
    { heading: 'build' },
    { heading: 'width', align: 'right' },
    { heading: 'CPU', align: 'right' },
    { heading: 'step' },
    { heading: 'runs', align: 'right' },
    { heading: 'longest task ms', align: 'right' },
    { heading: `<= ${LONG_TASK_MS}` },
    { heading: 'of the runs' },
    { heading: 'CPU ms', align: 'right' },
    { heading: `tasks > ${LONG_TASK_MS} ms`, align: 'right' },
    { heading: 'busy ms', align: 'right' },
    { heading: "worst run's longest task, self ms" },
  ];
  console.log('');
  console.log(formatTable(columns, lines));
  console.log('');
  console.log(`median over the runs; load average before ${loadBefore}, after ${loadAverageText()}`);
  rmSync(scratch, { recursive: true, force: true });
  return measured;
};

main().then(
  (measured) => process.exit(measured ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
