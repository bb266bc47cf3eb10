import { sql } from 'kysely';
import { LIVE_REPLAY_LIMIT, LIVE_REPLAY_MARGIN_MS, LIVE_REPLAY_WINDOW_MAX_MS, type LiveEntity } from '@yardfleet/contract/endpoints/live';
import type { AppContext } from '../context';
import { changeMessage, RESET_MESSAGE } from './messages';

/**
 * The messages a first connection with a `Live-Replay-Ms` window of `windowMs` is owed (contract
 * endpoints/live.ts): the company's events created within `windowMs` + LIVE_REPLAY_MARGIN_MS of
 * the database's now, at most LIVE_REPLAY_LIMIT (the newest), preceded by `event: reset` when there
 * were more or the window is longer than LIVE_REPLAY_WINDOW_MAX_MS (events that old may be pruned).
 */
export const recentFor = async (ctx: AppContext, companyId: string, windowMs: number): Promise<{ text: string; ids: Set<string> }> => {
  if (windowMs > LIVE_REPLAY_WINDOW_MAX_MS) return { text: RESET_MESSAGE, ids: new Set() };
  const rows = await sql<{ id: string; entity: LiveEntity; entity_id: string }>`select id::text as id, entity, entity_id from live_events
    where company_id = ${companyId}::uuid and created_at >= now() - make_interval(secs => ${(windowMs + LIVE_REPLAY_MARGIN_MS) / 1000})
    order by id desc limit ${LIVE_REPLAY_LIMIT + 1}`.execute(ctx.db);
  const kept = rows.rows.slice(0, LIVE_REPLAY_LIMIT).reverse();
  return {
    text: (rows.rows.length > LIVE_REPLAY_LIMIT ? RESET_MESSAGE : '') + kept.map((r) => changeMessage(r.id, r.entity, r.entity_id)).join(''),
    ids: new Set(kept.map((r) => r.id)),
  };
};

/**
 * The messages a reconnect after `lastId` is owed (contract endpoints/live.ts): the company's kept
 * events after it, at most LIVE_REPLAY_LIMIT (the newest), preceded by `event: reset` when some
 * may be missing: `lastId` is older than the company's oldest kept event (pruned since) or more
 * than LIVE_REPLAY_LIMIT events followed it.
 */
export const replayFor = async (ctx: AppContext, companyId: string, lastId: string): Promise<{ text: string; ids: Set<string> }> => {
  const rows = await sql<{ id: string; entity: LiveEntity; entity_id: string }>`select id::text as id, entity, entity_id from live_events
    where company_id = ${companyId}::uuid and id > ${lastId}::bigint order by id desc limit ${LIVE_REPLAY_LIMIT + 1}`.execute(ctx.db);
  const oldest = await sql<{ id: string | null }>`select min(id)::text as id from live_events where company_id = ${companyId}::uuid`.execute(ctx.db);
  const oldestId = oldest.rows[0]?.id ?? null;
  const missing = rows.rows.length > LIVE_REPLAY_LIMIT || (oldestId !== null && BigInt(lastId) < BigInt(oldestId));
  const kept = rows.rows.slice(0, LIVE_REPLAY_LIMIT).reverse();
  return {
    text: (missing ? RESET_MESSAGE : '') + kept.map((r) => changeMessage(r.id, r.entity, r.entity_id)).join(''),
    ids: new Set(kept.map((r) => r.id)),
  };
};
