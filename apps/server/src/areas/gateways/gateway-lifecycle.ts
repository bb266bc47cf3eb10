import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { gatewayLifecycleOf, gatewayLifecycleTransition, type GatewayLifecycleError } from '@yardfleet/domain/gateways/gateway-rules';
import { gatewayDb } from '../../db/gateway-schema';
import type { Database } from '../../db/schema';
import { publishChanges, type ChangeEvent } from '../../live/publish';
import { credentialsRevoked } from '../ingest/credentials';
import { recordMemberEvent, type ActingKey, type RequestOrigin } from '../security-log/record';

/** What a reset or delete did: the gateway was missing from the company, refused by the lifecycle, or done. */
export type LifecycleOutcome = { readonly kind: 'not_found' } | { readonly kind: 'refused'; readonly error: GatewayLifecycleError } | { readonly kind: 'done' };

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Resets or deletes gateway `id` of `companyId` at `now` in one transaction, as the domain's
 * gatewayLifecycleTransition decides (rules 14.5): the row is locked, the transition
 * applied (a deleted gateway refuses with `deleted`), then the gateway leaves its warehouse, its
 * device credential is revoked (it reports nothing until bound again), its heard machines are
 * forgotten and `reset_at` is set (kept when already reset); a delete also sets `deleted_at`
 * and detaches the chargers of a charger gateway. Live events from the same transaction:
 * `gateway`, `warehouse` for the warehouse it left, `charge_system` for a charger gateway. The
 * security log (rules 20.12) gets `gateway_reset` or `record_deleted` by `by` (the caller and
 * their request) in the same transaction; a refused or missing gateway logs nothing. After the
 * commit the revoked credential is told to the credential watcher (the MQTT broker, decision 0031).
 */
export const applyLifecycle = async (
  db: Kysely<Database>,
  companyId: string,
  id: string,
  action: 'reset' | 'delete',
  now: Date,
  by: { readonly userId: string; readonly origin: RequestOrigin; readonly apiKey?: ActingKey | undefined },
): Promise<LifecycleOutcome> => {
  const revoked: string[] = [];
  const outcome = await db.transaction().execute(async (tx): Promise<LifecycleOutcome> => {
    const trx = gatewayDb(tx);
    const row = await trx
      .selectFrom('gateways')
      .select(['id', 'kind', 'model', 'serial_number', 'warehouse_id', 'reset_at', 'deleted_at'])
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'not_found' };
    const at = now.toISOString();
    const next = gatewayLifecycleTransition(gatewayLifecycleOf(isoOrNull(row.reset_at), isoOrNull(row.deleted_at)), {
      type: action === 'reset' ? 'gatewayReset' : 'gatewayDeleted',
      at,
    });
    if (E.isLeft(next)) return { kind: 'refused', error: next.left };
    const state = next.right;
    await trx
      .updateTable('gateways')
      .set({
        warehouse_id: null,
        reset_at: state.state === 'reset' ? state.resetAt : (isoOrNull(row.reset_at) ?? at),
        deleted_at: state.state === 'deleted' ? state.deletedAt : null,
      })
      .where('id', '=', id)
      .execute();
    const credentials = await trx.deleteFrom('device_credentials').where('gateway_id', '=', id).returning('id').execute();
    revoked.push(...credentials.map((c) => c.id));
    await trx.deleteFrom('gateway_sub_devices').where('gateway_id', '=', id).execute();
    if (state.state === 'deleted')
      await trx.updateTable('chargers').set({ gateway_id: null }).where('gateway_id', '=', id).where('company_id', '=', companyId).execute();
    const events: ChangeEvent[] = [{ entity: 'gateway', id }];
    if (row.warehouse_id !== null) events.push({ entity: 'warehouse', id: row.warehouse_id });
    if (row.kind === 'charger_gateway') events.push({ entity: 'charge_system', id });
    await publishChanges(trx, companyId, events);
    const target = { type: 'gateway' as const, id, label: `${row.model} ${row.serial_number}` };
    await recordMemberEvent(tx, { userId: by.userId, companyId, apiKey: by.apiKey }, by.origin, now, {
      kind: action === 'reset' ? 'gateway_reset' : 'record_deleted',
      target,
    });
    return { kind: 'done' };
  });
  await credentialsRevoked(db, revoked); // The MQTT broker's device client goes too (decision 0031).
  return outcome;
};
