// Bundles the server into dist/main.js and the scale seed into dist/seed-scale.js (ESM, Node 20).
// Workspace packages (@yardfleet/*) are TypeScript sources symlinked into node_modules, so they are
// bundled; every npm package stays external and is loaded from node_modules at run time (argon2's
// native binary, PGlite's wasm).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

// npm dependencies of the server and of every workspace package it bundles (domain, contract...).
const external = new Set();
const seen = new Set();
const collect = (dir) => {
  for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
    if (!name.startsWith('@yardfleet/')) external.add(name);
    else if (!seen.has(name)) {
      seen.add(name);
      collect(join(here, '..', '..', 'node_modules', name));
    }
  }
};
collect(here);

/** Marks every npm package (and its subpaths, e.g. fp-ts/lib/Either.js) external; bundles the rest. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (name.startsWith('@yardfleet/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (!external.has(name)) {
        throw new Error(`${args.importer} imports "${args.path}", which no package.json of the server or its workspace packages declares`);
      }
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
// The server, and the scale seed's program (rules 21.14, decision 0014) that `yardfleet seed --scale N` runs.
await build({
  entryPoints: { main: join(here, 'src/main.ts'), 'seed-scale': join(here, 'src/seed/scale/main.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
console.log(`built apps/server/dist/main.js and dist/seed-scale.js in ${Date.now() - started} ms`);
