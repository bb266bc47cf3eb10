// @ts-check
/**
 * Bundle-size benchmark (issue 2, "What it must show"), run by hand: `npm run bench:bundle`.
 * Prints the gzipped JavaScript (zlib level 9) that the login route and the equipment list route
 * load on a first visit: the entry chunk and its static imports, plus the lazily loaded route
 * chunk and its static imports. Goal: at most 150 KB for the first route, with OpenLayers and
 * chart.js kept out of it. Figures, not a test: it always exits 0 once it could measure.
 *
 * Reads apps/web/dist (building the web app first when it is missing). Uses Vite's manifest
 * (dist/.vite/manifest.json) when the build writes one; otherwise it follows the module graph
 * from dist/index.html: the module script, modulepreload links, and static `import` statements.
 * Lazily loaded chunks are found by name (the manifest's source path, else the file name): the
 * login route loads the login scope of the en-US messages and the login screen; the equipment route loads the
 * messages, the app shell and the equipment list screen (nested lazy routes). Override a route's
 * patterns with --login=<regex>,<regex> or --equipment=<regex>,...
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, REPO_ROOT, run } from '../ci/deps.mjs';

const DIST = join(REPO_ROOT, 'apps', 'web', 'dist');
const GOAL_KB = 150;

/** Code that only OpenLayers or chart.js contains (module paths do not survive minifying). */
const HEAVY_MARKERS = [
  { library: 'OpenLayers (ol/)', markers: ['ol-viewport', 'ol-overlaycontainer', 'node_modules/ol/'] },
  { library: 'chart.js', markers: ['Canvas is already in use', '$chartjs', 'node_modules/chart.js/'] },
];

/** The lazily loaded chunks each measured route needs on a first visit, as name patterns. */
const ROUTES = {
  // A logged-out first visit loads the login scope of the catalogue; a logged-in one the whole.
  login: ['catalogue-login-en-US', 'login-page'],
  equipment: ['/en-US-', 'app-shell', 'equipment-list'],
};

/** @param {keyof typeof ROUTES} name @returns {RegExp[]} */
function routePatterns(name) {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const sources = flag ? flag.slice(name.length + 3).split(',') : ROUTES[name];
  return sources.map((source) => new RegExp(source, 'i'));
}

/** @param {string} file absolute path @returns {number} gzipped bytes at level 9 */
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The module graph of the build: for each JS file (path relative to dist), its static imports and
 * its dynamic imports, plus the entry files and, per file, a name to match routes against.
 * @typedef {{ entries: string[], staticImports: Map<string, string[]>, dynamicImports: Map<string, string[]>, names: Map<string, string>, source: string }} Graph
 */

/** @returns {Graph | null} the graph from Vite's manifest, when the build wrote one */
function graphFromManifest() {
  const manifestPath = [join(DIST, '.vite', 'manifest.json'), join(DIST, 'manifest.json')].find(existsSync);
  if (!manifestPath) return null;
  /** @type {Record<string, { file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const fileOf = (/** @type {string} */ key) => manifest[key]?.file ?? key;
  /** @type {Graph} */
  const graph = { entries: [], staticImports: new Map(), dynamicImports: new Map(), names: new Map(), source: relative(REPO_ROOT, manifestPath) };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    if (chunk.isEntry) graph.entries.push(chunk.file);
    graph.staticImports.set(chunk.file, (chunk.imports ?? []).map(fileOf));
    graph.dynamicImports.set(chunk.file, (chunk.dynamicImports ?? []).map(fileOf));
    graph.names.set(chunk.file, `${key} ${chunk.name ?? ''} ${chunk.file}`);
  }
  return graph;
}

/** Static `import ... from "x"` / `import "x"` / `export ... from "x"` specifiers of a minified chunk. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
/** `import("x")` specifiers of a chunk (Rolldown writes them with backticks). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** @returns {Graph} the graph followed from dist/index.html and the chunks' import statements */
function graphFromHtml() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const toDistPath = (/** @type {string} */ href, /** @type {string} */ from) =>
    normalize(href.startsWith('/') ? href.slice(1) : join(dirname(from), href)).replaceAll('\\', '/');
  /** @type {Graph} */
  const graph = { entries: [], staticImports: new Map(), dynamicImports: new Map(), names: new Map(), source: 'apps/web/dist/index.html module graph' };
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    if (match[1]) graph.entries.push(toDistPath(match[1], 'index.html'));
  }
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => toDistPath(m[1] ?? '', 'index.html'));
  const queue = [...graph.entries, ...preloads];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || graph.staticImports.has(file) || !existsSync(join(DIST, file))) continue;
    const code = readFileSync(join(DIST, file), 'utf8');
    const statics = [...code.matchAll(STATIC_IMPORT)].map((m) => toDistPath(m[1] ?? '', file));
    const dynamics = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => toDistPath(m[1] ?? '', file));
    graph.staticImports.set(file, statics);
    graph.dynamicImports.set(file, dynamics);
    graph.names.set(file, file);
    queue.push(...statics, ...dynamics);
  }
  // index.html preloads belong to the entry's first load.
  const [entry] = graph.entries;
  if (entry) graph.staticImports.set(entry, [...new Set([...(graph.staticImports.get(entry) ?? []), ...preloads])]);
  return graph;
}

