/**
 * Which heavy libraries a built chunk carries (rules 21.2: the shell and first screen must not
 * download the map, chart or dialog code they do not show), read from the chunk's hidden source
 * map in apps/web/dist (module paths do not survive minifying; the build writes `.map` files
 * beside the chunks without linking them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The libraries looked for, by a path fragment of their modules in a source map's `sources`, or
 * (`imported`, for a package of JSON files: a JSON module is bundled but not listed in the map, as
 * world-atlas in the basemap worker) by a static `from '<imported>...'` in a listed source's text.
 */
const LIBRARIES: readonly { readonly name: string; readonly fragment: string; readonly imported?: string }[] = [
  { name: 'OpenLayers', fragment: 'node_modules/ol/' },
  { name: 'chart.js', fragment: 'node_modules/chart.js/' },
  { name: 'world basemap', fragment: 'node_modules/world-atlas/', imported: 'world-atlas/' },
  { name: 'react-day-picker', fragment: 'node_modules/react-day-picker/' },
  { name: 'Headless UI dialog', fragment: 'node_modules/@headlessui/react/dist/components/dialog/' },
];

const cache = new Map<string, readonly string[]>();

/**
 * The LIBRARIES found in the chunk at `pathname` (e.g. `/assets/vendor-abc.js`) of the build in
 * `dist`: an empty list for a chunk without a source map or with none of them.
 */
export const chunkLibraries = (dist: string, pathname: string): readonly string[] => {
  const known = cache.get(pathname);
  if (known) return known;
  const mapFile = join(dist, `${pathname}.map`);
  let found: string[] = [];
  if (existsSync(mapFile)) {
    const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourcesContent?: (string | null)[] };
    const imports = (from: string): boolean =>
      sourcesContent.some((text) => text !== null && (text.includes(`from '${from}`) || text.includes(`from "${from}`)));
    found = LIBRARIES.filter(
      (library) => sources.some((source) => source.includes(library.fragment)) || (library.imported !== undefined && imports(library.imported)),
    ).map((library) => library.name);
  }
  cache.set(pathname, found);
  return found;
};
