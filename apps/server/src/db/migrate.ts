import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as initialSchema from './migrations/0001-initial-schema';
import * as accounts from './migrations/0002-accounts';
import * as fleet from './migrations/0003-fleet';
import * as liveEvents from './migrations/0004-live-events';
import * as power from './migrations/0005-power';
import * as reports from './migrations/0006-reports';
import * as mailAttachments from './migrations/0007-mail-attachments';
import * as reportIndexes from './migrations/0008-report-indexes';
import * as gatewaysDealers from './migrations/0009-gateways-dealers';
import * as notifications from './migrations/0010-notifications';
import * as securityLog from './migrations/0011-security-log';
import * as equipmentListAtScale from './migrations/0012-equipment-list-at-scale';
import * as sessionChangeNotify from './migrations/0013-session-change-notify';
import * as serviceMarks from './migrations/0015-service-marks';
import * as equipmentSearchSuffixes from './migrations/0016-equipment-search-suffixes';
import * as ingestAtScale from './migrations/0017-ingest-at-scale';
import * as groupedNoticeGroup from './migrations/0018-grouped-notices';
import * as alerts from './migrations/0019-alerts';
import * as alertEvents from './migrations/0020-alert-events';
import * as offlineOutForWork from './migrations/0021-offline-out-for-work';
import * as reportScheduleTiming from './migrations/0022-report-schedule-timing';
import * as machineLastWarehouse from './migrations/0023-machine-last-warehouse';
import * as alertRulesVersion from './migrations/0024-alert-rules-version';
import * as apiKeys from './migrations/0025-api-keys';
import * as webhooks from './migrations/0026-webhooks';
import * as activityHistory from './migrations/0027-activity-history';
import * as liveStreamLeases from './migrations/0030-live-stream-leases';
import * as equipmentFilterIndexes from './migrations/0031-equipment-filter-indexes';
import * as searchSuffixesByDifference from './migrations/0032-search-suffixes-by-difference';
import type { Database } from './schema';

/** Every migration, in order. Add new files here; never edit a migration that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-accounts': accounts,
  '0003-fleet': fleet,
  '0004-live-events': liveEvents,
  '0005-power': power,
  '0006-reports': reports,
  '0007-mail-attachments': mailAttachments,
  '0008-report-indexes': reportIndexes,
  '0009-gateways-dealers': gatewaysDealers,
  '0010-notifications': notifications,
  '0011-security-log': securityLog,
  '0012-equipment-list-at-scale': equipmentListAtScale,
  '0013-session-change-notify': sessionChangeNotify,
  // No 0014: the number was reserved for a migration that was never written; no database has it.
  '0015-service-marks': serviceMarks,
  '0016-equipment-search-suffixes': equipmentSearchSuffixes,
  '0017-ingest-at-scale': ingestAtScale,
  '0018-grouped-notices': groupedNoticeGroup,
  '0019-alerts': alerts,
  '0020-alert-events': alertEvents,
  '0021-offline-out-for-work': offlineOutForWork,
  '0022-report-schedule-timing': reportScheduleTiming,
  '0023-machine-last-warehouse': machineLastWarehouse,
  '0024-alert-rules-version': alertRulesVersion,
  '0025-api-keys': apiKeys,
  '0026-webhooks': webhooks,
  '0027-activity-history': activityHistory,
  // No 0028 or 0029: numbers reserved for migrations that were never written; no database has them.
  '0030-live-stream-leases': liveStreamLeases,
  '0031-equipment-filter-indexes': equipmentFilterIndexes,
  '0032-search-suffixes-by-difference': searchSuffixesByDifference,
};

/** A static provider, so the bundle needs no migration folder on disk. */
const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** PostgreSQL's SQLSTATE for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/**
 * The names of the migrations `db` has applied, read with one query of Kysely's migration table;
 * null when that table does not exist yet (a new database).
 * @throws the database's error for anything else (unreachable, timeout).
 */
const appliedMigrations = async (db: Kysely<Database>): Promise<ReadonlySet<string> | null> => {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((r) => r.name));
  } catch (error) {
    if ((error as { readonly code?: unknown }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
};

/** True when every migration of MIGRATIONS is recorded as applied (one query; cold start, rules 21.10). */
const upToDate = async (db: Kysely<Database>): Promise<boolean> => {
  const applied = await appliedMigrations(db);
  return applied !== null && Object.keys(MIGRATIONS).every((name) => applied.has(name));
};

/**
 * Runs every pending migration through Kysely's Migrator. An up-to-date database (every start but
 * the first after an upgrade) costs one query: the Migrator (lock table, lock, reads, several round
 * trips) runs only when a migration is missing (cold start of the built server, rules 21.10).
 * @returns the names of the migrations applied now (empty when up to date).
 * @throws the migration's error, after Kysely rolled that migration back.
 */
export const migrateToLatest = async (db: Kysely<Database>): Promise<string[]> => {
  if (await upToDate(db)) return [];
  const migrator = new Migrator({ db, provider });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error !== undefined) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

/**
 * The names of the migrations `db` has not applied yet, in order (empty when up to date); reads
 * Kysely's migration table without changing anything (`/readyz`, rules 20.4), with one
 * query when it exists.
 */
export const pendingMigrations = async (db: Kysely<Database>): Promise<string[]> => {
  const applied = await appliedMigrations(db);
  if (applied !== null) return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
  return (await new Migrator({ db, provider }).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
};
