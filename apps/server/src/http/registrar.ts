import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeRequestInput } from '@yardfleet/contract/codec';
import { endpointWrites, type Endpoint, type RequestOf, type ResponseOf } from '@yardfleet/contract/endpoint';
import { HEADER } from '@yardfleet/contract/headers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { apiKeyRefusal } from '@yardfleet/domain/rules/api-keys';
import { authenticateApiKey, bearerOf } from '../auth/api-keys';
import { endedForUnavailableAccount } from '../auth/ended-sessions';
import { authenticate, type Caller } from '../auth/sessions';
import type { AppContext } from '../context';
import { HttpFailure, SUCCESS_MESSAGE, fail, sessionExpired, type Answer, type EnvelopeBody } from './answers';

type AnyEndpoint = Endpoint<t.Mixed | undefined, t.Mixed>;

/** What an open (no session) handler receives: the decoded request and the raw Fastify request. */
export interface OpenInput<Ep> {
  readonly input: RequestOf<Ep>;
  readonly request: FastifyRequest;
  readonly ctx: AppContext;
}
/** What an authenticated handler receives: also the caller, whose company scopes every query. */
export interface AuthedInput<Ep> extends OpenInput<Ep> {
  readonly caller: Caller;
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

const UNSTORABLE_MESSAGE = 'Some fields contain characters that cannot be saved.';

/**
 * The refusal of a request holding text the database cannot store (rules 20.8, 5.17: NUL, a lone
 * surrogate, ...; the contract's `unstorableFields`): envelope 1170010001 validationFailed whose
 * entry names each such field with the domain's `unsupported_characters` (`answer`). It is an
 * HttpFailure (400 invalid_field) so that a route which lets it escape still answers 4xx, never 500.
 */
export class UnstorableInput extends HttpFailure {
  readonly answer: Answer<never>;
  constructor(readonly fields: Readonly<Record<string, ValidationError>>) {
    super(
      400,
      'invalid_field',
      UNSTORABLE_MESSAGE,
      Object.keys(fields).map((f) => `${f}: unsupported characters`),
    );
    this.answer = fail(ServerCode.validationFailed, UNSTORABLE_MESSAGE, fields);
  }
}
/**
 * Decodes `raw` with `codec` through the contract's `decodeRequestInput` (docs/decisions/0012):
 * text the database cannot store anywhere in `raw` throws UnstorableInput; a codec failure becomes
 * HTTP 400 unknown_field or invalid_field. Routes answer through `decodeInput` (below), which turns
 * UnstorableInput into its envelope.
 * @throws UnstorableInput, or HttpFailure (400) when `raw` does not decode.
 */
export const decodeWith = <C extends t.Mixed>(codec: C, raw: unknown): t.TypeOf<C> => {
  const result = decodeRequestInput(codec)(raw);
  if (E.isRight(result)) return result.right as t.TypeOf<C>;
  if (result.left.kind === 'unstorable') throw new UnstorableInput(result.left.fields);
  const details = result.left.details;
  const unknown = details.find((d) => d.startsWith('unknown field'));
  throw unknown !== undefined
    ? new HttpFailure(400, 'unknown_field', unknown, details)
    : new HttpFailure(400, 'invalid_field', details[0] ?? 'invalid request', details);
};

/**
 * `decodeWith`, with text the database cannot store answered as the envelope 1170010001
 * (`refused`) instead of thrown. Exported for routes that answer something else than an envelope
 * on success (the streamed report export).
 * @throws HttpFailure (400) when `raw` does not decode.
 */
export const decodeInput = <C extends t.Mixed>(codec: C, raw: unknown): { readonly input: t.TypeOf<C> } | { readonly refused: EnvelopeBody } => {
  try {
    return { input: decodeWith(codec, raw) };
  } catch (error) {
    if (error instanceof UnstorableInput) return { refused: failureEnvelope(error.answer) };
    throw error;
  }
};

/** Decodes `raw` with the endpoint's codec (see `decodeInput`); an endpoint without a request reads nothing. */
const decodeRequest = <Ep extends AnyEndpoint>(endpoint: Ep, raw: unknown): { readonly input: RequestOf<Ep> } | { readonly refused: EnvelopeBody } =>
  endpoint.request === undefined
    ? { input: undefined as RequestOf<Ep> }
    : (decodeInput(endpoint.request, raw) as { readonly input: RequestOf<Ep> } | { readonly refused: EnvelopeBody });

/** The envelope of a failure answer: `{ code, message, entry }`, entry null unless details are given (an ok `Answer<never>` has no entry to encode). */
export const failureEnvelope = (answer: Answer<never>): EnvelopeBody =>
  answer.kind === 'fail' ? { code: answer.code, message: answer.message, entry: answer.entry ?? null } : { code: 200, message: SUCCESS_MESSAGE, entry: null };

/** What an API key may be refused on: the endpoint's path and whether it writes (the contract's `endpointWrites`). */
export interface KeyAccess {
  readonly path: string;
  readonly writes: boolean;
}

/**
 * The session check of every authenticated call (headers `token` + `uid`, rules 7.4): the caller, or
 * the envelope to answer instead (1456 for a session ended by deleting or cancelling the account,
 * rules 19.9; 1401 otherwise). With `Authorization: Bearer <key>` the caller is the API key's
 * (docs/security.md "API keys"): 1401 when the key is unknown, revoked or expired, 1170010403 when
 * the key may not make this call (`access`: a read key on a write, or an area no key reaches;
 * without `access` every key is refused). Exported so a route that streams its answer checks the
 * caller with this same code.
 */
export const authenticateRequest = async (
  ctx: AppContext,
  request: FastifyRequest,
  access?: KeyAccess,
): Promise<{ readonly caller: Caller } | { readonly refused: EnvelopeBody }> => {
  const key = bearerOf(request.headers);
  if (key !== null) {
    const caller = await authenticateApiKey(ctx.db, ctx.clock, ctx.sessions.callers, key, request);
    if (caller?.apiKey === undefined) return { refused: failureEnvelope(sessionExpired()) };
    const refusal = access === undefined ? 'unreachable' : apiKeyRefusal(caller.apiKey.scope, access.path, access.writes);
    if (refusal === null) return { caller };
    const message = refusal === 'read_only' ? 'This API key may only read.' : 'API keys cannot make this call.';
    return { refused: failureEnvelope(fail(ServerCode.forbiddenRole, message)) };
  }
  const caller = await authenticate(ctx.db, ctx.clock, ctx.sessions, header(request, HEADER.token), header(request, HEADER.uid));
  if (caller !== null) return { caller };
  const gone = await endedForUnavailableAccount(ctx.db, header(request, HEADER.token));
  const answer = gone ? fail(ServerCode.accountUnavailable, 'This account is no longer available.') : sessionExpired();
  return { refused: failureEnvelope(answer) };
};

const toEnvelope = <Ep extends AnyEndpoint>(endpoint: Ep, answer: Answer<ResponseOf<Ep>>): EnvelopeBody =>
  answer.kind === 'ok' ? { code: 200, message: SUCCESS_MESSAGE, entry: endpoint.response.encode(answer.entry) } : failureEnvelope(answer);

/**
 * Registers one contract endpoint: the method and path come from the contract, the request is
 * decoded with its codec (JSON body for POST, query for GET) before the handler runs, a session or
 * an API key is required when `endpoint.auth` (headers `token` + `uid`, rules 7.4, or
 * `Authorization: Bearer <key>`; failure answers 1401; see `authenticateRequest`), and the
 * answer is encoded with the response codec inside the envelope `{ code, message, entry }`.
 * Decode failures answer HTTP 400 `{ status, message, error }`; text the database cannot store, at
 * any depth of the body or query, answers 1170010001 naming the fields (rules 20.8).
 */
const register = <Ep extends AnyEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Ep,
  handle: (request: FastifyRequest, input: RequestOf<Ep>, caller: Caller | null) => Promise<Answer<ResponseOf<Ep>>>,
  options: RouteOptions,
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.rateLimit === undefined ? {} : { config: { rateLimit: options.rateLimit } }),
    handler: async (request, reply): Promise<EnvelopeBody> => {
      let caller: Caller | null = null;
      if (endpoint.auth) {
        const session = await authenticateRequest(ctx, request, { path: endpoint.path, writes: endpointWrites(endpoint) });
        if ('refused' in session) return session.refused;
        caller = session.caller;
      }
      void reply.header('cache-control', 'no-store');
      const decoded = decodeRequest(endpoint, endpoint.method === 'POST' ? request.body : request.query);
      if ('refused' in decoded) return decoded.refused;
      return toEnvelope(endpoint, await handle(request, decoded.input, caller));
    },
  });
};

