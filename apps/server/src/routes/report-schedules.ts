import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Registrar } from '../http/registrar';

/** Scheduled reports: the list, create and delete calls and the runner that mails them (issue 10). Filled in next. */
export const reportScheduleRoutes = (_app: FastifyInstance, _route: Registrar, _ctx: AppContext): void => {};
