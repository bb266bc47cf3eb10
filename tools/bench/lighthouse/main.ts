/**
 * Lighthouse benchmark (docs/benchmarks.md), run by hand: `npm run bench:lighthouse`. Figures, not
 * a test.
 *
 *   npm run bench:lighthouse                                   # the demo, a fresh PGlite folder
 *   npm run bench:lighthouse -- --routes login,equipment --presets mobile --runs 1
 *   npm run bench:lighthouse -- --database-url postgres://postgres@127.0.0.1:5432/yf_scale --email <scale admin>
 *   npm run bench:lighthouse -- --web-dist /tmp/mine/dist --routes home --presets mobile   # another build (`vite build --outDir`)
 *   npm run bench:lighthouse -- --routes warehouse,dealer --presets mobile --warehouse-abroad   # sites on two continents
 *
 * The lighthouse npm package (12.8.2: Lighthouse 13 needs Node 22, the repository runs on Node 20)
 * drives Debian's Chromium. Starts the REAL built server (`apps/server/dist/main.js`; the server
 * and web app are built first when missing, `--rebuild` always) on 127.0.0.1:`--port` (default
 * 18216) with a fresh PGlite folder, which the server seeds with the demo (or `--database-url`),
 * serving a snapshot of apps/web/dist (or `--web-dist DIR`, a build of one's own, used as it is
 * and never rebuilt) copied at start (a rebuild by someone else during the run cannot mix two builds). Logs the demo admin and the power-only admin in once through the real
 * login call. `--warehouse-abroad` then adds a warehouse in Rotterdam (ABROAD_WAREHOUSE) to the
 * admin's company through the real create call, unless one of its name is there already, so /warehouse
 * fits sites on two continents (the demo's are all in Chicago). Then, per route (lighthouse/routes.ts) and preset (mobile: Lighthouse's default
 * config; desktop: its desktop config), `--runs` (default 3) cold runs (lighthouse/cold-run.ts:
 * fresh browser profile each run, session in localStorage, nothing cached), performance only.
 * A run whose trace fails is tried again (at most twice; each failure printed).
 * Prints each run and a table of the median of each figure: score, FCP, LCP, TBT, CLS and bytes
 * transferred, with the goals of rules 21.3 (mobile >= 90, desktop >= 98; LCP <= 2.5 s mobile, 0.8 s
 * desktop; CLS <= 0.02) and pass/fail; writes JSON to tools/bench/lighthouse/results/ (git-ignored;
 * `--out FILE` elsewhere; `--keep-reports` also writes each run's whole Lighthouse result beside it,
 * to read the LCP element, its phases and the request chain, and `.lantern.json`: the requests and
 * main-thread tasks of the simulated FCP and LCP graphs with their simulated start and end). Exits 0 when every route could be measured, 1 otherwise.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loginInfo } from '@yardfleet/contract/endpoints/auth';
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { createWarehouse, warehouseList } from '@yardfleet/contract/endpoints/warehouses';
import { SESSION_STORAGE_KEY, StoredSession } from '@yardfleet/data/slices/session';
import { ensureBuilt, startServerChild } from '../../../apps/server/bench/server-process';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../../apps/server/src/seed/people';
import { field } from '../common/field';
import { busyWarning, chromiumVersion, loadAverageText, machineText, packageVersion, pgliteText, postgresVersion, REPO_ROOT } from '../common/machine';
import { goalText } from '../common/stats';
import { fixed, formatTable, kib, markdownTable, type Column } from '../common/table';
import { call, listBody, logIn, type Session } from '../api/session';
import { CHROMIUM, chromeFlags, coldRun, type Simulations, type Storage } from './cold-run';
import { GOALS, medianFigures, verdicts, type Preset, type RunFigures } from './figures';
import { ROUTES, type RouteUser } from './routes';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    'database-url': { type: 'string' },
    email: { type: 'string', default: DEMO_LOGINS.admin },
    'power-email': { type: 'string', default: DEMO_LOGINS.power },
    password: { type: 'string', default: DEMO_PASSWORD },
    port: { type: 'string', default: '18216' },
    out: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'keep-reports': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    'warehouse-abroad': { type: 'boolean', default: false },
  },
});

const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
/** Further tries of a run whose Lighthouse trace failed; the failures are printed and kept in the JSON. */
const RETRIES = 2;

/** Builds the web app and the server (`turbo run build`) when the web build is missing or `force`. */
const ensureWebBuilt = (force: boolean): void => {
  if (!force && existsSync(join(WEB_DIST, 'index.html'))) return;
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@yardfleet/web', '--filter=@yardfleet/server'], { cwd: REPO_ROOT, stdio: 'inherit' });
};

