import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HEADER } from '@yardfleet/contract/headers';
import type { LogLevel } from '../config/env';

/** A well-formed traceId (rules 7.4): 1..64 characters of letters, digits and `._:-` (anything else is not logged). */
const TRACE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Query parameters whose values never reach a log line (the mailed links carry `?token=`). */
const SECRET_PARAM = /token|password|secret/i;

/** Where log lines go instead of stdout (tests): one JSON line per `write`. */
export interface LogDestination {
  readonly write: (line: string) => void;
}

/**
 * The client's `traceId` header (rules 7.4) when it is well-formed, else null. Logged as a field next to
 * the server's own request id; never used as the request id (a client could reuse one).
 */
export const traceIdOf = (headers: Readonly<Record<string, string | string[] | undefined>>): string | null => {
  const value = headers[HEADER.traceId];
  return typeof value === 'string' && TRACE_ID.test(value) ? value : null;
};

/** `url` with the value of every secret-looking query parameter (`token`, `password`, `secret`) replaced by `[redacted]`. */
export const redactUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
};

const decodeURIComponentSafe = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The Fastify options of the request log (rules 20.6): pino's JSON lines at `level` (to
 * `destination` when given, else stdout through pino's file transport, off the request path), each request's lines bound to the server's own request id
 * (`reqId`, a random UUID) and the client's `traceId` (null when absent or malformed). The
 * request line logs method, path with secret query values redacted, host and address; never
 * headers, bodies, tokens or passwords. `enabled: false` silences every line.
 */
export const requestLogOptions = (
  level: LogLevel,
  options: { readonly enabled: boolean; readonly destination?: LogDestination },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'childLoggerFactory'> => ({
  logger: options.enabled
    ? {
        level,
        // Stdout is written by pino's file transport in a worker thread, not by a
        // synchronous write per line on the request path; pino flushes it synchronously when the
        // process exits (also after a crash), so only a SIGKILL can lose the last few lines.
        ...(options.destination === undefined ? { transport: { target: 'pino/file', options: { destination: 1 } } } : { stream: options.destination }),
        serializers: {
          req: (request: FastifyRequest) => ({
            method: request.method,
            url: redactUrl(request.url),
            host: request.host,
            remoteAddress: request.ip,
            remotePort: request.socket?.remotePort,
          }),
        },
      }
    : false,
  genReqId: () => randomUUID(),
  childLoggerFactory: (logger: FastifyBaseLogger, bindings, childOptions, rawRequest) =>
    logger.child({ ...bindings, traceId: traceIdOf(rawRequest.headers) }, childOptions),
});
