import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing (graceful shutdown, rules 20.5), every answer still being sent
 * carries `connection: close`, so the keep-alive connection of a request that was in flight ends
 * with its answer instead of holding the server open until its keep-alive timeout. (Fastify already
 * stops accepting, closes idle connections and answers requests arriving on open connections with
 * 503; the live streams end in their own preClose hook, src/live/live-lifecycle.ts.)
 */
export const registerClosing = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
};

/**
 * Closes `app` (rules 20.5): stops accepting, lets requests in flight finish, and after
 * `deadlineMs` closes every connection still open (a request slower than the deadline is cut off),
 * then runs the app's onClose hooks (sweeper, report scheduler, mailer, live listener).
 * @returns true when everything finished before the deadline, false when connections were forced closed.
 */
export const closeWithin = async (app: FastifyInstance, deadlineMs: number): Promise<boolean> => {
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    app.log.warn({ deadlineMs }, 'shutdown deadline reached: closing the connections still open');
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return !forced;
};
