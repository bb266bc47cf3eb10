import type * as t from 'io-ts';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { readonly [key: string]: unknown };

/**
 * A codec this walker cannot express in JSON Schema (an unknown `_tag`, a codec without one that
 * `custom` does not describe, a bare `undefined`). The document builder names the endpoint.
 */
export class InexpressibleCodecError extends Error {
  constructor(
    readonly codecName: string,
    readonly tag: string,
  ) {
    super(
      `codec ${codecName} (_tag ${tag}) cannot be expressed in JSON Schema: teach packages/openapi/src/json-schema.ts its kind, or describe it in custom-codecs.ts`,
    );
  }
}

/** A codec seen through its `_tag` (io-ts codecs and the contract's StrictKeysType), with the fields each kind carries. */
export interface Walkable {
  readonly _tag?: string;
  readonly name: string;
  readonly value?: unknown;
  readonly keys?: Record<string, unknown>;
  readonly props?: Record<string, t.Mixed>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly base?: t.Mixed;
  readonly domain?: t.Mixed;
  readonly codomain?: t.Mixed;
  readonly is: (value: unknown) => boolean;
}

/** The schema and example of a codec the walker cannot read (a hand-written `new t.Type`). */
export interface CustomCodec {
  readonly schema: JsonSchema;
  readonly example: unknown;
}

/** Tags whose codecs are never worth a component of their own. */
const PRIMITIVE_TAGS = new Set(['StringType', 'NumberType', 'BooleanType', 'NullType', 'UnknownType', 'AnyType', 'LiteralType', 'UndefinedType', 'VoidType']);
/** Names that become `#/components/schemas/<name>`: identifiers such as `EquipmentListRow` (io-ts's generated names are not). */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
const OPTIONAL_TAGS = new Set(['UndefinedType', 'VoidType']);

/** Whether `codec` stands for "absent" (undefined or void): such union members make a key optional. */
export const isAbsent = (codec: t.Mixed): boolean => OPTIONAL_TAGS.has((codec as unknown as Walkable)._tag ?? '');

/** The schema of one literal value, with its JSON type beside `const` (readers such as Scalar expect one). */
const literalSchema = (value: unknown): JsonSchema => {
  const type = value === null ? 'null' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  return { type, const: value };
};

/** Whether a refinement of numbers takes some integer of a few magnitudes but not that integer plus a half (`intBetween`). */
const acceptsOnlyIntegers = (c: Walkable): boolean => [0, 1, 10, 100, 1_000, 10_000, 100_000].some((n) => c.is(n) && !c.is(n + 0.5));

/** The walker of `schemaWalker`: `schemaOf` a codec, and the components it named along the way. */
export interface SchemaWalker {
  readonly schemaOf: (codec: t.Mixed) => JsonSchema;
  /** The schema of `codec` spelled out at its top even when it is a component (a GET request's query parameters). */
  readonly inlineOf: (codec: t.Mixed) => JsonSchema;
  readonly components: Readonly<Record<string, JsonSchema>>;
}

type ObjectSchema = { type: 'object'; properties: Record<string, JsonSchema>; required: string[]; additionalProperties?: false };

const isObjectSchema = (s: JsonSchema): s is ObjectSchema => s['type'] === 'object' && typeof s['properties'] === 'object' && s['$ref'] === undefined;

/**
 * Turns io-ts codecs into JSON Schema by walking their `_tag`: StringType, NumberType, BooleanType,
 * NullType, UnknownType / AnyType, LiteralType, KeyofType, InterfaceType (a key whose codec accepts
 * undefined is optional), PartialType, IntersectionType (object parts merged into one object),
 * UnionType (undefined members make the key optional; literals become an `enum`), ArrayType /
 * ReadonlyArrayType, TupleType, DictionaryType, ReadonlyType / ExactType / StrictType, the
 * contract's StrictKeysType (`additionalProperties: false`, rules 7.8), RefinementType (brands,
 * `intBetween`: the base's schema; `Int` is an integer; the predicate itself is the server's and is
 * named in the description). A codec named like an identifier becomes a component (`$ref`), with
 * its docstring from `descriptions` (by name). `custom` describes codecs without a readable `_tag`.
 * @throws InexpressibleCodecError for any other codec.
 */
