import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * The charger side of the device API (issue 9; contract endpoints/charger-device.ts): the mobile
 * app's charger gateway bind and the charger gateway's reports. Filled in by the charger ingest work.
 */
export const chargerDeviceRoutes = async (_app: FastifyInstance, _ctx: AppContext): Promise<void> => {};
