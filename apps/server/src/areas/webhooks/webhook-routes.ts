import { ServerCode } from '@yardfleet/contract/error-codes';
import {
  WEBHOOK_ENDPOINTS_MAX,
  webhookCreate,
  webhookDelete,
  webhookList,
  webhookLog,
  webhookRotate,
  webhookTest,
  webhookUpdate,
} from '@yardfleet/contract/endpoints/webhooks';
import { WEBHOOK_MANAGER_ROLES } from '@yardfleet/domain/webhooks/webhook-events';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fail, ok, type Answer } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound } from '../../shared/fleet-scope';
import { roleForbidden } from '../../shared/form-answers';
import { outboundModeOf } from './runner';
import { createEndpoint, deleteEndpoint, rotateEndpointSecret, sendTestEvent, updateEndpoint, urlProblemOf } from './webhook-changes';
import { deliveryLogOf, endpointCount, endpointOf, endpointsOf } from './webhook-queries';

/** The company of an admin's session, or the refusal 1170010403 (managers, employees, no company, app-only users, API keys). */
const adminScope = (caller: Caller): { readonly companyId: string } | { readonly refused: Answer<never> } => {
  const scope = companyScope(caller);
  if ('refused' in scope) return scope;
  return caller.role !== null && WEBHOOK_MANAGER_ROLES.includes(caller.role) && caller.apiKey === undefined ? scope : { refused: roleForbidden() };
};

const gone = (): Answer<never> => notFound('webhook endpoint');
const noEvents = (): Answer<never> => invalidFields({ events: { code: 'required', field: 'events' } });

/**
 * Webhooks (contract endpoints/webhooks.ts, docs/api.md "Webhooks"), the admin's only: list,
 * create (URL rule: 1170010001 `{ url }`; no event: `{ events }`; more than WEBHOOK_ENDPOINTS_MAX:
 * 1170010422 `too_many_endpoints`; the secret answered once; `webhook_created` logged), update
 * (events, enabled), rotate (`webhook_secret_rotated` logged), delete (`record_deleted` logged),
 * the delivery log, and a test event sent at once. Another company's endpoint answers 1170010404.
 */
export const webhookRoutes = (route: Registrar, ctx: AppContext): void => {
  const mode = outboundModeOf(ctx.config);
  route.authed(
    webhookList,
    async ({ ctx: { db }, caller }) => {
      const scope = adminScope(caller);
      if ('refused' in scope) return scope.refused;
      return ok({ items: await endpointsOf(db, scope.companyId, new Date()) });
    },
    { readOnly: true },
  );

  route.authed(webhookCreate, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const problem = urlProblemOf(input.url, mode);
    if (problem !== null) return invalidFields({ url: { code: 'invalid_choice', field: 'url', problem } });
    if (input.events.length === 0) return noEvents();
    if ((await endpointCount(db, scope.companyId)) >= WEBHOOK_ENDPOINTS_MAX)
      return fail(ServerCode.refused, `A company can hold at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`, { reason: 'too_many_endpoints' });
    const made = await createEndpoint(
      db,
      { companyId: scope.companyId, userId: caller.userId, origin: request, at: clock.now() },
      new URL(input.url).toString(),
      input.events,
    );
    const endpoint = await endpointOf(db, scope.companyId, made.id, clock.now());
    return endpoint === undefined ? gone() : ok({ endpoint, secret: made.secret });
  });

  route.authed(webhookUpdate, async ({ input, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    if (input.change.events !== undefined && input.change.events.length === 0) return noEvents();
    const changed = await updateEndpoint(db, scope.companyId, input.id, input.change, clock.now());
    const endpoint = changed ? await endpointOf(db, scope.companyId, input.id, clock.now()) : undefined;
    return endpoint === undefined ? gone() : ok(endpoint);
  });

  route.authed(webhookRotate, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const secret = await rotateEndpointSecret(db, { companyId: scope.companyId, userId: caller.userId, origin: request, at: clock.now() }, input.id);
    const endpoint = secret === null ? undefined : await endpointOf(db, scope.companyId, input.id, new Date());
    return endpoint === undefined || secret === null ? gone() : ok({ endpoint, secret });
  });

  route.authed(webhookDelete, async ({ input, request, ctx: { db, clock }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const deleted = await deleteEndpoint(db, { companyId: scope.companyId, userId: caller.userId, origin: request, at: clock.now() }, input.id);
    return deleted ? ok(null) : gone();
  });

  route.authed(
    webhookLog,
    async ({ input, ctx: { db }, caller }) => {
      const scope = adminScope(caller);
      if ('refused' in scope) return scope.refused;
      if ((await endpointOf(db, scope.companyId, input.id, new Date())) === undefined) return gone();
      return ok(await deliveryLogOf(db, input.id));
    },
    { readOnly: true },
  );

  route.authed(webhookTest, async ({ input, ctx: { db }, caller }) => {
    const scope = adminScope(caller);
    if ('refused' in scope) return scope.refused;
    const attempt = await sendTestEvent(db, scope.companyId, input.id, mode);
    return attempt === null ? gone() : ok(attempt);
  });
};
