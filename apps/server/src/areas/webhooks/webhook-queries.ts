import { sql, type Kysely } from 'kysely';
import type { WebhookAttempt, WebhookEndpoint, WebhookEventKind } from '@yardfleet/contract/endpoints/webhooks';
import { WEBHOOK_LOG_MAX } from '@yardfleet/contract/endpoints/webhooks';
import type { Database } from '../../db/schema';
import { webhookDb } from '../../db/webhook-schema';
import { isRowId } from '../../http/ids';

const iso = (d: Date | string | null): string | null => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_at: Date | string | null;
  failing_since: Date | string | null;
  previous_secret_until: Date | string | null;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const selectEndpoints = (db: Kysely<Database>) =>
  webhookDb(db)
    .selectFrom('webhook_endpoints as e')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.url',
      'e.events',
      'e.enabled',
      'e.disabled_at',
      'e.failing_since',
      'e.previous_secret_until',
      'e.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);

const toEndpoint = (r: EndpointRow, now: Date): WebhookEndpoint =>
  ({
    id: r.id,
    url: r.url,
    events: r.events as WebhookEventKind[],
    enabled: r.enabled,
    disabledAt: iso(r.disabled_at),
    failingSince: iso(r.failing_since),
    rotatedUntil: r.previous_secret_until !== null && new Date(r.previous_secret_until) > now ? iso(r.previous_secret_until) : null,
    createdAt: iso(r.created_at),
    createdBy: r.email === null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email,
  }) as WebhookEndpoint;

/** The endpoints of `companyId`, oldest first, as the contract shows them (`now`, the wall clock like the signatures, decides whether a rotation's grace period still runs). */
export const endpointsOf = async (db: Kysely<Database>, companyId: string, now: Date): Promise<WebhookEndpoint[]> =>
  (await selectEndpoints(db).where('e.company_id', '=', companyId).orderBy('e.created_at').orderBy('e.id').execute()).map((r) => toEndpoint(r, now));

/** The endpoint `id` of `companyId`, or undefined (another company's, a malformed id or none). */
export const endpointOf = async (db: Kysely<Database>, companyId: string, id: string, now: Date): Promise<WebhookEndpoint | undefined> => {
  if (!isRowId(id)) return undefined;
  const row = await selectEndpoints(db).where('e.company_id', '=', companyId).where('e.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toEndpoint(row, now);
};

/** How many endpoints `companyId` holds. */
export const endpointCount = async (db: Kysely<Database>, companyId: string): Promise<number> =>
  Number(
    (
      await webhookDb(db)
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The last WEBHOOK_LOG_MAX attempts of endpoint `id`, newest first, and its deliveries still pending. */
export const deliveryLogOf = async (db: Kysely<Database>, id: string): Promise<{ items: WebhookAttempt[]; pending: number }> => {
  const rows = await webhookDb(db)
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .select(['a.attempted_at', 'd.event_id', 'd.kind', 'a.status_code', 'a.duration_ms', 'a.error', 'a.response_body'])
    .where('a.endpoint_id', '=', id)
    .orderBy('a.attempted_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(WEBHOOK_LOG_MAX)
    .execute();
  const { rows: pending } = await sql<{ n: string }>`select count(*) as n from webhook_deliveries
    where endpoint_id = ${id}::uuid and delivered_at is null and gave_up_at is null`.execute(db);
  return {
    items: rows.map(
      (r) =>
        ({
          at: iso(r.attempted_at),
          eventId: r.event_id,
          kind: r.kind,
          status: r.status_code,
          durationMs: r.duration_ms,
          error: r.error,
          response: r.response_body,
        }) as WebhookAttempt,
    ),
    pending: Number(pending[0]?.n ?? 0),
  };
};
