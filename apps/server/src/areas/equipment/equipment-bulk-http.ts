import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registrar } from '../../http/registrar';
import { equipmentBulkExportRoute } from './equipment-bulk-export';
import { equipmentBulkRoutes } from './equipment-bulk-routes';
import { equipmentImportHttp } from './equipment-import-http';

/**
 * Largest bulk request body, bytes: a selection of MAX_SELECTED_IDS (10,000) ids of 39 bytes each
 * in JSON is about 390 KB, with room (the app's default is 64 KiB).
 */
export const BULK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Registers the equipment list's bulk actions (count, tags, delete: equipment-bulk-routes.ts; the
 * selection export: equipment-bulk-export.ts) in their own scope, whose bodies may be up to
 * BULK_BODY_LIMIT_BYTES so a selection of 10,000 ids fits in one call; then the equipment import
 * (equipment-import-http.ts) in a scope of its own with its larger body limit.
 */
export const equipmentBulkHttp = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = BULK_BODY_LIMIT_BYTES;
    });
    equipmentBulkRoutes(registrar(scope, ctx));
    equipmentBulkExportRoute(scope, ctx);
  });
  await equipmentImportHttp(app, ctx);
};
