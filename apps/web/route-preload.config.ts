import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// A relative import: the config loader runs workspace packages' TypeScript only when bundled in.
import { LANGUAGES } from '../../packages/domain/src/locale/language';
import type { RoutePreloadConfig } from './src/app/route-preload';

const here = dirname(fileURLToPath(import.meta.url));
const ROUTER = join(here, 'src', 'app', 'router.tsx');
const SCRIPT = join(here, 'src', 'app', 'route-preload.ts');
/** `{ path: 'power/:id', lazy: lazyScreen(() => import('../features/power/charge-system-page')) }` in router.tsx. */
const ROUTE_LINE = /path: '([^']+)', lazy: lazyScreen\(\(\) => import\('([^']+)'\)/g;
const SHELL_LINE = /lazy: lazyScreen\(\(\) => import\('([^']*shell[^']*)'\)\)/;
/** /home's path in router.tsx and the screen src/app/home-routes.tsx loads lazily for a company that is not full-version (rules 2.9, 4.14). */
const POWER_HOME = { path: 'home', module: join(here, 'src', 'features', 'power', 'power-overview-page') };

/**
 * The data layer's localStorage key of a stored session (its SESSION_STORAGE_KEY, which the config
 * loader cannot import): the build fails when no chunk of the app contains it.
 */
export const SESSION_KEY = 'yardfleet.session';

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** `chunk` and every chunk it imports statically, as file names. */
const closure = (bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> => {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
};

/** The route's path as an anchored regular expression source (`:id` is one segment). */
const pathPattern = (path: string): string => `^/${path.replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * The build's route preload script (rules 21.2; src/app/route-preload.ts): after the chunks
 * are made, reads the lazy routes of src/app/router.tsx (path and imported screen), finds each
 * screen's chunk and the chunks it imports beyond the entry's (not the live updates' chunks: they
 * load once the first screen has painted, src/shared/background-reads.ts), the power home's chunks
 * for a company that is not full-version (POWER_HOME), and each language's whole catalogue chunk;
 * bundles the script with that table (esbuild, IIFE) into assets/route-preload-<hash>.js and names
 * it in index.html as an async script.
 * @throws Error when router.tsx names no shell or no route (the table would be empty), when no
 * chunk contains the session key, or when the power home has no chunk of its own.
 */
export const routePreload = (sessionKey: string = SESSION_KEY): Plugin => {
  let scriptFile: string | undefined;
  return {
    name: 'yardfleet:route-preload',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_, bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) return;
      const entryFiles = closure(bundle, entry.fileName);
      const beyondEntry = (modulePath: string): string[] => {
        const isModule = (id: string | null): boolean => id !== null && /^(.*)\.tsx?$/.exec(id)?.[1] === modulePath;
        // The module's own chunk, or the group chunk that took it in (the shell travels in app-common).
        const chunk = chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
        return chunk === undefined ? [] : [...closure(bundle, chunk.fileName)].filter((file) => !entryFiles.has(file));
      };
      if (!chunks.some((chunk) => chunk.code.includes(sessionKey))) {
        throw new Error(`route preload: no chunk names the session key ${sessionKey} (SESSION_STORAGE_KEY changed?)`);
      }
      const router = readFileSync(ROUTER, 'utf8');
      const shell = SHELL_LINE.exec(router)?.[1];
      const routes = [...router.matchAll(ROUTE_LINE)].map(
        ([, path = '', source = '']) => [pathPattern(path), beyondEntry(resolve(dirname(ROUTER), source))] as const,
      );
      if (shell === undefined || routes.length === 0) throw new Error('route preload: router.tsx names no shell or no lazy route');
      const catalogues = Object.fromEntries(
        LANGUAGES.flatMap((language) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`${join('lang', language)}.json`));
          return chunk === undefined ? [] : [[language, chunk.fileName]];
        }),
      );
      const shellFiles = beyondEntry(resolve(dirname(ROUTER), shell));
      const homeFiles = new Set(routes.find(([pattern]) => pattern === pathPattern(POWER_HOME.path))?.[1] ?? []);
      const powerHomeFiles = beyondEntry(POWER_HOME.module).filter((file) => !homeFiles.has(file));
      if (powerHomeFiles.length === 0) throw new Error('route preload: no chunk of the power home (features/power/power-overview-page) was made');
      const config: RoutePreloadConfig = {
        sessionKey,
        shell: shellFiles,
        routes: routes.filter(([, files]) => files.length > 0),
        powerHome: [pathPattern(POWER_HOME.path), powerHomeFiles],
        catalogues,
      };
      const built = buildSync({
        entryPoints: [SCRIPT],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { ROUTE_PRELOAD: JSON.stringify(config) },
      });
      const code = built.outputFiles[0]?.text ?? '';
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source: code });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (scriptFile === undefined ? [] : [{ tag: 'script', attrs: { async: true, src: `/${scriptFile}` }, injectTo: 'head-prepend' }]),
    },
  };
};
