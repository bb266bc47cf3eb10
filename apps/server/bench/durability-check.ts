/**
 * The checks of the kill -9 durability script (rules 20.10): which acknowledged reports a
 * database holds, read straight from its tables (a copy of the PGlite folder as the kill left it,
 * or the PostgreSQL database), and whether the restarted server answers a readiness probe, a read
 * and a write.
 */
import { cpSync, rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { loginInfo } from '@yardfleet/contract/endpoints/auth';
import { connect, type DatabaseTarget } from '../src/db/connect';
import { fleetDb } from '../src/db/fleet-schema';
import { pendingMigrations } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { call, sendPositions, succeeded, webHeaders, type BoundMachine, type PositionCall, type Session } from './device-load';

/** A report's identity: machine id and fix time (ISO), the idempotency key of `equipment_reports`. */
export const reportKey = (equipmentId: string, fixAt: string): string => `${equipmentId}|${fixAt}`;

/** What the database holds of the reports sent in a cycle. */
export interface Stored {
  /** Keys of the sent reports found in `equipment_reports`. */
  readonly keys: ReadonlySet<string>;
  /** Migrations the database has not applied (a clean reopen has none). */
  readonly pending: readonly string[];
  /** Time to open the database and answer the first query, ms (for a PGlite copy: its crash recovery). */
  readonly openMs: number;
}

/**
 * Reads the sent reports (machines `equipmentIds`, fix times within [from, to]) from `target`.
 * PGlite: the folder is copied first and the copy opened here (the same crash state the restarted
 * server recovers from; PGlite cannot be opened by two processes), then removed.
 */
export const readStored = async (target: DatabaseTarget, copyTo: string, equipmentIds: readonly string[], from: string, to: string): Promise<Stored> => {
  const opened = target.kind === 'pglite' ? { kind: 'pglite' as const, dataDir: copyTo } : target;
  if (target.kind === 'pglite') cpSync(target.dataDir, copyTo, { recursive: true });
  const started = performance.now();
  const db: Kysely<Database> = connect(opened);
  try {
    const pending = await pendingMigrations(db);
    const openMs = performance.now() - started;
    const rows = await fleetDb(db)
      .selectFrom('equipment_reports')
      .select(['equipment_id', 'fix_at'])
      .where('equipment_id', 'in', [...equipmentIds])
      .where('fix_at', '>=', new Date(from))
      .where('fix_at', '<=', new Date(to))
      .execute();
    const keys = new Set(rows.map((r) => reportKey(r.equipment_id, new Date(r.fix_at).toISOString())));
    return { keys, pending, openMs };
  } finally {
    await db.destroy();
    if (target.kind === 'pglite') rmSync(copyTo, { recursive: true, force: true });
  }
};

/** The restarted server's answers: readiness (HTTP status of /readyz, null when it has none), a read, a write. */
export interface ReopenChecks {
  readonly ready: number | null;
  readonly read: boolean;
  readonly write: boolean;
}

/**
 * Asks the restarted server `/readyz`, the session's user info (a read through the sessions table)
 * and stores one report (a write: `accepted` 1); `onAcked` gets the report's key when acknowledged.
 */
export const checkReopened = async (
  base: string,
  session: Session,
  machine: BoundMachine,
  next: PositionCall,
  onAcked: (key: string) => void,
): Promise<ReopenChecks> => {
  const readyz = await fetch(`${base}/readyz`).then(async (r) => {
    await r.arrayBuffer();
    return r.status === 404 ? null : r.status;
  });
  const read = succeeded(await call(`${base}${loginInfo.path}`, { method: 'GET', headers: webHeaders(session) }));
  const answer = await sendPositions(base, machine, next.body);
  const accepted: unknown = typeof answer.entry === 'object' && answer.entry !== null ? Reflect.get(answer.entry, 'accepted') : undefined;
  const write = succeeded(answer) && accepted === next.fixTimes.length;
  if (succeeded(answer)) for (const at of next.fixTimes) onAcked(reportKey(machine.equipmentId, at));
  return { ready: readyz, read, write };
};
