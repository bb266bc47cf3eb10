import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkLibraries } from './chunk-libraries';

const dist = mkdtempSync(join(tmpdir(), 'chunk-libraries-'));
mkdirSync(join(dist, 'assets'));
const map = (name: string, sources: string[], sourcesContent: string[]) =>
  writeFileSync(join(dist, 'assets', `${name}.js.map`), JSON.stringify({ version: 3, sources, sourcesContent, mappings: '' }));

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('chunkLibraries', () => {
  it('finds a library by the path of its modules in the source map', () => {
    map(
      'vector-layer',
      ['../../../../node_modules/ol/Map.js', '../../src/app.ts'],
      ['export default 1;', "/** reads the world-atlas topology */\nimport Map from 'ol/Map.js';"],
    );
    expect(chunkLibraries(dist, '/assets/vector-layer.js')).toEqual(['OpenLayers']);
  });
  it('finds a JSON package, absent from the sources, by a static import in a source', () => {
    // As the basemap worker: world-atlas/countries-50m.json is bundled but not listed.
    map(
      'basemap-worker',
      ['../../../../node_modules/ol/proj.js', '../../../../packages/ui/src/map/basemap-worker.ts'],
      ['', "import atlas from 'world-atlas/countries-50m.json';"],
    );
    expect(chunkLibraries(dist, '/assets/basemap-worker.js')).toEqual(['OpenLayers', 'world basemap']);
  });
  it('finds nothing for a chunk without a source map', () => {
    expect(chunkLibraries(dist, '/assets/none.js')).toEqual([]);
  });
});
