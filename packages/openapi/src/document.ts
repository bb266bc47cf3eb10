import { HttpFailureBody } from '@yardfleet/contract/envelope';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { HEADER_WIRE } from '@yardfleet/contract/headers';
import type * as t from 'io-ts';
import type { ContractTexts, FoundEndpoint } from './contract-sources';
import { exampleOf } from './examples';
import { schemaWalker, type CustomCodec, type JsonSchema, type SchemaWalker } from './json-schema';
import { componentsBase, httpFailureRefs, infoDescription, operationSecurity } from './document-parts';
import { EXPORT_MEDIA_TYPES, FILE_DOWNLOADS, type FileDownload } from './file-downloads';

/** An OpenAPI 3.1 document as plain data. */
export type OpenApiDocument = { readonly openapi: '3.1.0' } & { readonly [key: string]: unknown };

/** What `openApiDocument` builds from: the endpoints, their texts, the hand-described custom codecs and the API's version. */
export interface DocumentInput {
  readonly endpoints: readonly FoundEndpoint[];
  readonly texts: ContractTexts;
  readonly custom: ReadonlyMap<unknown, CustomCodec>;
  readonly version: string;
}

/** The message of every successful envelope (apps/server's SUCCESS_MESSAGE). */
const SUCCESS_MESSAGE = 'success';
/** Request headers of rules 7.4 every call may send (`token` is the `session` security scheme). */
const HEADER_PARAMETERS = ['deviceType', 'lang', 'deviceId', 'traceId', 'uid'] as const;

const humanName = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The `{ code: 200, message, entry }` envelope of a successful answer around `entry`, or else a failure envelope. */
const envelopeOf = (entry: JsonSchema): JsonSchema => ({
  oneOf: [
    {
      type: 'object',
      title: 'Success',
      required: ['code', 'message', 'entry'],
      properties: { code: { type: 'integer', const: ServerCode.ok }, message: { type: 'string' }, entry },
    },
    { $ref: '#/components/schemas/FailureEnvelope' },
  ],
});

/** The query parameters of a GET endpoint: one per key of its request codec (an object). */
const queryParameters = (walker: SchemaWalker, request: t.Mixed, example: unknown): JsonSchema[] => {
  const schema = walker.inlineOf(request);
  const properties = schema['properties'];
  if (schema['type'] !== 'object' || typeof properties !== 'object' || properties === null) {
    throw new Error(`a GET request must be an object of query parameters, not ${request.name}`);
  }
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  const values = (example ?? {}) as Record<string, unknown>;
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(values[name] === undefined ? {} : { example: values[name] }),
  }));
};

/** The OpenAPI operation of one endpoint. */
const operationOf = (found: FoundEndpoint, walker: SchemaWalker, input: DocumentInput): JsonSchema => {
  const { endpoint, name, area } = found;
  const request = endpoint.request;
  const requestExample = request === undefined ? undefined : exampleOf(request, input.custom);
  const parameters = [
    ...HEADER_PARAMETERS.map((h) => ({ $ref: `#/components/parameters/${h}` })),
    ...(request !== undefined && endpoint.method === 'GET' ? queryParameters(walker, request, requestExample) : []),
  ];
  const body =
    request !== undefined && endpoint.method === 'POST'
      ? { requestBody: { required: true, content: { 'application/json': { schema: walker.schemaOf(request), example: requestExample } } } }
      : {};
  const entry = walker.schemaOf(endpoint.response);
  return {
    operationId: name,
    summary: humanName(name),
    description: input.texts.docs.get(name) ?? `\`${endpoint.method} ${endpoint.path}\``,
    tags: [area],
    security: operationSecurity(endpoint),
    parameters,
    ...body,
    responses: {
      '200': {
        description:
          'The envelope `{ code, message, entry }` (rules 7.2): `code` 200 with the entry below, or a failure code of `ServerCode` with `entry` null or details.',
        content: {
          'application/json': {
            schema: envelopeOf(entry),
            example: { code: ServerCode.ok, message: SUCCESS_MESSAGE, entry: exampleOf(endpoint.response, input.custom) },
          },
        },
      },
      ...httpFailureRefs(input.texts.httpFailures),
    },
    'x-writes': endpoint.writes ?? endpoint.method === 'POST',
  };
};

