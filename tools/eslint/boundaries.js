// @ts-check
/**
 * The package boundaries of docs/architecture.md, section 1, as ESLint flat-config entries.
 *
 * Two layers guard each boundary:
 * - `no-restricted-imports` on the import string (bare package names such as `react`,
 *   `node:fs`, `@yardfleet/ui/button`): cheap, needs no resolution;
 * - `import-x/no-restricted-paths` on the resolved file (relative imports such as
 *   `../../../apps/web/src/x` that climb out of a package): zones relative to the repo root.
 *
 * Dependencies point one way: domain <- contract <- data <- web; domain <- contract <- server;
 * domain <- ui <- web; domain <- contract <- cli. Inside apps/web the layers run
 * shared <- features <- shell <- app (web-layer-zones.js).
 */
import { MIGRATIONS, serverAreaZones } from './server-area-zones.js';
import { WEB_TEST_FILES, webLayerZones } from './web-layer-zones.js';

/**
 * Globs of tests, test support (`testing/`, `test-*.ts` arbitraries and fixtures) and benchmarks,
 * which may also import the test tooling and Node built-ins.
 */
export const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/test/**', '**/testing/**', '**/test-*.{ts,tsx}', '**/bench/**', '**/*.bench.ts'];

/** Packages a test may import on top of its package's own allow-list. */
const TEST_TOOLING = ['vitest', 'fast-check', 'node:*'];

/** Globals that belong to a browser or to Node and have no place in a framework-free core. */
const HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'HTMLElement',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
].map((name) => ({
  name,
  message: 'Package boundaries (docs/architecture.md, section 1): this package is framework-free and host-free; take what you need as a parameter (a port).',
}));

/**
 * Escapes a package name for use inside a regular expression.
 * @param {string} name
 * @returns {string}
 */
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A `no-restricted-imports` option that refuses every import except the listed packages, their
 * sub-paths and relative imports. A trailing `*` allows a prefix (`@turf/*`, `node:*`).
 * @param {readonly string[]} allowed package names (or `@scope/*`)
 * @param {string} message shown with each report
 * @returns {import('eslint').Linter.RuleEntry}
 */
export function onlyAllow(allowed, message) {
  const alternatives = allowed.map((name) => (name.endsWith('*') ? escape(name.slice(0, -1)) : `${escape(name)}(?:/|$)`));
  const regex = `^(?!(?:${['\\.\\.?(?:/|$)', ...alternatives].join('|')}))`;
  return ['error', { patterns: [{ regex, message }] }];
}

/**
 * A `no-restricted-imports` option that refuses the listed packages and their sub-paths.
 * @param {readonly string[]} refused package names
 * @param {string} message shown with each report
 * @returns {import('eslint').Linter.RuleEntry}
 */
export function refuse(refused, message) {
  const regex = `^(?:${refused.map(escape).join('|')})(?:/|$)`;
  return ['error', { patterns: [{ regex, message }] }];
}

/**
 * `import-x/no-restricted-paths` zones keeping files under `target` from importing files under
 * any of `from` (paths relative to the repo root; the rule gets `basePath: rootDir`).
 * @param {string} target
 * @param {readonly string[]} from
 * @param {string} message
 * @returns {{ target: string, from: string, message: string }[]}
 */
function zonesFor(target, from, message) {
  return from.map((source) => ({ target, from: source, message }));
}

/**
 * One boundary: the files it covers, the packages they may (or may not) import, and the
 * workspace folders they may not reach by relative path.
 * @typedef {{
 *   dir: string,
 *   allow?: readonly string[],
 *   refuse?: readonly string[],
 *   forbiddenDirs: readonly string[],
 *   hostFree?: boolean,
 *   message: string,
 * }} Boundary
 */

