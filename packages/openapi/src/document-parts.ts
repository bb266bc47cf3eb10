import { API_BASE, type Endpoint } from '@yardfleet/contract/endpoint';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { HEADER_WIRE } from '@yardfleet/contract/headers';
import type { ContractTexts, HttpFailureDoc } from './contract-sources';
import type { JsonSchema } from './json-schema';

/** Description of the `bearerAuth` scheme (API keys of the company, created in the admin's settings). */
export const BEARER_AUTH_DESCRIPTION = 'API key of the company (admin settings)';

/** What each request header of rules 7.4 (contract headers.ts) carries. */
const HEADER_TEXT: Readonly<Record<keyof typeof HEADER_WIRE, string>> = {
  deviceType: 'The kind of client (e.g. `web`), sent by every request (rules 7.4).',
  lang: 'The language of the caller, such as `en-US` or `de-DE`, sent by every request (rules 7.4).',
  deviceId: 'An id of the client installation, sent by every request (rules 7.4).',
  traceId: 'An id of this request chosen by the client; every server log line of the request carries it (rules 20.6).',
  token: 'The session token (the `session` security scheme).',
  uid: "The logged-in user's id, sent with `token`; a uid that is not the token's user is refused with 1401 (rules 7.5).",
};

/**
 * The security of an endpoint: the device credential headers for the device reports
 * (`/web-hmac/device/...`, docs/device-api.md), the operator token for `/web-hmac/ops/...`, a
 * session or an API key when `auth`, none otherwise.
 */
export const operationSecurity = (endpoint: Pick<Endpoint<undefined, never>, 'path' | 'auth'>): JsonSchema[] => {
  if (endpoint.path.startsWith(`${API_BASE}/device/`)) return [{ deviceId: [], deviceSecret: [] }];
  if (endpoint.path.startsWith(`${API_BASE}/ops/`)) return [{ operatorToken: [] }];
  return endpoint.auth ? [{ session: [] }, { bearerAuth: [] }] : [];
};

/** The `ServerCode` name of each code (the first name when two share one). */
const codeNames = (): Map<number, string> => {
  const names = new Map<number, string>();
  for (const [name, code] of Object.entries(ServerCode)) if (!names.has(code)) names.set(code, name);
  return names;
};

/** Each code's meaning: its docstring in error-codes.ts, then every row of docs/error-codes.md naming it. */
const codeDescription = (texts: ContractTexts, code: number, name: string): string => {
  const uses = texts.envelopeCodeUses.filter((u) => u.code === code).map((u) => `- **${u.sentBy}**: ${u.trigger}`);
  return [codeSummary(texts, code, name), ...(uses.length > 0 ? ['', ...uses] : [])].join('\n');
};

/** The status keys of the HTTP failures (`4xx` becomes OpenAPI's `4XX` range). */
const statusKey = (status: string): string => status.toUpperCase();

/** `$ref`s to the HTTP failure responses, by status, for every operation. */
export const httpFailureRefs = (failures: readonly HttpFailureDoc[]): Record<string, JsonSchema> =>
  Object.fromEntries([...new Set(failures.map((f) => statusKey(f.status)))].map((s) => [s, { $ref: `#/components/responses/HttpFailure${s}` }]));

