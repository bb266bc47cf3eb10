import * as E from 'fp-ts/lib/Either.js';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { bindAppGateway, type AppGatewayMode } from '@yardfleet/contract/endpoints/app-gateway';
import { isAppGatewayKind, type GatewayKind } from '@yardfleet/domain/entities/gateway';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { validateMaxLength, validateRequired } from '@yardfleet/domain/validation/rules';
import { gatewayDb } from '../../db/gateway-schema';
import { fail, ok } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { issueCredential } from './credentials';
import { publishChanges, type ChangeEvent } from '../../live/publish';
import { invalidFields, notFound } from '../../shared/fleet-scope';

/** The gateway kind (SPEC 2 tab) of each app gateway mode. */
export const KIND_OF_MODE: Readonly<Record<AppGatewayMode, GatewayKind>> = {
  fixed: 'app_gateway_fixed',
  mobile: 'app_gateway_mobile',
  app: 'app_gateway',
};

const checkText = (field: string, value: string): E.Either<unknown, string> =>
  E.chain((v: string) => validateMaxLength(field, v))(validateRequired(field, value.trim()));

/**
 * `POST /web-hmac/app/app-gateway/bind` (issue 11; contract endpoints/app-gateway.ts;
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
    const db = gatewayDb(c.db);
    if (input.warehouseId !== null) {
      const warehouseId: string = input.warehouseId;
      const warehouse = isRowId(warehouseId)
        ? await db.selectFrom('warehouses').select('id').where('id', '=', warehouseId).where('company_id', '=', companyId).executeTakeFirst()
        : undefined;
      if (!warehouse) return notFound('warehouse');
    }
    const errors: Record<string, unknown> = {};
    const texts = [
      ['model', input.model], ['firmwareVersion', input.firmwareVersion], ['brand', input.brand], ['systemVersion', input.systemVersion], ['appVersion', input.appVersion],
    ] as const;
    for (const [field, value] of texts) {
      const checked = checkText(field, value);
      if (E.isLeft(checked)) errors[field] = checked.left;
    }
    const existing = await db.selectFrom('gateways').select(['id', 'company_id', 'kind', 'warehouse_id']).where('serial_number', '=', input.serialNumber).executeTakeFirst();
    if (existing && (existing.company_id !== companyId || !isAppGatewayKind(existing.kind))) errors['serialNumber'] = { code: 'taken' };
    if (Object.keys(errors).length > 0) return invalidFields(errors);

    const user = await db.selectFrom('users').select('email').where('id', '=', caller.userId).executeTakeFirstOrThrow();
    const kind = KIND_OF_MODE[input.mode];
    const warehouseId: string | null = kind === 'app_gateway_fixed' ? input.warehouseId : null;
    const fields = {
      kind, warehouse_id: warehouseId, model: input.model.trim(), firmware_version: input.firmwareVersion.trim(), brand: input.brand.trim(),
      system_version: input.systemVersion.trim(), app_version: input.appVersion.trim(), udid: input.udid, bound_email: user.email, reset_at: null, deleted_at: null,
    };
    const gatewayId = await db.transaction().execute(async (trx) => {
      const id = existing
        ? (await trx.updateTable('gateways').set(fields).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (
            await trx
              .insertInto('gateways')
              .values({ ...fields, company_id: companyId, serial_number: input.serialNumber, lat: null, lng: null, last_connected_at: null, online_status: 'offline' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      const events: ChangeEvent[] = [{ entity: 'gateway', id }];
      for (const w of new Set([warehouseId, existing?.warehouse_id ?? null])) if (w !== null) events.push({ entity: 'warehouse', id: w });
      await publishChanges(trx, companyId, events);
      return id;
    });
    const credential = await issueCredential(c.db, { companyId, gatewayId }, c.clock.now());
    return ok({ ...credential, gatewayId: asBranded(GatewayId, gatewayId), created: existing === undefined });
  });
};
