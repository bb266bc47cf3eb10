import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Events older than this are dropped, ms (a client away longer gets `event: reset`). */
export const LIVE_KEEP_MS = 60 * 60_000;
/** At most this many newest events are kept per company. */
export const LIVE_KEEP_PER_COMPANY = 10_000;
/** How often the prune runs, ms. */
export const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Drops `live_events` older than LIVE_KEEP_MS (database time) or beyond the newest
 * LIVE_KEEP_PER_COMPANY of their company, always keeping each company's newest event, so a
 * `Last-Event-ID` older than the oldest kept event means events were dropped (`event: reset`).
 * @returns how many events were dropped.
 */
export const pruneLiveEvents = async (
  db: Kysely<Database>,
  keep: { readonly ms: number; readonly perCompany: number } = { ms: LIVE_KEEP_MS, perCompany: LIVE_KEEP_PER_COMPANY },
): Promise<number> => {
  // Each company's newest id and cut are computed once (materialized): planned as correlated
  // subqueries they ran once per event row, quadratic in the events (in the soak, 20,000 events
  // took 79 s on PGlite and outlived PostgreSQL's statement timeout).
  const old = await sql`with newest as materialized (select company_id, max(id) as id from live_events group by company_id)
    delete from live_events e using newest n
    where e.company_id = n.company_id and e.id < n.id
      and e.created_at < now() - make_interval(secs => ${keep.ms / 1000})`.execute(db);
  const beyond = await sql`with cut as materialized (
      select c.id as company_id, (select k.id from live_events k where k.company_id = c.id order by k.id desc offset ${keep.perCompany - 1} limit 1) as id
      from companies c
    )
    delete from live_events e using cut
    where e.company_id = cut.company_id and e.id < cut.id`.execute(db);
  return Number(old.numAffectedRows ?? 0n) + Number(beyond.numAffectedRows ?? 0n);
};

/** Runs `pruneLiveEvents` every PRUNE_EVERY_MS (the timer does not keep the process alive). @returns the function that stops it. */
export const startPruner = (db: Kysely<Database>, onError: (error: unknown) => void): (() => void) => {
  const timer = setInterval(() => {
    pruneLiveEvents(db).catch(onError);
  }, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