/**
 * The OpenAPI operation of a file download (FILE_DOWNLOADS): its JSON body, the file as CSV or
 * XLSX with `Content-Disposition` naming it, or the failure envelope before any byte of it.
 */
const fileOperationOf = (download: FileDownload, walker: SchemaWalker, input: DocumentInput): JsonSchema => ({
  operationId: download.operationId,
  summary: humanName(download.operationId),
  description: input.texts.docs.get(download.name) ?? `\`POST ${download.path}\``,
  tags: [download.area],
  security: operationSecurity({ path: download.path, auth: true }),
  parameters: HEADER_PARAMETERS.map((h) => ({ $ref: `#/components/parameters/${h}` })),
  requestBody: {
    required: true,
    content: { 'application/json': { schema: walker.schemaOf(download.request), example: exampleOf(download.request, input.custom) } },
  },
  responses: {
    '200': {
      description:
        'The file (`format` csv: UTF-8 CSV with a BOM, formula-looking text behind a leading quote; xlsx: a workbook of values), named by `Content-Disposition: attachment; filename="..."`; or, before any byte of it, the failure envelope.',
      headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="<name>.<format>"' } },
      content: {
        [EXPORT_MEDIA_TYPES.csv]: { schema: { type: 'string' } },
        [EXPORT_MEDIA_TYPES.xlsx]: { schema: { type: 'string', contentMediaType: EXPORT_MEDIA_TYPES.xlsx, contentEncoding: 'binary' } },
        'application/json': {
          schema: { $ref: '#/components/schemas/FailureEnvelope' },
          example: { code: ServerCode.forbiddenRole, message: 'This report belongs to the full version.', entry: null },
        },
      },
    },
    ...httpFailureRefs(input.texts.httpFailures),
  },
  'x-writes': false,
});

/**
 * The OpenAPI 3.1 document of the contract: one operation per endpoint (`operationId` the export's
 * name, tag its area), the request as JSON body (POST) or query parameters (GET), the answer as
 * the envelope around the response codec (rules 7.2), the headers of rules 7.4, the security
 * schemes (session token, API key as `bearerAuth`, device credentials, operator token), every
 * `ServerCode` with its meaning (error-codes.ts and docs/error-codes.md) and the HTTP failures,
 * the endpoints' docstrings as descriptions, and a generated example per operation; the file
 * downloads (FILE_DOWNLOADS: report and selection exports) as operations answering CSV or XLSX.
 * @throws Error naming the endpoint (`endpoint equipmentList (POST /web-hmac/...)`) when one of its
 * codecs cannot be expressed (json-schema.ts).
 */
export const openApiDocument = (input: DocumentInput): OpenApiDocument => {
  const walker = schemaWalker(input.custom, input.texts.docs);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const found of input.endpoints) {
    const { method, path } = found.endpoint;
    try {
      (paths[path] ??= {})[method.toLowerCase()] = operationOf(found, walker, input);
    } catch (error) {
      throw new Error(`endpoint ${found.name} (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  for (const download of FILE_DOWNLOADS) {
    try {
      (paths[download.path] ??= {})['post'] = fileOperationOf(download, walker, input);
    } catch (error) {
      throw new Error(`file download ${download.name} (POST ${download.path}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  walker.schemaOf(HttpFailureBody); // the `HttpFailureBody` component of the HTTP failures
  const base = componentsBase(input.texts, HEADER_WIRE);
  return {
    openapi: '3.1.0',
    info: { title: 'Yardfleet API', version: input.version, description: infoDescription(input.texts) },
    servers: [{ url: '/', description: 'This Yardfleet server' }],
    tags: [...new Set([...input.endpoints.map((e) => e.area), ...FILE_DOWNLOADS.map((d) => d.area)])].map((area) => ({ name: area })),
    paths,
    components: {
      ...base,
      schemas: { ...base.schemas, ...walker.components },
    },
  };
};