const httpFailureResponses = (failures: readonly HttpFailureDoc[]): Record<string, JsonSchema> => {
  const byStatus = new Map<string, HttpFailureDoc[]>();
  for (const f of failures) byStatus.set(statusKey(f.status), [...(byStatus.get(statusKey(f.status)) ?? []), f]);
  return Object.fromEntries(
    [...byStatus].map(([status, rows]) => {
      const first = rows[0];
      const numeric = /^\d+$/.test(status) ? Number(status) : 400;
      return [
        `HttpFailure${status}`,
        {
          description: `A real HTTP failure (rules 7.3, docs/error-codes.md):\n\n${rows.map((r) => `- \`${r.error}\`: ${r.trigger}`).join('\n')}`,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/HttpFailureBody' },
              example: { status: numeric, message: first?.error ?? 'failure', error: first?.error ?? 'failure' },
            },
          },
        },
      ];
    }),
  );
};

/**
 * The shared components: security schemes, the request headers, `ServerCode` (each code with its
 * meaning) and the failure envelope, the HTTP failure responses.
 */
export const componentsBase = (texts: ContractTexts, headers: typeof HEADER_WIRE) => {
  const names = codeNames();
  return {
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'header',
        name: headers.token,
        description: `The session of a person: the \`token\` of the login answer (\`POST ${API_BASE}/web/auth/login\`) in header \`${headers.token}\`, with the user's id in header \`${headers.uid}\` (rules 7.4, 7.5). Expires after its idle window or absolute lifetime (1401).`,
      },
      bearerAuth: { type: 'http', scheme: 'bearer', description: `${BEARER_AUTH_DESCRIPTION}: \`Authorization: Bearer <key>\`.` },
      deviceId: { type: 'apiKey', in: 'header', name: 'x-device-id', description: 'The id of a device credential from a bind (docs/device-api.md).' },
      deviceSecret: { type: 'apiKey', in: 'header', name: 'x-device-secret', description: 'The secret of that device credential, shown once at the bind.' },
      operatorToken: { type: 'http', scheme: 'bearer', description: "The server's `OPERATOR_TOKEN` (operations only, docs/deploy.md)." },
    },
    parameters: Object.fromEntries(
      (['deviceType', 'lang', 'deviceId', 'traceId', 'uid'] as const).map((key) => [
        key,
        { name: headers[key], in: 'header', required: false, description: HEADER_TEXT[key], schema: { type: 'string' } },
      ]),
    ),
    responses: httpFailureResponses(texts.httpFailures),
    schemas: {
      ServerCode: {
        type: 'integer',
        description: 'The `code` of the envelope (contract error-codes.ts; docs/error-codes.md). Clients decide by code, never by message.',
        oneOf: [...names].map(([code, name]) => ({ type: 'integer', const: code, title: name, description: codeDescription(texts, code, name) })),
      },
      FailureEnvelope: {
        type: 'object',
        title: 'Failure',
        description: 'A business failure: HTTP 200 with a `code` other than 200; `entry` is null or the details the code describes.',
        required: ['code', 'message', 'entry'],
        properties: {
          code: { allOf: [{ $ref: '#/components/schemas/ServerCode' }, { not: { type: 'integer', const: ServerCode.ok } }] },
          message: { type: 'string', description: 'English text for people; never decide by it.' },
          entry: { description: 'null, or details: the field errors of 1170010001, `{ reason }` of 1170010422, ...' },
        },
      },
    },
  };
};

/** A code's meaning in one line: its docstring, else the trigger of its first row in docs/error-codes.md. */
const codeSummary = (texts: ContractTexts, code: number, name: string): string =>
  texts.serverCodeDocs.get(name) ?? texts.envelopeCodeUses.find((u) => u.code === code)?.trigger ?? name;

/** The document's introduction: the envelope, the headers, the ways to authenticate, the error codes. */
export const infoDescription = (texts: ContractTexts): string =>
  [
    `The HTTP API of Yardfleet, generated from its contract (\`packages/contract\`). Every call is under \`${API_BASE}\`: POST calls take a JSON body, GET calls a query.`,
    '',
    'Every JSON answer is the envelope `{ code, message, entry }` with HTTP 200 (rules 7.2): `code` 200 is success and `entry` holds the answer; any other `code` (`ServerCode`) is a business failure with `entry` null or details. Malformed requests, unknown routes and server faults are real HTTP failures with the body `{ status, message, error }` (rules 7.3).',
    '',
    `Authenticate with a person's session (\`${'token'}\` and \`uid\` headers) or with an API key of the company: \`Authorization: Bearer <key>\`.`,
    '',
    '## Envelope codes',
    '',
    '| code | name | meaning |',
    '|---|---|---|',
    ...[...codeNames()].map(([code, name]) => `| ${code} | ${name} | ${codeSummary(texts, code, name).replaceAll('\n', ' ').replaceAll('|', '\\|')} |`),
  ].join('\n');
