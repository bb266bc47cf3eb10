import * as E from 'fp-ts/lib/Either.js';
import type { FastifyInstance } from 'fastify';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { bindChargerGateway, chargerReport } from '@yardfleet/contract/endpoints/charger-device';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import type { AppContext } from '../../context';
import { fail, ok } from '../../http/answers';
import { asBranded } from '../../http/ids';
import { registrar } from '../../http/registrar';
import { CHARGER_BODY_LIMIT_BYTES, chargerReportCall } from './report-calls';
import { authenticateDevice, issueCredential } from './credentials';
import { publishChanges } from '../../live/publish';
import { ownsWarehouse } from '../../shared/fleet-scope';
import { checkName, invalid } from './device-checks';
import { gatewayOfSerial, storeChargerGateway, type ChargerGatewayFields } from './device-queries';

/**
 * The charger side of the device API (rules 16.1, 11.4; contract endpoints/charger-device.ts;
 * docs/device-api.md "Charger gateways"): the mobile app binds a charger gateway (session; any
 * member of a company) and the gateway sends charger reports (DEVICE_HEADER credential of a
 * charger gateway; 1170010401 otherwise, nothing stored). Own Fastify scope with a body limit of
 * CHARGER_BODY_LIMIT_BYTES.
 */
export const chargerDeviceRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = CHARGER_BODY_LIMIT_BYTES;
    });
    const route = registrar(scope, ctx);

    route.authed(bindChargerGateway, async ({ input, ctx: c, caller }) => {
      if (caller.companyId === null) return fail(ServerCode.forbiddenRole, 'Your account has no company yet.');
      const companyId = caller.companyId;
      if (input.warehouseId !== null && !(await ownsWarehouse(c.db, companyId, input.warehouseId)))
        return fail(ServerCode.notFound, 'The warehouse does not exist.');
      const existing = await gatewayOfSerial(c.db, input.serialNumber);
      if (existing && existing.company_id !== companyId) return invalid({ serialNumber: { code: 'taken' } });
      const errors: Record<string, unknown> = {};
      const fields: (readonly [string, string])[] = [
        ['model', input.model],
        ['firmwareVersion', input.firmwareVersion],
      ];
      if (input.warehouseId === null || (input.siteName ?? '').trim() !== '') fields.push(['siteName', input.siteName ?? '']);
      for (const [field, value] of fields) {
        const checked = checkName(field, value);
        if (E.isLeft(checked)) errors[field] = checked.left;
      }
      if (Object.keys(errors).length > 0) return invalid(errors);
      const siteName = input.siteName === null || input.siteName.trim() === '' ? null : input.siteName.trim();
      const position = input.position === null ? {} : { lat: input.position.lat, lng: input.position.lng };
      const changes: ChargerGatewayFields = {
        kind: 'charger_gateway' as const,
        warehouse_id: input.warehouseId,
        site_name: siteName,
        model: input.model.trim(),
        firmware_version: input.firmwareVersion.trim(),
        deleted_at: null,
        ...position,
      };
      const gatewayId = await storeChargerGateway(c.db, companyId, input.serialNumber, changes, existing?.id);
      const credential = await issueCredential(c.db, { companyId, gatewayId }, c.clock.now());
      await publishChanges(c.db, companyId, [{ entity: 'charge_system', id: gatewayId }]);
      return ok({ ...credential, gatewayId: asBranded(GatewayId, gatewayId), created: existing === undefined });
    });

    route.open(chargerReport, async ({ input, request, ctx: c }) => chargerReportCall(c.db, await authenticateDevice(c.db, request), input, c.clock.now()));
  });
};