export const schemaWalker = (custom: ReadonlyMap<unknown, CustomCodec>, descriptions: ReadonlyMap<string, string>): SchemaWalker => {
  const components: Record<string, JsonSchema> = {};
  const names = new Map<unknown, string>();
  const taken = new Set<string>();

  const uniqueName = (name: string): string => {
    let candidate = name;
    for (let i = 2; taken.has(candidate); i += 1) candidate = `${name}${i}`;
    taken.add(candidate);
    return candidate;
  };

  const walk = (codec: t.Mixed): JsonSchema => {
    const c = codec as unknown as Walkable;
    if (!COMPONENT_NAME.test(c.name) || PRIMITIVE_TAGS.has(c._tag ?? '')) return body(c);
    const known = names.get(codec);
    if (known !== undefined) return { $ref: `#/components/schemas/${known}` };
    const name = uniqueName(c.name);
    names.set(codec, name);
    components[name] = {};
    const schema = body(c);
    const description = descriptions.get(c.name) ?? (typeof schema['description'] === 'string' ? schema['description'] : undefined);
    components[name] = description === undefined ? schema : { ...schema, description };
    return { $ref: `#/components/schemas/${name}` };
  };

  /** The inline schema of `c` (never a `$ref` to itself). */
  const body = (c: Walkable): JsonSchema => {
    const customSchema = custom.get(c);
    if (customSchema !== undefined) return customSchema.schema;
    switch (c._tag) {
      case 'StringType':
        return { type: 'string' };
      case 'NumberType':
        return { type: 'number' };
      case 'BooleanType':
        return { type: 'boolean' };
      case 'NullType':
        return { type: 'null' };
      case 'UnknownType':
      case 'AnyType':
        return {};
      case 'LiteralType':
        return literalSchema(c.value);
      case 'KeyofType':
        return { type: 'string', enum: Object.keys(c.keys ?? {}) };
      case 'InterfaceType':
      case 'PartialType':
        return objectOf(c.props ?? {}, c._tag === 'InterfaceType');
      case 'ReadonlyType':
      case 'ExactType':
      case 'StrictType':
        if (c.type !== undefined) return walk(c.type);
        break;
      case 'ArrayType':
      case 'ReadonlyArrayType':
        if (c.type !== undefined) return { type: 'array', items: walk(c.type) };
        break;
      case 'TupleType': {
        const items = (c.types ?? []).map(walk);
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      case 'DictionaryType':
        if (c.domain !== undefined && c.codomain !== undefined) return dictionaryOf(c.domain, c.codomain);
        break;
      case 'StrictKeysType':
        if (c.base !== undefined) {
          const inner = inline(c.base);
          return isObjectSchema(inner) ? { ...inner, additionalProperties: false } : inner;
        }
        break;
      case 'IntersectionType':
        return intersectionOf(c.types ?? []);
      case 'UnionType':
        return unionOf(c);
      case 'RefinementType':
        if (c.type !== undefined) return refinementOf(c, c.type);
        break;
    }
    throw new InexpressibleCodecError(c.name, String(c._tag));
  };

  /** The schema of `codec` without a component `$ref` at its top (to merge object parts). */
  const inline = (codec: t.Mixed): JsonSchema => {
    const c = codec as unknown as Walkable;
    if (COMPONENT_NAME.test(c.name) && !PRIMITIVE_TAGS.has(c._tag ?? '')) walk(codec); // still named once, for its $ref elsewhere
    return body(c);
  };

  const objectOf = (props: Record<string, t.Mixed>, keysRequired: boolean): ObjectSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, codec] of Object.entries(props)) {
      properties[key] = walk(codec);
      if (keysRequired && !codec.is(undefined)) required.push(key);
    }
    return { type: 'object', properties, required };
  };

  const dictionaryOf = (domain: t.Mixed, codomain: t.Mixed): JsonSchema => {
    const d = domain as unknown as Walkable;
    if (d._tag === 'KeyofType') {
      const keys = Object.keys(d.keys ?? {});
      const value = walk(codomain);
      return { type: 'object', properties: Object.fromEntries(keys.map((k) => [k, value])), required: keys, additionalProperties: false };
    }
    return { type: 'object', propertyNames: walk(domain), additionalProperties: walk(codomain) };
  };

  const intersectionOf = (types: readonly t.Mixed[]): JsonSchema => {
    const parts = types.map(inline);
    if (!parts.every(isObjectSchema)) return { allOf: types.map(walk) };
    const merged: ObjectSchema = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties, part.properties);
      merged.required.push(...part.required.filter((k) => !merged.required.includes(k)));
    }
    return merged;
  };

  const unionOf = (c: Walkable): JsonSchema => {
    const members = (c.types ?? []).filter((m) => !isAbsent(m));
    if (members.length === 0) throw new InexpressibleCodecError(c.name, 'UnionType of undefined only');
    const schemas = members.map(walk);
    if (schemas.length === 1 && schemas[0] !== undefined) return schemas[0];
    const consts = schemas.filter((s) => 'const' in s && Object.keys(s).length === 2);
    if (consts.length === schemas.length && new Set(consts.map((s) => s['type'])).size === 1)
      return { type: consts[0]?.['type'], enum: consts.map((s) => s['const']) };
    return { anyOf: schemas };
  };

  const refinementOf = (c: Walkable, base: t.Mixed): JsonSchema => {
    const schema = inline(base);
    if (c.name === 'Int') return { type: 'integer' };
    if (schema['type'] === 'number' && acceptsOnlyIntegers(c)) return { type: 'integer', description: refinedText(c.name) };
    return { ...schema, description: refinedText(c.name) };
  };

  const refinedText = (name: string): string => descriptions.get(name) ?? `\`${name}\`: a rule the server checks beyond the type.`;

  return { schemaOf: walk, inlineOf: inline, components };
};
