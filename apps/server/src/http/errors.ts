import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { databaseHealthFor } from '../db/connect';
import { databaseFailureOf } from '../db/failures';
import type { Database } from '../db/schema';
import { HttpFailure } from './answers';

/**
 * Seconds a caller is asked to wait (`Retry-After`) before sending again a request the database
 * could not serve (rules 20.9): the health monitor probes every 0.5 s and the server is back
 * within a second or two of the database, so a device or the web app that waits this long finds it.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const isFastifyError = (error: unknown): error is FastifyError => error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';

/**
 * Turns a thrown error into a real HTTP failure (rules 7.3): a decode failure keeps its 400 and
 * code; malformed or empty JSON is 400 malformed_body; a body over the limit is 413 body_too_large;
 * a content type other than JSON is 415 unsupported_media_type; other 4xx raised by Fastify keep
 * their status as bad_request; an unreachable database (refused, reset or silent connection, server
 * shutting down, SQLSTATE 08xxx, 57P01..57P03, 53300; db/failures.ts) is 503 database_unavailable
 * and a statement cancelled by the statement timeout (57014, or a lock timeout 55P03) 503
 * database_timeout (rules 20.9: both are temporary, and a caller that sends again after
 * Retry-After is served; 503 rather than 504, which is a gateway's own timeout); anything else is
 * 500 internal with a generic message (the error itself is logged, never sent).
 */
export const toHttpFailure = (error: unknown): HttpFailure => {
  if (error instanceof HttpFailure) return error;
  switch (databaseFailureOf(error)) {
    case 'unavailable':
      return new HttpFailure(503, 'database_unavailable', 'The database cannot be reached. Try again shortly.');
    case 'timeout':
      return new HttpFailure(503, 'database_timeout', 'The database took too long to answer. Try again shortly.');
    case null:
      break;
  }
  if (isFastifyError(error)) {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return new HttpFailure(400, 'malformed_body', 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return new HttpFailure(413, 'body_too_large', 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return new HttpFailure(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    // Any other refusal Fastify raises before a handler (4xx) keeps its status and its own short message.
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return new HttpFailure(error.statusCode, 'bad_request', error.message);
    }
  }
  return new HttpFailure(500, 'internal', 'Internal Server Error');
};

/**
 * True when `error` only says the client went away while its answer was being written (a closed
 * tab, a cancelled download, a benchmark ending with requests in flight): Node's
 * ERR_STREAM_PREMATURE_CLOSE of a streamed (e.g. compressed) answer, or any error once the
 * response's socket is destroyed. Nothing failed on the server's side and nobody can be answered:
 * logged at info, not as a 500 (one bench run logged 1,756 error-level "Premature close" lines).
 */
export const clientGone = (error: unknown, responseDestroyed: boolean): boolean =>
  responseDestroyed || (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE');

/**
 * Installs the error handler that answers `{ status, message, error }` for every thrown error
 * (a client that went away, `clientGone`, is logged at info only); a 503 is logged as a warning with its cause's message (an outage answers many of them; the stack
 * says nothing new). Every 503 answer of the app (the error handler's, `/readyz`, a closing
 * server's) carries `Retry-After: DATABASE_RETRY_AFTER_SECONDS` unless its route set one.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return payload;
  });
  app.setErrorHandler(async (error, request, reply) => {
    const failure = toHttpFailure(error);
    if (clientGone(error, reply.raw.destroyed)) request.log.info({ error: 'client_closed' }, 'the client closed the connection before the answer was sent');
    else if (failure.status === 503) request.log.warn({ error: failure.error, cause: error instanceof Error ? error.message : String(error) }, failure.message);
    else if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ error: failure.error }, failure.message);
    return reply.code(failure.status).header('cache-control', 'no-store').send(failure.body());
  });
};

/**
 * Logs when the database of `db` goes away (error: calls answer 503 until it is back) and when it
 * answers again (info), as the health monitor of connect() sees it (rules 20.9): one line per
 * change rather than a stack per failed call. Nothing for PGlite. Stops when `app` closes.
 */
export const logDatabaseHealth = (app: FastifyInstance, db: Kysely<Database>): void => {
  const health = databaseHealthFor(db);
  if (health === undefined) return;
  const stop = health.onChange((reachable) => {
    if (reachable) app.log.info('the database answers again: serving calls');
    else app.log.error(`the database cannot be reached: calls answer 503 with Retry-After ${DATABASE_RETRY_AFTER_SECONDS} s until it is back`);
  });
  app.addHook('onClose', async () => {
    stop();
  });
};
