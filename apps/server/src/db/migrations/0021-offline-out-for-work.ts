import { sql, type Kysely } from 'kysely';

/**
 * The machine offline rule's `onlyOutForWork` parameter (rules 22.1): every stored
 * `machine_offline` condition gets it, false, so the rules written before it keep what they watch
 * (every silent machine, wherever it rests).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update alert_rules set condition = condition || '{"onlyOutForWork": false}'::jsonb
    where kind = 'machine_offline' and not condition ? 'onlyOutForWork'`.execute(db);
};

/** Reverses `up`: the parameter leaves every stored condition. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update alert_rules set condition = condition - 'onlyOutForWork' where kind = 'machine_offline'`.execute(db);
};
