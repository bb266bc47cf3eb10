import type { FastifyInstance } from 'fastify';
import { IMPORT_BODY_LIMIT_BYTES } from '@yardfleet/contract/endpoints/equipment-import';
import type { AppContext } from '../../context';
import { registrar } from '../../http/registrar';
import { equipmentImportRoutes } from './equipment-import-routes';
import { recordImportActivity } from './equipment-import-activity';
import { equipmentImportTemplateRoute } from './equipment-import-template';

/**
 * Registers the equipment import (rules 23: dry run and apply, equipment-import-routes.ts; the
 * template, equipment-import-template.ts) in its own scope, whose bodies may be up to
 * IMPORT_BODY_LIMIT_BYTES (a 10 MiB file in base64 with room, so a file just over the limit gets
 * the clear `too_large` refusal rather than HTTP 413). The apply records its changes in the
 * activity history (equipment-import-activity.ts).
 */
export const equipmentImportHttp = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = IMPORT_BODY_LIMIT_BYTES;
    });
    equipmentImportRoutes(registrar(scope, ctx), recordImportActivity);
    equipmentImportTemplateRoute(scope, ctx);
  });
};
