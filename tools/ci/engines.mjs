// @ts-check
/**
 * `npm run check:engines`, and the stage right after the install in `npm run test:all`: the README
 * promises the Node version of the root package.json's `engines.node` (">=20.19"), so every
 * installed package must allow that range's minimum (20.19.0). Walks every installed package's
 * package.json (the root node_modules, nested node_modules, each workspace's node_modules) and
 * fails, listing each package whose `engines.node` excludes it (decision 0013).
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { REPO_ROOT } from './deps.mjs';

/** @typedef {{ name?: unknown, version?: unknown, engines?: unknown, workspaces?: unknown }} Manifest */
/** @typedef {{ dir: string, name: string, version: string, nodeRange: string | null }} InstalledPackage */
/** @typedef {InstalledPackage & { nodeRange: string }} EnginesViolation */

/**
 * @param {string} dir
 * @returns {Manifest | null} the package.json of `dir`, or null when it has none or it is not JSON
 */
function readManifest(dir) {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return null;
  try {
    return /** @type {Manifest} */ (JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The `engines.node` range of a manifest, or null when it declares none (old packages sometimes
 * give `engines` as an array of strings; npm ignores those and so does this check).
 * @param {Manifest} manifest
 * @returns {string | null}
 */
function nodeRangeOf(manifest) {
  const { engines } = manifest;
  if (typeof engines !== 'object' || engines === null || Array.isArray(engines)) return null;
  const node = /** @type {Record<string, unknown>} */ (engines)['node'];
  return typeof node === 'string' ? node : null;
}

/**
 * The Node version the root package.json promises: its `engines.node` range and that range's
 * lowest version.
 * @param {string} root repository root
 * @returns {{ range: string, minimum: string }}
 * @throws Error when the root package.json has no readable `engines.node` range
 */
export function promisedNode(root = REPO_ROOT) {
  const manifest = readManifest(root);
  const range = manifest === null ? null : nodeRangeOf(manifest);
  const minimum = range === null ? null : semver.minVersion(range);
  if (range === null || minimum === null) throw new Error(`${join(root, 'package.json')} has no readable engines.node range`);
  return { range, minimum: minimum.version };
}

/**
 * The workspace folders of the root package.json (`"packages/*"` style patterns, or plain folders).
 * @param {string} root
 * @returns {string[]} absolute paths
 */
function workspaceDirs(root) {
  const patterns = readManifest(root)?.workspaces;
  if (!Array.isArray(patterns)) return [];
  return patterns
    .filter((pattern) => typeof pattern === 'string')
    .flatMap((/** @type {string} */ pattern) => {
      if (!pattern.endsWith('/*')) return [join(root, pattern)];
      const parent = join(root, pattern.slice(0, -2));
      if (!existsSync(parent)) return [];
      return readdirSync(parent, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(parent, entry.name));
    });
}

/**
 * Every package installed in one node_modules folder and, recursively, in the node_modules of
 * those packages. Symbolic links (npm's links to the workspaces) are skipped: the workspaces'
 * own node_modules are walked from the root.
 * @param {string} nodeModules absolute path of a node_modules folder
 * @param {string} root repository root, for the relative paths reported
 * @param {InstalledPackage[]} found
 */
function walkNodeModules(nodeModules, root, found) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(nodeModules, entry.name);
    const packageDirs = entry.name.startsWith('@') && entry.isDirectory() ? readdirSync(path).map((name) => join(path, name)) : [path];
    for (const dir of packageDirs) {
      if (lstatSync(dir).isSymbolicLink()) continue;
      const manifest = readManifest(dir);
      if (manifest !== null) {
        const name = typeof manifest.name === 'string' ? manifest.name : relative(nodeModules, dir);
        const version = typeof manifest.version === 'string' ? manifest.version : '?';
        found.push({ dir: relative(root, dir), name, version, nodeRange: nodeRangeOf(manifest) });
      }
      walkNodeModules(join(dir, 'node_modules'), root, found);
    }
  }
}

/**
 * Every installed package of the repository: the root node_modules and each workspace's, nested
 * node_modules included.
 * @param {string} root repository root
 * @returns {InstalledPackage[]} in walking order; `dir` is relative to `root`
 */
export function installedPackages(root = REPO_ROOT) {
  /** @type {InstalledPackage[]} */
  const found = [];
  walkNodeModules(join(root, 'node_modules'), root, found);
  for (const workspace of workspaceDirs(root)) walkNodeModules(join(workspace, 'node_modules'), root, found);
  return found;
}

/**
 * The installed packages whose `engines.node` does not allow `nodeVersion` (a range semver cannot
 * read counts as not allowing it, since npm could not honour it either).
 * @param {InstalledPackage[]} packages
 * @param {string} nodeVersion for example "20.19.0"
 * @returns {EnginesViolation[]}
 */
export function enginesViolations(packages, nodeVersion) {
  return packages.filter(
    /** @returns {item is EnginesViolation} */
    (item) => item.nodeRange !== null && !semver.satisfies(nodeVersion, item.nodeRange, { loose: true }),
  );
}

/**
 * Runs the check on the repository and prints its verdict.
 * @param {string} root repository root
 * @returns {number} 0 when every installed package allows the promised minimum, 1 otherwise
 */
export function checkEngines(root = REPO_ROOT) {
  const { range, minimum } = promisedNode(root);
  const packages = installedPackages(root);
  const violations = enginesViolations(packages, minimum);
  const withRange = packages.filter((item) => item.nodeRange !== null).length;
  const promise = `Node ${minimum} (the root package.json's engines.node "${range}")`;
  if (violations.length === 0) {
    console.log(`Engines: all ${packages.length} installed packages (${withRange} declare engines.node) allow ${promise}.`);
    return 0;
  }
  console.error(`Engines: ${violations.length} of ${packages.length} installed packages exclude ${promise}:`);
  for (const item of violations) console.error(`  ${item.name}@${item.version} (${item.dir}): engines.node "${item.nodeRange}"`);
  console.error(
    'Pin a release that allows it (package.json, or the root "overrides" for a transitive one), or raise the promise in package.json and the README.',
  );
  return 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = checkEngines();
}
