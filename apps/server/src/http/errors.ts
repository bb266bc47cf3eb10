import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpFailure } from './answers';

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';

/**
 * Turns a thrown error into a real HTTP failure (DESIGN 3): a decode failure keeps its 400 and
 * code; malformed or empty JSON is 400 malformed_body; a body over the limit is 413 body_too_large;
 * a content type other than JSON is 415 unsupported_media_type; other 4xx raised by Fastify keep
 * their status as bad_request; anything else is 500 internal
 * with a generic message (the error itself is logged, never sent).
 */
export const toHttpFailure = (error: unknown): HttpFailure => {
  if (error instanceof HttpFailure) return error;
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

/** Installs the error handler that answers `{ status, message, error }` for every thrown error. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler(async (error, request, reply) => {
    const failure = toHttpFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ error: failure.error }, failure.message);
    return reply.code(failure.status).header('cache-control', 'no-store').send(failure.body());
  });
};
