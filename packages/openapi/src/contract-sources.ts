import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '@yardfleet/contract/endpoint';
import type * as t from 'io-ts';
import { exportedConstDocs, objectMemberDocs } from './docstrings';

/** The repository root (this file is packages/openapi/src/contract-sources.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CONTRACT_SRC = join(REPO_ROOT, 'packages', 'contract', 'src');
/** The folder of the contract's endpoint files, one per area. */
export const ENDPOINTS_DIR = join(CONTRACT_SRC, 'endpoints');

/** One endpoint of the contract with the export name and area (file name without `.ts`) it was found under. */
export interface FoundEndpoint {
  readonly name: string;
  readonly area: string;
  readonly endpoint: Endpoint<t.Mixed | undefined, t.Mixed>;
}

/** One row of docs/error-codes.md's envelope table: who sends a code and on what trigger. */
export interface EnvelopeCodeUse {
  readonly code: number;
  readonly sentBy: string;
  readonly trigger: string;
}

/** One row of docs/error-codes.md's table of HTTP failures. */
export interface HttpFailureDoc {
  readonly status: string;
  readonly error: string;
  readonly trigger: string;
}

/** What the document is built from besides the codecs: docstrings and docs/error-codes.md. */
export interface ContractTexts {
  /** Docstrings of the exported consts of the contract's files (endpoints, codecs), by const name. */
  readonly docs: ReadonlyMap<string, string>;
  /** Docstrings of `ServerCode`'s members, by member name. */
  readonly serverCodeDocs: ReadonlyMap<string, string>;
  readonly envelopeCodeUses: readonly EnvelopeCodeUse[];
  readonly httpFailures: readonly HttpFailureDoc[];
}

const isEndpoint = (v: unknown): v is FoundEndpoint['endpoint'] =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v && 'auth' in v && 'request' in v;

const endpointFiles = (): string[] =>
  readdirSync(ENDPOINTS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();

/**
 * Every endpoint exported by `packages/contract/src/endpoints/*.ts` (each exported value with
 * method, path, request, response and auth), found by importing each file of the folder, so a new
 * endpoint is in the document without anyone listing it. Sorted by path, then method.
 */
export const contractEndpoints = async (): Promise<FoundEndpoint[]> => {
  const found: FoundEndpoint[] = [];
  for (const file of endpointFiles()) {
    const module = (await import(pathToFileURL(join(ENDPOINTS_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (isEndpoint(value)) found.push({ name, area: file.slice(0, -3), endpoint: value });
  }
  return found.sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method));
};

/** The rows of the first markdown table after the heading that starts with `heading`, as cells (header and rule rows left out). */
const tableAfter = (markdown: string, heading: string): string[][] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
};

/**
 * The texts of the contract: docstrings of every exported const of `packages/contract/src/*.ts`
 * and `src/endpoints/*.ts` and of the domain's entities (read with the TypeScript parser), the
 * docstrings of `ServerCode`, and the two tables of docs/error-codes.md (envelope codes; HTTP failures).
 */
export const contractTexts = (): ContractTexts => {
  const docs = new Map<string, string>();
  const entities = join(REPO_ROOT, 'packages', 'domain', 'src', 'entities');
  const files = [
    ...readdirSync(entities).map((f) => join(entities, f)),
    ...readdirSync(CONTRACT_SRC).map((f) => join(CONTRACT_SRC, f)),
    ...endpointFiles().map((f) => join(ENDPOINTS_DIR, f)),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) for (const [name, doc] of exportedConstDocs(file)) docs.set(name, doc);
  const markdown = readFileSync(join(REPO_ROOT, 'docs', 'error-codes.md'), 'utf8');
  const envelopeCodeUses = tableAfter(markdown, '## Envelope codes').flatMap(([code = '', , sentBy = '', trigger = '']) =>
    /^\d+$/.test(code) ? [{ code: Number(code), sentBy, trigger }] : [],
  );
  const httpFailures = tableAfter(markdown, '## HTTP failures').map(([status = '', error = '', trigger = '']) => ({
    status,
    error: error.replaceAll('`', ''),
    trigger,
  }));
  return { docs, serverCodeDocs: objectMemberDocs(join(CONTRACT_SRC, 'error-codes.ts'), 'ServerCode'), envelopeCodeUses, httpFailures };
};
