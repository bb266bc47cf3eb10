import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a delivered or given-up delivery and its attempts stay in the log, days. */
export const WEBHOOK_LOG_KEEP_DAYS = 7;

/** Most rows one prune statement deletes, so a large backlog never holds a long statement. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes deliveries delivered or given up more than WEBHOOK_LOG_KEEP_DAYS before `now`, with their
 * attempts (docs/api.md "Webhooks"), PRUNE_BATCH at a time until none is left. Pending deliveries
 * are never deleted. @returns how many deliveries were deleted.
 */
export const pruneWebhookDeliveries = async (db: Kysely<Database>, now: Date): Promise<number> => {
  const before = new Date(now.getTime() - WEBHOOK_LOG_KEEP_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ id: string }>`delete from webhook_deliveries where id in (
        select id from webhook_deliveries where delivered_at < ${before} or gave_up_at < ${before} limit ${PRUNE_BATCH})
      returning id`.execute(db);
    total += rows.length;
    if (rows.length < PRUNE_BATCH) return total;
  }
};