/** @param {Graph} graph @param {string[]} roots @returns {string[]} roots and their static imports, transitively */
function staticClosure(graph, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.staticImports.get(file) ?? []));
  }
  return [...seen];
}

/** @param {Graph} graph @param {RegExp} pattern @returns {string | undefined} the lazily loaded chunk of a route */
function routeChunk(graph, pattern) {
  const lazy = new Set([...graph.dynamicImports.values()].flat());
  return [...lazy].find((file) => pattern.test(graph.names.get(file) ?? file));
}

/** @param {string[]} files @returns {string[]} the heavy libraries found in those files */
function heavyLibraries(files) {
  const found = new Set();
  for (const file of files) {
    const code = readFileSync(join(DIST, file), 'utf8');
    const mapPath = join(DIST, `${file}.map`);
    const sources = existsSync(mapPath) ? readFileSync(mapPath, 'utf8') : '';
    for (const { library, markers } of HEAVY_MARKERS) {
      if (markers.some((marker) => code.includes(marker) || sources.includes(marker))) found.add(`${library} in ${file}`);
    }
  }
  return [...found];
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('apps/web/dist is missing; building the web app first.');
    const code = await run(bin('turbo'), ['run', 'build', '--filter=@yardfleet/web', '--output-logs=errors-only']);
    if (code !== 0) return code;
  }
  const graph = graphFromManifest() ?? graphFromHtml();
  const [entry] = graph.entries;
  if (!entry) {
    console.error(`No entry chunk found (${graph.source}).`);
    return 1;
  }
  const base = staticClosure(graph, [entry]);
  console.log(`Bundle size of apps/web/dist, gzip level 9, from ${graph.source}\n`);
  console.log(`entry and its static imports: ${base.length} files, ${kb(base.reduce((sum, f) => sum + gzipBytes(join(DIST, f)), 0))}`);
  const lazyCount = new Set([...graph.dynamicImports.values()].flat()).size;
  console.log(`lazily loaded chunks in the build: ${lazyCount}\n`);
  let worstFirstRoute = 0;
  for (const route of /** @type {const} */ (['login', 'equipment'])) {
    const patterns = routePatterns(route);
    const chunks = patterns.map((pattern) => routeChunk(graph, pattern));
    const missing = patterns.filter((_, index) => chunks[index] === undefined).map(String);
    const lazy = chunks.filter((chunk) => chunk !== undefined);
    const files = [...new Set([...base, ...staticClosure(graph, lazy)])];
    const bytes = files.reduce((sum, file) => sum + gzipBytes(join(DIST, file)), 0);
    worstFirstRoute = Math.max(worstFirstRoute, bytes);
    const heavy = heavyLibraries(files);
    console.log(`${route} route: ${kb(bytes)} gzipped JS in ${files.length} files (lazy chunks: ${lazy.join(', ') || 'none'})`);
    if (missing.length > 0) console.log(`  no lazy chunk matched ${missing.join(', ')}`);
    const within = bytes <= GOAL_KB * 1024;
    console.log(`  goal for a first route: <= ${GOAL_KB} KB -> ${within ? 'within' : 'OVER'} (${kb(Math.abs(GOAL_KB * 1024 - bytes))} ${within ? 'to spare' : 'over'})`);
    console.log(`  OpenLayers / chart.js: ${heavy.length === 0 ? 'absent' : `PRESENT: ${heavy.join('; ')}`}`);
    for (const file of files.sort()) console.log(`    ${kb(gzipBytes(join(DIST, file))).padStart(9)}  ${file}`);
    console.log('');
  }
  console.log(`largest first route: ${kb(worstFirstRoute)} against the ${GOAL_KB} KB goal`);
  return 0;
}

process.exitCode = await main();