/**
 * Options of one route: `rateLimit`, the @fastify/rate-limit settings of this route (the plugin is
 * registered with `global: false` in app.ts), e.g. `{ max: 30, timeWindow: 60_000, keyGenerator }`.
 */
export interface RouteOptions {
  readonly rateLimit?: RateLimitOptions;
  /**
   * True for an authenticated route that never writes: its calls do not start a new generation of
   * the caller's company (http/shared-reads.ts). Unset, every authenticated call is taken for a
   * possible write once it has answered, so reads in flight before it are not shared after it.
   */
  readonly readOnly?: boolean;
}

/** The route registrar bound to one app and context. */
export interface Registrar {
  /** An endpoint without a session (`endpoint.auth` must be false). */
  readonly open: <Ep extends AnyEndpoint>(endpoint: Ep, handler: (input: OpenInput<Ep>) => Promise<Answer<ResponseOf<Ep>>>, options?: RouteOptions) => void;
  /** An endpoint that requires a session (`endpoint.auth` must be true); the handler gets the caller. */
  readonly authed: <Ep extends AnyEndpoint>(endpoint: Ep, handler: (input: AuthedInput<Ep>) => Promise<Answer<ResponseOf<Ep>>>, options?: RouteOptions) => void;
}

/**
 * Builds the registrar. Registering an endpoint through the wrong function throws at start-up, so
 * a route can never silently skip the session check its contract asks for.
 */
export const registrar = (app: FastifyInstance, ctx: AppContext): Registrar => ({
  open: (endpoint, handler, options = {}) => {
    if (endpoint.auth) throw new Error(`${endpoint.path} requires a session: register it with authed()`);
    register(app, ctx, endpoint, (request, input) => handler({ input, request, ctx }), options);
  },
  authed: (endpoint, handler, options = {}) => {
    if (!endpoint.auth) throw new Error(`${endpoint.path} is open: register it with open()`);
    register(
      app,
      ctx,
      endpoint,
      async (request, input, caller) => {
        if (caller === null) return sessionExpired();
        if (options.readOnly === true || caller.companyId === null) return handler({ input, request, ctx, caller });
        const { companyId } = caller;
        try {
          return await handler({ input, request, ctx, caller });
        } finally {
          // After the handler's transaction, before the answer leaves: a read after this answer never joins one from before it.
          ctx.reads.wrote(companyId);
        }
      },
      options,
    );
  },
});
