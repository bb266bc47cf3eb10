/**
 * First-load benchmark (docs/benchmarks.md, bench:bundle; rules 21.2), run by hand:
 * `npm run bench:bundle` (options: --port=18201, --files to list every file of every route).
 *
 * Starts the BUILT server (apps/server/dist/main.js: a fresh PGlite folder in a temp dir, the demo
 * seeded, on --port) and opens each route in Debian's Chromium (playwright-core, the flags of
 * tools/e2e/chromium.ts) in a fresh browser context, so nothing is cached: /login logged out;
 * /home, /equipment, an equipment detail, /warehouse and /report as the demo admin; /power as
 * power@demo.yardfleet.test. It prints what the browser received over the wire from the server
 * (tools/bench/bundle/wire-log.ts, the page's workers included: the map's basemap worker script):
 * per route the JavaScript, CSS, HTML and API bytes as transferred (headers and body, with the
 * Content-Encoding the server chose), the decoded size, the encodings seen, and the heavy
 * libraries among the loaded chunks (their source maps). Then
 * for each logged-in route, the JavaScript beyond the login's (the shell and the first screen's own
 * code), file by file. Goal: a logged-in route's first load at most the login's plus its first
 * screen's own code, without OpenLayers or chart.js where the screen shows none.
 * Figures, not a test: exits 0 once it could measure, 1 when it could not. Builds nothing: run
 * `npx turbo run build` first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startBuiltServer, REPO_ROOT } from '../e2e/server';
import { chunkLibraries } from './bundle/chunk-libraries';
import { recordWire, type WireEntry } from './bundle/wire-log';
import { busyWarning, loadAverageText, machineText } from './common/machine';
import { formatTable, kib } from './common/table';

const DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
const PORT = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 18_201);
const LIST_FILES = process.argv.includes('--files');
const PASSWORD = 'Demo1234';
const ADMIN = 'admin@demo.yardfleet.test';
const POWER = 'power@demo.yardfleet.test';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

interface Route {
  readonly name: string;
  readonly path: string;
  readonly account: string | null;
}

interface Measured {
  readonly route: Route;
  readonly entries: readonly WireEntry[];
  readonly finalPath: string;
}

/** Sums `field` over entries of the given CDP resource types (all when none given). */
const sum = (entries: readonly WireEntry[], field: 'transferred' | 'decoded', types?: readonly string[]): number =>
  entries.filter((e) => types === undefined || types.includes(e.type)).reduce((total, e) => total + e[field], 0);

const pathOf = (url: string): string => new URL(url).pathname;

/** Logs `email` in through the login screen (agreement ticked) and returns the browser storage holding the session. */
const sessionOf = async (browser: Browser, base: string, email: string): Promise<StorageState> => {
  const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
};

/** The id of the first machine of the admin's equipment list, through the API. */
const firstMachineId = async (base: string): Promise<string> => {
  const login = await fetch(`${base}/web-hmac/web/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  });
  const { entry: session } = (await login.json()) as { entry: { token: string; uid: string } };
  const list = await fetch(`${base}/web-hmac/web/equipment/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session.token, uid: session.uid },
    body: JSON.stringify({ page: 1, pageSize: 20, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null }),
  });
  const { entry } = (await list.json()) as { entry: { items: { id: string }[] } };
  const id = entry.items[0]?.id;
  if (id === undefined) throw new Error('the demo admin has no machine');
  return id;
};

/** Opens `route` in a fresh context (empty cache) and records the network until it has been quiet for 2 s. */
const measure = async (browser: Browser, base: string, route: Route, state: StorageState | undefined): Promise<Measured> => {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    ...(state ? { storageState: state } : {}),
  });
  const page = await context.newPage();
  const wire = await recordWire(page, base);
  await page.goto(route.path, { waitUntil: 'load' });
  await wire.quiet(2_000, 60_000);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { route, entries: wire.entries(), finalPath };
};