/** The localStorage entry of a logged-in session: the token and uid the login answered plus its user info, as the web app stores it. */
const storedSession = async (base: string, session: Session, email: string): Promise<Storage> => {
  const user = await call(base, loginInfo.path, session);
  const decoded = StoredSession.decode({ token: session.token, uid: session.uid, user });
  if (decoded._tag === 'Left') throw new Error(`login/info of ${email} does not decode as the web app's stored session`);
  return { key: SESSION_STORAGE_KEY, value: JSON.stringify(StoredSession.encode(decoded.right)) };
};

/** The warehouse `--warehouse-abroad` adds: a port in Europe, an ocean away from the demo's Chicago depots (radius in metres). */
const ABROAD_WAREHOUSE = {
  name: 'Rotterdam Port Depot',
  address: 'Europaweg 910, 3199 LC Rotterdam, Netherlands',
  location: { lat: 51.9514, lng: 4.1412 },
  radius: 200,
};

/** Adds ABROAD_WAREHOUSE to the company of `session` through the real create call, unless a warehouse of its name exists; answers the company's warehouse count. */
const addWarehouseAbroad = async (base: string, session: Session): Promise<number> => {
  const names = (): Promise<unknown[]> =>
    call(base, warehouseList.path, session).then((entry) => {
      const list = field(entry, 'warehouses');
      return Array.isArray(list) ? list.map((w) => field(w, 'name')) : [];
    });
  if (!(await names()).includes(ABROAD_WAREHOUSE.name)) await call(base, createWarehouse.path, session, ABROAD_WAREHOUSE);
  return (await names()).length;
};

interface Row {
  readonly route: string;
  readonly preset: Preset;
  readonly runs: readonly RunFigures[];
  readonly median: RunFigures;
  readonly error?: string;
}

