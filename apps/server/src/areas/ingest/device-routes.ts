import * as E from 'fp-ts/lib/Either.js';
import type { FastifyInstance } from 'fastify';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { bindEquipment, bindGateway, deviceReport, gatewayReport } from '@yardfleet/contract/endpoints/device';
import { EquipmentId, GatewayId } from '@yardfleet/domain/entities/ids';
import type { AppContext } from '../../context';
import { fail, ok } from '../../http/answers';
import { asBranded } from '../../http/ids';
import { registrar } from '../../http/registrar';
import { authenticateDevice, issueCredential } from './credentials';
import { DEVICE_BODY_LIMIT_BYTES, gatewayReportCall, machineReportCall } from './report-calls';
import { publishChanges } from '../../live/publish';
import { ownsWarehouse } from '../../shared/fleet-scope';
import { appGatewayRoutes } from './app-gateway-routes';
import { checkName, invalid } from './device-checks';
import { gatewayOfSerial, insertBoundMachine, insertDeviceGateway, machineOfSerial, rebindDeviceGateway } from './device-queries';

/**
 * The device side (rules 16; `/web-hmac/app/...`, `/web-hmac/device/...`; docs/device-api.md):
 * the mobile app's bind calls (session; any member of a company, app-only users included) and the
 * device and gateway report calls (DEVICE_HEADER credential; 1170010401 when it is not valid,
 * nothing stored). Registered in their own Fastify scope whose body limit is DEVICE_BODY_LIMIT_BYTES.
 * The app gateway bind (app-gateway-routes.ts) shares the scope; a gateway report is accepted
 * from a device or app gateway that is not deleted (a charger gateway's credential answers
 * 1170010401) and records the machines it carried as the gateway's sub-devices
 * (gateway-ingest.ts); binding a device gateway again clears its reset.
 */
export const deviceRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.bodyLimit = DEVICE_BODY_LIMIT_BYTES;
    });
    const route = registrar(scope, ctx);
    appGatewayRoutes(route);

    route.authed(bindEquipment, async ({ input, ctx: c, caller }) => {
      if (caller.companyId === null) return fail(ServerCode.forbiddenRole, 'Your account has no company yet.');
      const companyId = caller.companyId;
      const now = c.clock.now();
      const existing = await machineOfSerial(c.db, input.serialNumber);
      if (existing && existing.company_id !== companyId) return invalid({ serialNumber: { code: 'taken' } });
      let equipmentId = existing?.id;
      if (equipmentId === undefined) {
        const errors: Record<string, unknown> = {};
        for (const [field, value] of [
          ['name', input.name],
          ['modelNumber', input.modelNumber],
          ['firmwareVersion', input.firmwareVersion],
        ] as const) {
          const checked = checkName(field, value);
          if (E.isLeft(checked)) errors[field] = checked.left;
        }
        if (Object.keys(errors).length > 0) return invalid(errors);
        equipmentId = await insertBoundMachine(c.db, companyId, input, now);
      }
      const credential = await issueCredential(c.db, { companyId, equipmentId }, now);
      return ok({ ...credential, equipmentId: asBranded(EquipmentId, equipmentId), created: existing === undefined });
    });

    route.authed(bindGateway, async ({ input, ctx: c, caller }) => {
      if (caller.companyId === null) return fail(ServerCode.forbiddenRole, 'Your account has no company yet.');
      const companyId = caller.companyId;
      const now = c.clock.now();
      if (input.warehouseId !== null && !(await ownsWarehouse(c.db, companyId, input.warehouseId)))
        return fail(ServerCode.notFound, 'The warehouse does not exist.');
      const existing = await gatewayOfSerial(c.db, input.serialNumber);
      if (existing && existing.company_id !== companyId) return invalid({ serialNumber: { code: 'taken' } });
      let gatewayId = existing?.id;
      if (gatewayId === undefined) {
        const errors: Record<string, unknown> = {};
        for (const [field, value] of [
          ['model', input.model],
          ['firmwareVersion', input.firmwareVersion],
        ] as const) {
          const checked = checkName(field, value);
          if (E.isLeft(checked)) errors[field] = checked.left;
        }
        if (Object.keys(errors).length > 0) return invalid(errors);
        gatewayId = await insertDeviceGateway(c.db, companyId, input);
      } else {
        await rebindDeviceGateway(c.db, gatewayId, input.warehouseId);
      }
      const credential = await issueCredential(c.db, { companyId, gatewayId }, now);
      await publishChanges(c.db, companyId, [{ entity: 'gateway', id: gatewayId }]);
      return ok({ ...credential, gatewayId: asBranded(GatewayId, gatewayId), created: existing === undefined });
    });

    route.open(deviceReport, async ({ input, request, ctx: c }) => machineReportCall(c.db, await authenticateDevice(c.db, request), input, c.clock.now()));
    route.open(gatewayReport, async ({ input, request, ctx: c }) => gatewayReportCall(c.db, await authenticateDevice(c.db, request), input, c.clock.now()));
  });
};
