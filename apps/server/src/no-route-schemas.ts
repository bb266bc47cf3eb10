/**
 * Fastify's `schemaController` option for a server without route schemas (cold start, rules 21.10).
 * Every request is decoded by the contract's io-ts codecs (rules 7.8, http/registrar) and every
 * answer encoded by them, so no route declares a fastify JSON schema. Fastify otherwise loads ajv
 * and fast-json-stringify when the app is created (measured: 0.3 s of a 1.5 s module load at rest,
 * over 1.5 s on the loaded 2-core machine), whether a schema exists or not. These factories are
 * only called for a route that declares a body, query, params, headers or response schema, and
 * then refuse it at start-up.
 * @throws Error naming the route's rule when a route declares a schema.
 */
const refuseSchemas = (): never => {
  throw new Error('Route schemas are not used: decode requests with the contract codecs (rules 7.8, src/http/registrar.ts)');
};

export const NO_ROUTE_SCHEMAS = { compilersFactory: { buildValidator: refuseSchemas, buildSerializer: refuseSchemas } };