const main = async (): Promise<boolean> => {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
  const presets = args.presets.split(',').map((p) => p.trim());
  for (const preset of presets) if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`--presets: unknown preset ${preset}`);
  const wanted = args.routes?.split(',').map((r) => r.trim()) ?? null;
  const routes = ROUTES.filter((route) => wanted === null || wanted.includes(route.key));
  const databaseUrl = args['database-url'];
  const out = args.out ?? join(REPO_ROOT, 'tools', 'bench', 'lighthouse', 'results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);

  const source = args['web-dist'] ?? WEB_DIST;
  if (args['web-dist'] === undefined) ensureWebBuilt(args.rebuild);
  else if (!existsSync(join(source, 'index.html'))) throw new Error(`--web-dist: ${source} has no index.html`);
  ensureBuilt(args.rebuild);
  const scratch = mkdtempSync(join(tmpdir(), 'yf-bench-lighthouse-'));
  const webDist = join(scratch, 'web-dist');
  cpSync(source, webDist, { recursive: true });
  const loadBefore = loadAverageText();
  const warning = busyWarning();
  const server = await startServerChild({
    port: Number(args.port),
    env: { WEB_DIST: webDist, ...(databaseUrl === undefined ? { DATA_DIR: join(scratch, 'pglite') } : { DATABASE_URL: databaseUrl }) },
    logFile: join(scratch, 'server.log'),
    timeoutMs: 600_000,
  });
  const rows: Row[] = [];
  try {
    const storages: Record<RouteUser, Storage | undefined> = { none: null, admin: undefined, power: undefined };
    const adminSession = await logIn(server.url, args.email, args.password);
    storages.admin = await storedSession(server.url, adminSession, args.email);
    const powerEmail = args['power-email'];
    storages.power = await logIn(server.url, powerEmail, args.password)
      .then((session) => storedSession(server.url, session, powerEmail))
      .catch((error: unknown) => {
        console.log(`no power-only login (${error instanceof Error ? error.message : String(error)}): /power is skipped`);
        return undefined;
      });
    if (args['warehouse-abroad']) {
      const count = await addWarehouseAbroad(server.url, adminSession);
      console.log(
        `warehouses of ${args.email}: ${count}, ${ABROAD_WAREHOUSE.name} (${ABROAD_WAREHOUSE.location.lat}, ${ABROAD_WAREHOUSE.location.lng}) among them`,
      );
    }
    const firstMachine = field(field(await call(server.url, equipmentList.path, adminSession, listBody(1, 1)), 'items'), '0');
    const machineId = field(firstMachine, 'id');
    console.log(`machine: ${machineText()}; ${chromiumVersion(CHROMIUM)} (${chromeFlags().join(' ')}); Lighthouse ${packageVersion('lighthouse')}`);
    console.log(
      `database: ${databaseUrl === undefined ? `${pgliteText()}, demo seed` : `PostgreSQL ${await postgresVersion(databaseUrl)}`}; server ${server.url} (built), web dist snapshot ${webDist}`,
    );
    console.log(
      `${runs} cold run(s) per route and preset; equipment detail /equipment/:id = /equipment/${String(machineId)} (${String(field(firstMachine, 'name'))}); load average before: ${loadBefore}`,
    );
    if (warning !== null) console.log(warning);
    for (const route of routes) {
      const storage = storages[route.user];
      for (const preset of presets as Preset[]) {
        const path = route.path.replace(':id', String(machineId));
        if (storage === undefined) {
          rows.push({ route: route.path, preset, runs: [], median: medianFigures([]), error: 'no login for this route' });
          continue;
        }
        const measured: RunFigures[] = [];
        let error: string | undefined;
        for (let i = 0; i < runs; i += 1) {
          // Lighthouse asks to run again after a failed trace (NO_NAVSTART, NO_FCP on a busy machine): up to RETRIES more tries.
          for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
            try {
              const report = out.replace(/\.json$/, `-${route.key}-${preset}-${i + 1}.lhr.json`);
              const keep = args['keep-reports']
                ? (lhr: unknown, simulations: Simulations): void => {
                    writeFileSync(report, JSON.stringify(lhr));
                    writeFileSync(report.replace(/\.lhr\.json$/, '.lantern.json'), JSON.stringify(simulations, null, 1));
                  }
                : undefined;
              if (keep !== undefined) mkdirSync(join(report, '..'), { recursive: true });
              const figures = await coldRun(`${server.url}${path}`, preset, storage, keep);
              measured.push(figures);
              console.log(
                `  ${path} ${preset} run ${i + 1}: score ${fixed(figures.score, 0)}, LCP ${fixed(figures.lcpMs, 0)} ms, TBT ${fixed(figures.tbtMs, 0)} ms, CLS ${fixed(figures.cls, 3)}`,
              );
              break;
            } catch (e) {
              error = e instanceof Error ? e.message : String(e);
              console.log(`  ${path} ${preset} run ${i + 1}${attempt > 0 ? ` (try ${attempt + 1})` : ''}: ${error}`);
            }
          }
        }
        rows.push({ route: route.path, preset, runs: measured, median: medianFigures(measured), ...(error === undefined ? {} : { error }) });
      }
    }
  } finally {
    await server.stop();
  }
  const loadAfter = loadAverageText();
  const columns: Column[] = [
    { heading: 'route' },
    { heading: 'preset' },
    { heading: 'runs', align: 'right' },
    { heading: 'score', align: 'right' },
    { heading: 'goal' },
    { heading: 'FCP ms', align: 'right' },
    { heading: 'LCP ms', align: 'right' },
    { heading: 'goal' },
    { heading: 'TBT ms', align: 'right' },
    { heading: 'CLS', align: 'right' },
    { heading: 'goal' },
    { heading: 'KiB', align: 'right' },
    { heading: 'verdict' },
    { heading: 'scores of the runs' },
  ];
  const lines = rows.map((row) => {
    const v = verdicts(row.median, row.preset);
    const goals = GOALS[row.preset];
    return [
      row.route,
      row.preset,
      String(row.runs.length),
      fixed(row.median.score, 0),
      `${goalText(goals.score)} ${v.score}`,
      fixed(row.median.fcpMs, 0),
      fixed(row.median.lcpMs, 0),
      `${goalText(goals.lcpMs)} ${v.lcp}`,
      fixed(row.median.tbtMs, 0),
      fixed(row.median.cls, 3),
      `${goalText(goals.cls)} ${v.cls}`,
      kib(row.median.bytes),
      v.all === 'pass' ? 'pass' : v.all === 'fail' ? 'FAIL' : 'n/a',
      row.runs.map((r) => fixed(r.score, 0)).join(' '),
    ];
  });
  console.log('');
  console.log(formatTable(columns, lines));
  console.log('');
  console.log(`median of each figure over the cold runs; load average before ${loadBefore}, after ${loadAfter}`);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineText(), chromium: chromiumVersion(CHROMIUM), lighthouse: packageVersion('lighthouse'), database: databaseUrl ?? 'PGlite demo', runsPerRow: runs, loadBefore, loadAfter, rows: rows.map((row) => ({ ...row, verdict: verdicts(row.median, row.preset) })) }, null, 2)}\n`,
  );
  writeFileSync(out.replace(/\.json$/, '.md'), `${markdownTable(columns, lines)}\n`);
  console.log(`figures written to ${out} (and the table as Markdown beside it)`);
  rmSync(scratch, { recursive: true, force: true });
  return rows.every((row) => row.runs.length > 0);
};

main().then(
  (measured) => process.exit(measured ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
