import type { Kysely } from 'kysely';

/** Issue 9 (power area): filled in by the charger device side. */
export const up = async (_db: Kysely<unknown>): Promise<void> => {};

/** Reverses `up`. */
export const down = async (_db: Kysely<unknown>): Promise<void> => {};
