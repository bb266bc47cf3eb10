import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The tables migration 0026-webhooks adds (docs/api.md "Webhooks"), typed with `webhookDb(db)`; see the migration for what each column means. */
export type WebhookTables = {
  webhook_endpoints: {
    id: Generated<string>;
    company_id: string;
    url: string;
    events: string[];
    /** `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
    secret: string;
    previous_secret: string | null;
    previous_secret_until: Timestamp | null;
    enabled: Generated<boolean>;
    disabled_at: Timestamp | null;
    failing_since: Timestamp | null;
    created_by: string | null;
    created_at: Timestamp;
  };
  webhook_deliveries: {
    id: Generated<string>;
    event_id: string;
    endpoint_id: string;
    kind: string;
    payload: ColumnType<unknown, string, string>;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
    attempts: Generated<number>;
    next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
    claim_id: string | null;
    claimed_until: Timestamp | null;
    delivered_at: Timestamp | null;
    gave_up_at: Timestamp | null;
  };
  webhook_attempts: {
    id: ColumnType<string, never, never>;
    delivery_id: string;
    endpoint_id: string;
    attempted_at: Timestamp;
    /** Null: no HTTP answer (refused address, timeout, network error). */
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    /** At most 1 KiB of the answer. */
    response_body: string | null;
  };
};

export type WebhookDatabase = Database & WebhookTables;

/** The same connection (or transaction), typed with the webhook tables. */
export const webhookDb = (db: Kysely<Database>): Kysely<WebhookDatabase> => db.withTables<WebhookTables>();