/** @type {readonly Boundary[]} */
export const BOUNDARIES = [
  {
    dir: 'packages/domain',
    allow: ['@yardfleet/domain', 'fp-ts', 'io-ts', 'date-fns', '@date-fns/tz', '@turf/*', 'kdbush', 'geokdbush', 'libphonenumber-js', 'postcode-validator'],
    forbiddenDirs: ['packages/contract', 'packages/data', 'packages/ui', 'apps'],
    hostFree: true,
    message:
      'Package boundaries (docs/architecture.md, section 1): packages/domain imports only fp-ts, io-ts, date-fns, @date-fns/tz, @turf/*, kdbush, geokdbush, libphonenumber-js, postcode-validator and its own files.',
  },
  {
    dir: 'packages/contract',
    allow: ['@yardfleet/contract', '@yardfleet/domain', 'fp-ts', 'io-ts'],
    forbiddenDirs: ['packages/data', 'packages/ui', 'apps'],
    hostFree: true,
    message: 'Package boundaries (docs/architecture.md, section 1): packages/contract imports only @yardfleet/domain, io-ts and fp-ts.',
  },
  {
    dir: 'packages/data',
    refuse: ['@yardfleet/ui', '@yardfleet/web', '@yardfleet/server', '@yardfleet/cli'],
    forbiddenDirs: ['packages/ui', 'apps'],
    message: 'Package boundaries (docs/architecture.md, section 1): packages/data may not import the UI kit or any app.',
  },
  {
    dir: 'packages/ui',
    refuse: ['@yardfleet/data', '@yardfleet/contract', '@yardfleet/web', '@yardfleet/server', '@yardfleet/cli', '@reduxjs/toolkit', 'react-redux'],
    forbiddenDirs: ['packages/data', 'packages/contract', 'apps'],
    message:
      'Package boundaries (docs/architecture.md, sections 1, 4): packages/ui is presentational; it may not import the data layer, the contract or any app.',
  },
  {
    dir: 'apps/server',
    refuse: ['@yardfleet/data', '@yardfleet/ui', '@yardfleet/web', '@yardfleet/cli'],
    forbiddenDirs: ['packages/data', 'packages/ui', 'apps/web', 'apps/cli'],
    message: 'Package boundaries (docs/architecture.md, section 1): apps/server may not import the data layer, the UI kit, the web app or the cli.',
  },
  {
    dir: 'apps/cli',
    refuse: ['@yardfleet/data', '@yardfleet/ui', '@yardfleet/web', '@yardfleet/server'],
    forbiddenDirs: ['packages/data', 'packages/ui', 'apps/web', 'apps/server'],
    message: 'Package boundaries (docs/architecture.md, section 1): apps/cli may not import the data layer, the UI kit, the web app or the server.',
  },
  {
    dir: 'apps/web',
    refuse: ['@yardfleet/server', '@yardfleet/cli'],
    forbiddenDirs: ['apps/server', 'apps/cli'],
    message: 'Package boundaries (docs/architecture.md, section 1): apps/web talks to the server over HTTP only (through packages/data).',
  },
];

/**
 * Flat-config entries enforcing every boundary, for a repo rooted at `rootDir`.
 * @param {string} rootDir absolute path of the repo root (or of a fixture tree in tests)
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfigs(rootDir) {
  /** @type {import('eslint').Linter.Config[]} */
  const configs = [];
  for (const boundary of BOUNDARIES) {
    const files = [`${boundary.dir}/**/*.{ts,tsx,js,mjs,cjs}`];
    const zones = zonesFor(boundary.dir, boundary.forbiddenDirs, boundary.message);
    const extraZones = boundary.dir === 'apps/web' ? webLayerZones(rootDir) : boundary.dir === 'apps/server' ? serverAreaZones() : [];
    /** @type {import('eslint').Linter.RuleEntry} */
    const pathRule = ['error', { basePath: rootDir, zones: [...zones, ...extraZones] }];
    if (boundary.allow) {
      configs.push({
        name: `yardfleet/boundaries/${boundary.dir}`,
        files,
        ignores: TEST_FILES,
        rules: { 'no-restricted-imports': onlyAllow(boundary.allow, boundary.message), 'import-x/no-restricted-paths': pathRule },
      });
      configs.push({
        name: `yardfleet/boundaries/${boundary.dir}/tests`,
        files: TEST_FILES.map((glob) => `${boundary.dir}/${glob}`),
        rules: { 'no-restricted-imports': onlyAllow([...boundary.allow, ...TEST_TOOLING], boundary.message), 'import-x/no-restricted-paths': pathRule },
      });
    } else {
      configs.push({
        name: `yardfleet/boundaries/${boundary.dir}`,
        files,
        rules: {
          'no-restricted-imports': refuse(boundary.refuse ?? [], boundary.message),
          'import-x/no-restricted-paths': pathRule,
        },
      });
    }
    if (boundary.dir === 'apps/server') {
      // A migration imports only kysely (and other migrations, by relative path).
      configs.push({
        name: 'yardfleet/boundaries/apps/server/migrations',
        files: [`${MIGRATIONS}/**/*.ts`],
        ignores: TEST_FILES,
        rules: { 'no-restricted-imports': onlyAllow(['kysely'], 'Migrations never import live code (apps/server/README.md): only kysely.') },
      });
    }
    if (boundary.dir === 'apps/web') {
      // Tests and stories of the web app may also import testing/ (the layers' other zones hold).
      configs.push({
        name: 'yardfleet/boundaries/apps/web/tests-and-stories',
        files: WEB_TEST_FILES,
        rules: {
          'import-x/no-restricted-paths': ['error', { basePath: rootDir, zones: [...zones, ...webLayerZones(rootDir, { tests: true })] }],
        },
      });
    }
    if (boundary.hostFree) {
      configs.push({
        name: `yardfleet/boundaries/${boundary.dir}/host-free`,
        files,
        ignores: TEST_FILES,
        rules: { 'no-restricted-globals': ['error', ...HOST_GLOBALS] },
      });
    }
  }
  return configs;
}
