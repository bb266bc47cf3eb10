import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import * as t from 'io-ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@yardfleet/contract/endpoint';
import { strictType } from '@yardfleet/contract/codec';
import { ENDPOINTS_DIR, contractTexts, type FoundEndpoint } from './contract-sources';
import { equipmentBulkExportPath } from '@yardfleet/contract/endpoints/equipment-bulk';
import { securityLogExportPath } from '@yardfleet/contract/endpoints/security-log';
import { reportExportPath } from '@yardfleet/contract/endpoints/reports';
import { equipmentImportTemplatePath } from '@yardfleet/contract/endpoints/equipment-import';
import { CUSTOM_CODECS } from './custom-codecs';
import { EXPORT_MEDIA_TYPES, FILE_DOWNLOADS } from './file-downloads';
import { currentDocument } from './build';
import { openApiDocument, type OpenApiDocument } from './document';

type Operation = {
  operationId: string;
  description: string;
  security: Record<string, string[]>[];
  parameters: { name?: string; in?: string; example?: unknown }[];
  requestBody?: { content: { 'application/json': { example: unknown } } };
  responses: Record<string, { content?: { 'application/json': { example: { code: number; entry: unknown } } } }>;
};

/** Every endpoint the contract exports, found here independently of the generator: each export of an endpoints file with method, path and codecs. */
const exportedEndpoints = async () => {
  const found: { file: string; name: string; method: string; path: string; auth: boolean; request: t.Mixed | undefined; response: t.Mixed }[] = [];
  for (const file of readdirSync(ENDPOINTS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(pathToFileURL(join(ENDPOINTS_DIR, file)).href)) as Record<string, Record<string, unknown>>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value) {
        found.push({ file, name, ...(value as { method: string; path: string; auth: boolean; request: t.Mixed | undefined; response: t.Mixed }) });
      }
    }
  }
  return found;
};

const operationOf = (document: OpenApiDocument, path: string, method: string): Operation | undefined =>
  (document['paths'] as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];

describe('the OpenAPI document of the contract', () => {
  let document: OpenApiDocument;
  let endpoints: Awaited<ReturnType<typeof exportedEndpoints>>;
  beforeAll(async () => {
    document = await currentDocument();
    endpoints = await exportedEndpoints();
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toBe('3.1.0');
  });

  it('has an operation for every endpoint the contract exports, and no other', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const missing = endpoints.filter((e) => operationOf(document, e.path, e.method)?.operationId !== e.name).map((e) => `${e.file}: ${e.name}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document['paths'] as Record<string, object>).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(endpoints.length + FILE_DOWNLOADS.length);
  });

  it('describes each file download (the exports and the import template) with its body, its CSV and XLSX answers and an example its codec accepts', () => {
    const pathExports = Object.keys({ reportExportPath, equipmentBulkExportPath, securityLogExportPath, equipmentImportTemplatePath });
    expect(FILE_DOWNLOADS.map((d) => d.name)).toEqual(pathExports);
    for (const download of FILE_DOWNLOADS) {
      const operation = operationOf(document, download.path, 'POST') as unknown as {
        operationId: string;
        description: string;
        security: unknown;
        requestBody: { content: { 'application/json': { example: unknown } } };
        responses: { '200': { content: Record<string, unknown> } };
      };
      expect(operation.operationId).toBe(download.operationId);
      expect(operation.description).toContain('Failures answer');
      expect(operation.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
      expect(download.request.decode(operation.requestBody.content['application/json'].example)._tag).toBe('Right');
      expect(Object.keys(operation.responses['200'].content).sort()).toEqual(['application/json', EXPORT_MEDIA_TYPES.xlsx, 'text/csv'].sort());
    }
  });

  it('gives each operation its docstring, its security and an example the codecs accept', () => {
    const problems: string[] = [];
    for (const e of endpoints) {
      const operation = operationOf(document, e.path, e.method);
      if (!operation?.description) problems.push(`${e.name}: no description`);
      const security = e.path.includes('/device/')
        ? [{ deviceId: [], deviceSecret: [] }]
        : e.path.includes('/ops/')
          ? [{ operatorToken: [] }]
          : e.auth
            ? [{ session: [] }, { bearerAuth: [] }]
            : [];
      if (JSON.stringify(operation?.security) !== JSON.stringify(security)) problems.push(`${e.name}: security ${JSON.stringify(operation?.security)}`);
      const answer = operation?.responses['200']?.content?.['application/json'].example;
      if (answer?.code !== 200 || e.response.decode(answer.entry)._tag !== 'Right') problems.push(`${e.name}: response example ${JSON.stringify(answer)}`);
      if (e.request === undefined) continue;
      const request =
        e.method === 'POST'
          ? operation?.requestBody?.content['application/json'].example
          : Object.fromEntries((operation?.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example]));
      if (e.request.decode(request)._tag !== 'Right') problems.push(`${e.name}: request example ${JSON.stringify(request)}`);
    }
    expect(problems).toEqual([]);
  });

  it('takes the descriptions from the docstrings and the error codes from docs/error-codes.md', () => {
    const list = operationOf(document, '/web-hmac/web/equipment/list', 'POST');
    expect(list?.description).toContain('scoped to the caller');
    const schemas = (document['components'] as { schemas: Record<string, { oneOf?: { const: number; description: string }[] }> }).schemas;
    const expired = schemas['ServerCode']?.oneOf?.find((c) => c.const === 1401);
    expect(expired?.description).toContain('Token unknown');
    expect(expired?.description).toContain('SESSION_IDLE_MINUTES');
    expect(JSON.stringify(document['components'])).toContain('API key of the company (admin settings)');
  });

  it('refuses unknown keys where the contract does (strictType) and keeps optional keys optional', () => {
    const schemas = (document['components'] as { schemas: Record<string, { additionalProperties?: boolean; required?: string[] }> }).schemas;
    expect(schemas['EquipmentListRequest']?.additionalProperties).toBe(false);
    expect(schemas['EquipmentListRequest']?.required).toContain('page');
    expect(schemas['EquipmentListRequest']?.required).not.toContain('serviceDue');
  });

  it('throws naming the endpoint when a codec cannot be expressed', () => {
    const opaque = new t.Type<string, string, unknown>('Opaque', t.string.is, t.string.validate, t.identity);
    const broken: FoundEndpoint = {
      name: 'opaqueThing',
      area: 'test',
      endpoint: endpoint({
        method: 'POST',
        path: '/web-hmac/web/opaque',
        request: strictType({ value: opaque }, 'OpaqueRequest'),
        response: t.null,
        auth: true,
      }),
    };
    const input = { endpoints: [broken], texts: contractTexts(), custom: CUSTOM_CODECS, version: '0' };
    expect(() => openApiDocument(input)).toThrow(/endpoint opaqueThing \(POST \/web-hmac\/web\/opaque\): codec Opaque \(_tag undefined\) cannot be expressed/);
    const onlyUndefined: FoundEndpoint = { ...broken, endpoint: { ...broken.endpoint, request: undefined, response: t.undefined } };
    expect(() => openApiDocument({ ...input, endpoints: [onlyUndefined] })).toThrow(/endpoint opaqueThing .*codec undefined \(_tag UndefinedType\)/);
  });
});
