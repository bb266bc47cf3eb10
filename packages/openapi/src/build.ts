import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * precompressed copies. Returns the document.
 */
export const writeArtifacts = async (outDir: string = DIST_DIR): Promise<OpenApiDocument> => {
  const document = await currentDocument();
  const reference = join(outDir, 'reference');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(reference, { recursive: true });
  writeCompressed(join(outDir, 'openapi.json'), Buffer.from(JSON.stringify(document)));
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
  return document;
};
