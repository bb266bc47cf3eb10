import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { startLiveListener } from './listener';
import { startPruner } from './prune';

/**
 * Runs the live updates of `app` (rules 12): starts the process's one listener and the prune of old
 * events now, ends every open stream before the server closes (so closing never waits on them),
 * then stops the prune and the listener.
 */
export const runLiveUpdates = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const stopListening = await startLiveListener(ctx.db, ctx.live, app.log);
  const stopPruning = startPruner(ctx.db, (error) => app.log.error({ err: error }, 'live event prune failed'));
  app.addHook('preClose', async () => {
    await ctx.live.close();
  });
  app.addHook('onClose', async () => {
    stopPruning();
    await stopListening();
  });
};
