import { dereference } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentDocument } from './build';

type Media = { schema: object; example: unknown };
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; schema: object; example?: unknown; required?: boolean }[];
  requestBody?: { content: { 'application/json': Media } };
  responses: Record<string, { content?: { 'application/json': Media } }>;
};

/**
 * The JSON Schemas say what the codecs say: every generated example (which the codecs accept,
 * document.test.ts) is also valid against the schema the document gives for it, checked by Ajv
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1) on the dereferenced document.
 */
describe('the schemas of the OpenAPI document agree with the codecs', () => {
  let operations: Operation[];
  beforeAll(async () => {
    const document = (await dereference(structuredClone(await currentDocument()) as never)) as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.values(document.paths).flatMap((p) => Object.values(p));
  });

  it('accepts each request and answer example with the schema beside it', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    const problems: string[] = [];
    const check = (what: string, schema: object, value: unknown) => {
      const validate = ajv.compile(schema);
      if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 200)}`);
    };
    for (const operation of operations) {
      const body = operation.requestBody?.content['application/json'];
      if (body !== undefined) check(`${operation.operationId} request`, body.schema, body.example);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.example !== undefined)
          check(`${operation.operationId} ${parameter.name}`, parameter.schema, parameter.example);
      }
      const answer = operation.responses['200']?.content?.['application/json'];
      if (answer !== undefined) check(`${operation.operationId} answer`, answer.schema, answer.example);
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('refuses what the codecs refuse: an unknown key of a strict request, a missing required key', () => {
    const list = operations.find((o) => o.operationId === 'equipmentList')?.requestBody?.content['application/json'];
    expect(list).toBeDefined();
    const validate = new Ajv2020({ strict: false }).compile(list?.schema ?? {});
    const example = list?.example as Record<string, unknown>;
    expect(validate(example)).toBe(true);
    expect(validate({ ...example, colour: 'green' })).toBe(false);
    const { page: _page, ...withoutPage } = example;
    expect(validate(withoutPage)).toBe(false);
  });
});
