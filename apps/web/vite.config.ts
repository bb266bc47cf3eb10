import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { messageCatalogues } from './message-catalogues.config';
import { routePreload } from './route-preload.config';

/** npm packages loaded by every route (React, router, Redux, react-intl, io-ts, fp-ts). */
const FIRST_ROUTE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|immer|redux|reselect|react-redux|use-sync-external-store|io-ts|fp-ts|react-intl|@formatjs|intl-messageformat|clsx|cookie|set-cookie-parser)[\\/]/;

const REACT_ROUTER_PRODUCTION = (file: string): string => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Our small modules the login screen shares with later screens (form controls, logo, language
 * switch, the decoding base query and the codecs it needs, the validation messages): one chunk, not
 * several tiny ones.
 */
const FIRST_ROUTE_SHARED_SOURCES = new RegExp(
  [
    'packages/ui/src/(?:checkbox|text-field|password-field|logo|menu-button|icons)\\.tsx',
    'packages/data/src/(?:contract-request|base-query|ports|api|endpoints/auth)\\.ts',
    'packages/contract/src/(?:codec|envelope|endpoint)\\.ts',
    'packages/domain/src/(?:entities/(?:brand|ids|person|user-info)|policy/codes|validation/rules)\\.ts',
    'apps/web/src/shared/i18n/validation-messages\\.ts',
    'apps/web/src/shared/language-switch\\.tsx',
  ]
    .map((path) => `${path.replaceAll('/', '[\\\\/]')}$`)
    .join('|'),
);

/** npm packages every logged-in screen needs beyond the first route's: date-fns (the shell's clock, every date of the region, rules 1.6). */
const LOGGED_IN_LIBRARIES = /[\\/]node_modules[\\/]date-fns[\\/]/;

/** Our modules that reach an npm package outside FIRST_ROUTE_LIBRARIES and LOGGED_IN_LIBRARIES; filled by entryGraph(). */
const REACHES_BEYOND_LOGGED_IN = new Set<string>();

/** Per module, how many lazily loaded chunks reach it statically; filled by entryGraph(). */
const SHARE_COUNT = new Map<string, number>();

/** The modules the lazy shell (src/shell/app-shell.tsx) reaches statically; filled by entryGraph(). */
const SHELL_GRAPH = new Set<string>();

/** The modules main.tsx imports statically (the first load of every route), filled by entryGraph(). */
const ENTRY_GRAPH = new Set<string>();

/**
 * Collects ENTRY_GRAPH, REACHES_BEYOND_LOGGED_IN, SHARE_COUNT and SHELL_GRAPH once the module
 * graph is complete (before chunks are made), so the logged-in group below never takes a module
 * the entry needs (that would put the group's chunk on the login's first load) and takes the
 * shell's modules and those two lazy chunks share.
 */
const entryGraph = (): Plugin => ({
  name: 'yardfleet:entry-graph',
  apply: 'build',
  buildEnd() {
    ENTRY_GRAPH.clear();
    REACHES_BEYOND_LOGGED_IN.clear();
    // Our modules whose static imports reach an npm package beyond the first route's and date-fns
    // (Headless UI, OpenLayers, chart.js, ...): the group's chunk would carry that package along.
    const reaches = (id: string, seen: Set<string>, allowed: (id: string) => boolean): boolean => {
      if (seen.has(id)) return false;
      seen.add(id);
      if (/[\\/]node_modules[\\/]/.test(id)) return !allowed(id);
      return (this.getModuleInfo(id)?.importedIds ?? []).some((imported) => reaches(imported, seen, allowed));
    };
    for (const id of this.getModuleIds()) {
      if (/[\\/]node_modules[\\/]/.test(id)) continue;
      if (reaches(id, new Set(), (library) => FIRST_ROUTE_LIBRARIES.test(library) || LOGGED_IN_LIBRARIES.test(library))) REACHES_BEYOND_LOGGED_IN.add(id);
    }
    // How many lazily loaded chunks (dynamic imports) reach each module statically; the shell's own graph.
    SHARE_COUNT.clear();
    SHELL_GRAPH.clear();
    const dynamicEntries = new Set<string>();
    for (const id of this.getModuleIds()) for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) dynamicEntries.add(imported);
    for (const dynamicEntry of dynamicEntries) {
      const seen = new Set<string>();
      const pending = [dynamicEntry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of seen) SHARE_COUNT.set(id, (SHARE_COUNT.get(id) ?? 0) + 1);
      if (/[\\/]src[\\/]shell[\\/]app-shell\.tsx$/.test(dynamicEntry)) for (const id of seen) SHELL_GRAPH.add(id);
    }
    const main = [...this.getModuleIds()].find((id) => /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/.test(id));
    const stack = main === undefined ? [] : [main];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (ENTRY_GRAPH.has(id)) continue;
      ENTRY_GRAPH.add(id);
      stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
});

/**
 * Our shared modules of the logged-in screens (rules 21.2; with the shell's modules and
 * date-fns, LOGGED_IN_LIBRARIES, in the app-common group below): the kit, data layer, contract,
 * domain, shell and app modules that two or more chunks share travel in one chunk instead of the
 * thirty-odd tiny ones (100 to 700 bytes compressed) the default splitting made. Over HTTP/1.1
 * every file is a request on one of six connections costing a round trip (Lighthouse's mobile
 * network: 150 ms), so a logged-in first load waited on about six rounds of them. Left out: what
 * the entry imports (ENTRY_GRAPH), what reaches another npm package (REACHES_BEYOND_LOGGED_IN: Headless
 * UI dialogs and menus stay where they are opened), the screens and feature folders, the message catalogues, and
 * the map and chart wrappers (OpenLayers and chart.js stay on the screens that show them).
 */
