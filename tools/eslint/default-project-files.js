// @ts-check
/**
 * Tool config files (`vite.config.ts`, `vitest.config.ts`, ...) that sit beside a tsconfig.json
 * which does not include them. typescript-eslint's project service cannot type-check such a file
 * unless it is listed in `allowDefaultProject`, and it refuses a listed file that a project does
 * include; so the list is computed from the tsconfigs each time ESLint loads its config.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const CONFIG_FILE = /\.config\.(?:ts|mts|cts)$/;

/**
 * Files a tsconfig.json includes (absolute paths), or an empty set when there is none.
 * @param {string} dir
 * @returns {Set<string>}
 */
function includedFiles(dir) {
  const tsconfigPath = join(dir, 'tsconfig.json');
  if (!existsSync(tsconfigPath)) return new Set();
  const read = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
  if (read.error) return new Set();
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dir);
  return new Set(parsed.fileNames.map((file) => resolve(file)));
}

/**
 * Paths, relative to `rootDir`, of the `*.config.ts` files at the repo root and at the top of each
 * workspace and tool folder (`packages/*`, `apps/*`, `tools/*`) that the folder's tsconfig.json
 * does not include.
 * @param {string} rootDir absolute repo root
 * @returns {string[]}
 */
export function configFilesOutsideProjects(rootDir) {
  /** @type {string[]} */
  const outside = [];
  const rootIncluded = includedFiles(rootDir);
  for (const name of readdirSync(rootDir).filter((file) => CONFIG_FILE.test(file))) {
    if (!rootIncluded.has(resolve(rootDir, name))) outside.push(name);
  }
  for (const group of ['packages', 'apps', 'tools']) {
    const groupDir = join(rootDir, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = join(groupDir, entry.name);
      const configs = readdirSync(dir).filter((name) => CONFIG_FILE.test(name));
      if (configs.length === 0) continue;
      const included = includedFiles(dir);
      for (const name of configs) {
        if (!included.has(resolve(dir, name))) outside.push(`${group}/${entry.name}/${name}`);
      }
    }
  }
  return outside;
}
