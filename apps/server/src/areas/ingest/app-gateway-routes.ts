import * as E from 'fp-ts/lib/Either.js';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { bindAppGateway } from '@yardfleet/contract/endpoints/app-gateway';
import { isAppGatewayKind } from '@yardfleet/domain/entities/gateway';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { fail, ok } from '../../http/answers';
import { asBranded } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { invalidFields, notFound, ownsWarehouse } from '../../shared/fleet-scope';
import { issueCredential } from './credentials';
import { checkName } from './device-checks';
import { boundEmailOf, gatewayOfSerial, KIND_OF_MODE, storeAppGateway, type AppGatewayFields } from './device-queries';

/**
 * `POST /web-hmac/app/app-gateway/bind` (rules 14.6, 16.1; contract endpoints/app-gateway.ts;
 * docs/device-api.md "App gateways"): the mobile app binds the phone or tablet it runs on as an
 * app gateway of the caller's company (session; any member, app-only users included; 1170010403
 * without a company). Model, firmware, brand, system and app version are each 1..50 characters
 * after trimming (the domain's validateRequired / validateMaxLength: 1170010001 with field errors);
 * the email is the signed-in member's, read from the session's user. A warehouse is kept for the
 * `fixed` mode only (another company's warehouse answers 1170010404 in every mode). A serial number
 * of another company, or of a charger or device gateway, answers `{ serialNumber: { code: 'taken' } }`.
 * Binding the same serial again updates the fields, makes a reset or deleted gateway active again
 * (reset_at, deleted_at cleared) and issues a new credential, revoking the previous one.
 * Announces the gateway (and the warehouses it joined or left) on the live stream.
 */
export const appGatewayRoutes = (route: Registrar): void => {
  route.authed(bindAppGateway, async ({ input, ctx: c, caller }) => {
    if (caller.companyId === null) return fail(ServerCode.forbiddenRole, 'Your account has no company yet.');
    const companyId = caller.companyId;
    if (input.warehouseId !== null && !(await ownsWarehouse(c.db, companyId, input.warehouseId))) return notFound('warehouse');
    const errors: Record<string, unknown> = {};
    const texts = [
      ['model', input.model],
      ['firmwareVersion', input.firmwareVersion],
      ['brand', input.brand],
      ['systemVersion', input.systemVersion],
      ['appVersion', input.appVersion],
    ] as const;
    for (const [field, value] of texts) {
      const checked = checkName(field, value);
      if (E.isLeft(checked)) errors[field] = checked.left;
    }
    const existing = await gatewayOfSerial(c.db, input.serialNumber);
    if (existing && (existing.company_id !== companyId || !isAppGatewayKind(existing.kind))) errors['serialNumber'] = { code: 'taken' };
    if (Object.keys(errors).length > 0) return invalidFields(errors);

    const boundEmail = await boundEmailOf(c.db, caller.userId);
    const kind = KIND_OF_MODE[input.mode];
    const warehouseId: string | null = kind === 'app_gateway_fixed' ? input.warehouseId : null;
    const fields: AppGatewayFields = {
      kind,
      warehouse_id: warehouseId,
      model: input.model.trim(),
      firmware_version: input.firmwareVersion.trim(),
      brand: input.brand.trim(),
      system_version: input.systemVersion.trim(),
      app_version: input.appVersion.trim(),
      udid: input.udid,
      bound_email: boundEmail,
      reset_at: null,
      deleted_at: null,
    };
    const gatewayId = await storeAppGateway(c.db, companyId, input.serialNumber, fields, existing);
    const credential = await issueCredential(c.db, { companyId, gatewayId }, c.clock.now());
    return ok({ ...credential, gatewayId: asBranded(GatewayId, gatewayId), created: existing === undefined });
  });
};
