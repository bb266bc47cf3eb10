// Bundles the `yardfleet` command into dist/yardfleet.js with esbuild: the workspace packages
// (@yardfleet/*) are bundled in, every npm package stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@yardfleet/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/yardfleet.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
await chmod('dist/yardfleet.js', 0o755);
