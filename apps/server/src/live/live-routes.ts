import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '@yardfleet/contract/headers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { LIVE_REPLAY_MS_HEADER, liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { endedForUnavailableAccount } from '../auth/ended-sessions';
import { authenticate } from '../auth/sessions';
import type { AppContext } from '../context';
import { fail, sessionExpired, SUCCESS_MESSAGE, type Answer, type EnvelopeBody } from '../http/answers';
import { companyScope } from '../shared/caller-scope';
import { RETRY_MESSAGE } from './messages';
import { recentFor, replayFor } from './replay';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

const refuse = (reply: FastifyReply, answer: Answer<never>): EnvelopeBody => {
  void reply.header('cache-control', 'no-store');
  return answer.kind === 'fail'
    ? { code: answer.code, message: answer.message, entry: answer.entry ?? null }
    : { code: 200, message: SUCCESS_MESSAGE, entry: null };
};

/** The `Last-Event-ID` a reconnecting client sends: an event id (digits), else null (no replay). */
const lastEventIdOf = (request: FastifyRequest): string | null => {
  const value = header(request, 'last-event-id').trim();
  return /^\d{1,18}$/.test(value) ? value : null;
};

/** The `Live-Replay-Ms` window of a first connection, ms, else null (no replay). */
const replayWindowOf = (request: FastifyRequest): number | null => {
  const value = header(request, LIVE_REPLAY_MS_HEADER).trim();
  return /^\d{1,10}$/.test(value) ? Number(value) : null;
};

/**
 * The live stream (rules 12.1; architecture 6; contract endpoints/live.ts): `GET /web-hmac/web/live/stream`.
 * The session is checked exactly like an `auth` call of the registrar (headers `token` + `uid`;
 * 1401, or 1456 for a deleted or cancelled account) and the caller needs a company (1170010403
 * otherwise, like every company-data call). Over LIVE_STREAMS_PER_SESSION or
 * LIVE_STREAMS_PER_COMPANY open streams answers 1170010429 liveStreamLimit. Otherwise the reply
 * is hijacked and held open as `text/event-stream` (the security headers already set, plus
 * `cache-control: no-cache` and `x-accel-buffering: no` so no proxy buffers it): `retry:`, the
 * replay after `Last-Event-ID`, then the company's change events as they commit, and a heartbeat.
 * The process's listener, the prune and the end of every stream at close: live-lifecycle.ts.
 */
export const liveRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  app.route({
    method: 'GET',
    url: liveStreamPath,
    exposeHeadRoute: false,
    handler: async (request, reply): Promise<EnvelopeBody | undefined> => {
      const token = header(request, HEADER.token);
      // A stream is opened rarely and held long: its session is read from the database, not from
      // the caller cache (decision 0016), so an unreachable database refuses it (503) like any call.
      const caller = await authenticate(ctx.db, ctx.clock, { ...ctx.sessions, callers: undefined }, token, header(request, HEADER.uid));
      if (caller === null) {
        const gone = await endedForUnavailableAccount(ctx.db, token);
        return refuse(reply, gone ? fail(ServerCode.accountUnavailable, 'This account is no longer available.') : sessionExpired());
      }
      const scope = companyScope(caller);
      if ('refused' in scope) return refuse(reply, scope.refused);
      const raw = reply.raw;
      const stream = await ctx.live.open({ companyId: scope.companyId, tokenHash: caller.tokenHash }, raw);
      if (stream === null) {
        return refuse(reply, fail(ServerCode.liveStreamLimit, 'Too many live update streams are open. Close another tab of the app and try again.'));
      }
      const lastId = lastEventIdOf(request);
      const windowMs = lastId === null ? replayWindowOf(request) : null;
      reply.hijack();
      request.raw.socket.setNoDelay(true);
      // `connection: close`: the socket goes when the stream ends, so a closing server never waits on it.
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no', connection: 'close' });
      raw.write(RETRY_MESSAGE);
      let replayed = new Set<string>();
      if (lastId !== null || windowMs !== null) {
        try {
          const replay = lastId !== null ? await replayFor(ctx, scope.companyId, lastId) : await recentFor(ctx, scope.companyId, windowMs ?? 0);
          if (replay.text !== '') raw.write(replay.text);
          replayed = replay.ids;
        } catch (error) {
          request.log.error({ err: error }, 'live replay failed');
          raw.end();
          return undefined;
        }
      }
      stream.goLive(replayed);
      return undefined;
    },
  });
};
