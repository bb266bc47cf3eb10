import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The streamed CSV / XLSX export of every report (issue 10; contract reportExportPath). Filled in next. */
export const reportExportRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
