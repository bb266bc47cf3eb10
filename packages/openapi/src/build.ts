import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { contractEndpoints, contractTexts } from './contract-sources';
import { CUSTOM_CODECS } from './custom-codecs';
import { openApiDocument, type OpenApiDocument } from './document';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm run build` writes the document and the reference page; the server serves this folder (docs/api.md). */
export const DIST_DIR = join(PACKAGE_DIR, 'dist');

/** The document of the contract as it is now (endpoints imported, docstrings and docs/error-codes.md read). */
export const currentDocument = async (): Promise<OpenApiDocument> => {
  const version = (JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  return openApiDocument({ endpoints: await contractEndpoints(), texts: contractTexts(), custom: CUSTOM_CODECS, version });
};

/** Writes `file` and its brotli and gzip copies (served by the server's @fastify/static `preCompressed`). */
const writeCompressed = (file: string, content: Buffer): void => {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
};

/**
 * Writes into `outDir`: `openapi.json` (the document), and `reference/` with the page (`index.html`) and
 * its script and styles (`reference.js`, `reference.css`: `reference/entry.js` and @scalar/api-reference
 * bundled by esbuild, licences in `reference.js.LEGAL.txt`), each JavaScript, CSS and JSON file with
 * precompressed copies, all written into a staging folder first and then swapped in (`swapIn`).
 * Returns the document.
 */
export const writeArtifacts = async (outDir: string = DIST_DIR): Promise<OpenApiDocument> => {
  const document = await currentDocument();
  const staging = `${outDir}.staging-${process.pid}-${Date.now()}`;
  try {
    await writeInto(staging, document);
    swapIn(staging, outDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return document;
};

/** Writes the document and the page into the folder `dir` (see `writeArtifacts`). */
const writeInto = async (dir: string, document: OpenApiDocument): Promise<void> => {
  const reference = join(dir, 'reference');
  mkdirSync(reference, { recursive: true });
  writeCompressed(join(dir, 'openapi.json'), Buffer.from(JSON.stringify(document)));
  copyFileSync(join(PACKAGE_DIR, 'reference', 'index.html'), join(reference, 'index.html'));
  await build({
    entryPoints: { reference: join(PACKAGE_DIR, 'reference', 'entry.js') },
    outdir: reference,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  });
  for (const file of ['reference.js', 'reference.css']) writeCompressed(join(reference, file), readFileSync(join(reference, file)));
};

/**
 * Puts the folder `staging` in the place of `outDir` with two renames, so a server serving `outDir`
 * (or a second build writing it at the same time, as a test beside turbo's build) never sees it
 * half written; the previous folder is removed afterwards. When two builds swap at once, the
 * last complete folder stays.
 */
const swapIn = (staging: string, outDir: string): void => {
  const previous = `${staging}.old`;
  if (existsSync(outDir)) renameSync(outDir, previous);
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // Another build swapped its complete folder in between the two renames: keep that one.
    if (!existsSync(outDir)) throw error;
  } finally {
    rmSync(previous, { recursive: true, force: true });
  }
};
