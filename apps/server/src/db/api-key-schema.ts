import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { ApiKeyScope } from '@yardfleet/domain/rules/api-keys';
import type { Database } from './schema';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The table migration 0025-api-keys adds (docs/security.md "API keys"), typed with `apiKeyDb(db)`. */
export type ApiKeyTables = {
  api_keys: {
    id: Generated<string>;
    company_id: string;
    /** The key's public id: its shown prefix is `yf_live_<public_id>`. */
    public_id: string;
    /** Hex SHA-256 of the whole key; the key itself is never stored. */
    key_hash: string;
    name: string;
    scope: ApiKeyScope;
    /** Null: never expires. */
    expires_at: Timestamp | null;
    /** Null once the creator is deleted. */
    created_by: string | null;
    created_at: Timestamp;
    /** Null while the key is live. */
    revoked_at: Timestamp | null;
    last_used_at: Timestamp | null;
    last_used_address: string | null;
    /** The last addresses it was used from, newest first, at most 10. */
    known_addresses: ColumnType<string[], string[] | undefined, string[]>;
  };
};

export type ApiKeyDatabase = Database & ApiKeyTables;
export type ApiKeyRow = Selectable<ApiKeyTables['api_keys']>;

/** The same connection (or transaction), typed with the API key table. */
export const apiKeyDb = (db: Kysely<Database>): Kysely<ApiKeyDatabase> => db.withTables<ApiKeyTables>();