const isLoggedInSharedSource = (id: string): boolean =>
  /[\\/](?:packages[\\/](?:domain|contract|data|ui)|apps[\\/]web)[\\/]src[\\/]/.test(id) &&
  !/[\\/]node_modules[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/.test(id) &&
  (!/[\\/]packages[\\/]ui[\\/]src[\\/](?:map|chart)[\\/]/.test(id) || /[\\/]map-boundary\.tsx$/.test(id)) &&
  !ENTRY_GRAPH.has(id) &&
  !REACHES_BEYOND_LOGGED_IN.has(id);

/**
 * Built files worth sending compressed (rules 21.2, 7.13): text, SVG, JSON, WebAssembly and fonts
 * that are not compressed already (woff2, PNG and JPEG are; source maps are for error reports).
 */
const PRECOMPRESSED_FILES = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm|ttf|otf|eot|ico)$/;

/**
 * Writes file.br (brotli quality 11) and file.gz (gzip level 9) beside every built file of
 * PRECOMPRESSED_FILES, once at build time, so the server sends them without compressing per request
 * (apps/server/src/http/web-app.ts, @fastify/static `preCompressed`). A copy not smaller than its
 * file is not written; the server then sends the file itself.
 */
const precompress = (): Plugin =>
  compression({
    include: PRECOMPRESSED_FILES,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });

const API_URL = process.env.API_URL ?? 'http://localhost:8080';

const MESSAGE_TEXTS = /\b(?:description|defaultMessage):\s*'(?:[^'\\]|\\.)*',?\s*/g;

/**
 * Message descriptions are for translators and default messages are already in every catalogue
 * (src/shared/i18n/extraction.test.ts keeps lang/en-US.json equal to the sources; catalogues.test.ts keeps
 * every locale complete), so production builds drop both from the app's and the UI kit's sources
 * (the formatjs "removeDefaultMessage" advice).
 */
const stripMessageTexts = (): Plugin => ({
  name: 'yardfleet:strip-message-texts',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/](apps[\\/]web|packages[\\/]ui)[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('description:')) return null;
    return { code: code.replace(MESSAGE_TEXTS, ''), map: null };
  },
});

/**
 * The web app's build (architecture 4): React, Tailwind, output in dist/ (the server serves it). In dev
 * and preview, /web-hmac is proxied to the API server: API_URL, default http://localhost:8080.
 * Browser builds take fp-ts from its ES modules (`fp-ts/es6`, tree-shaken) where the shared
 * packages import `fp-ts/lib/*.js` for plain Node, and drop the ICU parser.
 */
export default defineConfig(({ command }) => ({
  plugins: [stripMessageTexts(), react(), tailwindcss(), messageCatalogues(command), entryGraph(), routePreload(), precompress()],
  resolve: {
    alias: [
      { find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' },
      ...(command === 'build'
        ? [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
            // react-router's package exports only its development build (warnings, dev checks); its
            // production build sits beside it and is what a production bundle should carry.
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: REACT_ROUTER_PRODUCTION('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { proxy: { '/web-hmac': { target: API_URL, changeOrigin: true } } },
  preview: { proxy: { '/web-hmac': { target: API_URL, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    // Maps are written for error reports but not linked from the shipped files (smaller first route).
    sourcemap: 'hidden',
    target: 'es2022',
    rollupOptions: {
      output: {
        // The libraries every route needs travel in one chunk: one gzip stream compresses them
        // better than the several small shared chunks the default splitting makes.
        codeSplitting: {
          groups: [
            // React DOM (58 KiB brotli) travels beside the other libraries (59 KiB), not inside them:
            // two files of half the size download side by side on two of HTTP/1.1's connections
            // while the route's chunks and first reads share the line (rules 21.3, mobile LCP: a
            // single 116 KiB vendor file ended last, 1.8 s after the page, on every logged-in route).
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 31 },
            { name: 'vendor', test: FIRST_ROUTE_LIBRARIES, priority: 30 },
            {
              name: 'first-route',
              test: (id) => FIRST_ROUTE_SHARED_SOURCES.test(id) || (ENTRY_GRAPH.has(id) && !/[\\/]node_modules[\\/]/.test(id)),
              priority: 20,
            },
            // Every logged-in first load: the shell (which no longer has a chunk of its own), date-fns
            // and our modules shared by at least two lazy chunks, in one file instead of three
            // (app-shell, region, app-common: two requests fewer before the first screen). A module
            // of one screen only stays with that screen.
            {
              name: 'app-common',
              test: (id) =>
                !ENTRY_GRAPH.has(id) &&
                (SHELL_GRAPH.has(id) || (SHARE_COUNT.get(id) ?? 0) >= 2) &&
                (isLoggedInSharedSource(id) || LOGGED_IN_LIBRARIES.test(id)),
              priority: 10,
            },
          ],
        },
        // The login scope of a catalogue is told apart from the whole one by its file name.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.endsWith('?scope=login') ? 'assets/catalogue-login-[name]-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
}));
