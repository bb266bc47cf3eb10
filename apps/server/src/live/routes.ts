import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The live stream (issue 9; contract endpoints/live.ts). Filled in by the live stream work. */
export const liveRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