const encodings = (entries: readonly WireEntry[]): string => {
  const counts = new Map<string, number>();
  for (const e of entries.filter((x) => x.type === 'Script' || x.type === 'Stylesheet' || x.type === 'Document'))
    counts.set(e.encoding, (counts.get(e.encoding) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
};

const heavy = (entries: readonly WireEntry[]): string => {
  const found = new Set(entries.filter((e) => e.type === 'Script').flatMap((e) => chunkLibraries(DIST, pathOf(e.url))));
  return found.size === 0 ? 'none' : [...found].join(', ');
};

const printSummary = (results: readonly Measured[]): void => {
  const rows = results.map(({ route, entries, finalPath }) => [
    `${route.name}${finalPath === route.path ? '' : ` (-> ${finalPath})`}`,
    String(entries.length),
    kib(sum(entries, 'transferred', ['Script'])),
    kib(sum(entries, 'decoded', ['Script'])),
    kib(sum(entries, 'transferred', ['Stylesheet'])),
    kib(sum(entries, 'transferred', ['Document'])),
    kib(sum(entries, 'transferred', ['Fetch', 'XHR'])),
    kib(sum(entries, 'transferred')),
    kib(sum(entries, 'decoded')),
    encodings(entries),
    heavy(entries),
  ]);
  const right = { align: 'right' as const };
  console.log(
    formatTable(
      [
        { heading: 'route' },
        { heading: 'requests', ...right },
        { heading: 'JS KiB', ...right },
        { heading: 'JS decoded', ...right },
        { heading: 'CSS KiB', ...right },
        { heading: 'HTML KiB', ...right },
        { heading: 'API KiB', ...right },
        { heading: 'total KiB', ...right },
        { heading: 'decoded KiB', ...right },
        { heading: 'encodings (html/js/css)' },
        { heading: 'heavy libraries loaded' },
      ],
      rows,
    ),
  );
};

/** Per logged-in route: the JavaScript and CSS files the login did not load, with their transferred size. */
const printBeyondLogin = (login: Measured, results: readonly Measured[]): void => {
  const loginFiles = new Set(login.entries.map((e) => pathOf(e.url)));
  const loginCode = sum(login.entries, 'transferred', ['Script', 'Stylesheet']);
  console.log(`\nlogin's JS + CSS: ${kib(loginCode)} KiB transferred. Beyond it, per logged-in route (the shell and the first screen's own code):`);
  for (const result of results) {
    if (result === login) continue;
    const extra = result.entries.filter((e) => (e.type === 'Script' || e.type === 'Stylesheet') && !loginFiles.has(pathOf(e.url)));
    const code = sum(result.entries, 'transferred', ['Script', 'Stylesheet']);
    console.log(
      `  ${result.route.name}: JS + CSS ${kib(code)} KiB = login's ${kib(loginCode)} + ${kib(code - loginCode)} KiB; files the login did not load: ${extra.length}, ${kib(sum(extra, 'transferred'))} KiB`,
    );
    const shown = LIST_FILES ? extra : [...extra].sort((a, b) => b.transferred - a.transferred).slice(0, 8);
    for (const e of shown) {
      const libraries = chunkLibraries(DIST, pathOf(e.url));
      console.log(`      ${kib(e.transferred).padStart(7)} KiB  ${pathOf(e.url)}${libraries.length > 0 ? `  [${libraries.join(', ')}]` : ''}`);
    }
    if (shown.length < extra.length) console.log(`      ... ${extra.length - shown.length} smaller files (--files lists all)`);
  }
};

async function main(): Promise<number> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('apps/web/dist is missing: build first (npx turbo run build).');
    return 1;
  }
  const started = Date.now();
  const server = await startBuiltServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(
      `First load over the wire (rules 21.2): built server ${server.url} (PGlite, demo seed, started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(`Chromium ${CHROMIUM_PATH}, a fresh context (empty cache) per route, 1280x900; ${machineText()}`);
    console.log(`load average before: ${loadAverageText()}`);
    const warning = busyWarning();
    if (warning) console.log(warning);
    const detailId = await firstMachineId(server.url);
    const routes: Route[] = [
      { name: '/login', path: '/login', account: null },
      { name: '/home', path: '/home', account: ADMIN },
      { name: '/equipment', path: '/equipment', account: ADMIN },
      { name: '/equipment/:id', path: `/equipment/${detailId}`, account: ADMIN },
      { name: '/warehouse', path: '/warehouse', account: ADMIN },
      { name: '/power', path: '/power', account: POWER },
      { name: '/report', path: '/report', account: ADMIN },
    ];
    const sessions = new Map<string, StorageState>();
    for (const account of [ADMIN, POWER]) sessions.set(account, await sessionOf(browser, server.url, account));
    const results: Measured[] = [];
    for (const route of routes) results.push(await measure(browser, server.url, route, route.account === null ? undefined : sessions.get(route.account)));
    console.log('');
    printSummary(results);
    const [login] = results;
    if (login) printBeyondLogin(login, results);
    console.log(
      `\nKiB = 1024 bytes as transferred (headers and body as sent); decoded = the bodies after Content-Encoding. load average after: ${loadAverageText()}`,
    );
    const fromLength = [...new Set(results.flatMap((r) => r.entries.filter((e) => e.bodyFromContentLength).map((e) => pathOf(e.url))))];
    if (fromLength.length > 0)
      console.log(
        `Worker scripts, whose body bytes Chromium does not count (their headers only), are counted as headers + Content-Length: ${fromLength.join(', ')}`,
      );
    return 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
