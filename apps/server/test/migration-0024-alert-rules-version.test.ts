import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDb, type AlertDatabase } from '../src/db/alert-schema';
import { migrateToLatest } from '../src/db/migrate';
import { backends } from './harness';

// Migration 0024 (rules 22.1): every statement that adds, changes or deletes a company's alert
// rules moves that company's `alert_rules_version` (what the engine's rule cache is keyed by), and
// no other company's.

describe.each(backends())('migration 0024 (alert rules version) on $name', (backend) => {
  let db: Kysely<AlertDatabase>;
  let dispose: () => Promise<void>;
  const [ours, theirs] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    await migrateToLatest(opened.db);
    db = alertDb(opened.db);
    for (const [id, name] of [
      [ours, 'Version Yard'],
      [theirs, 'Other Yard'],
    ] as const) {
      await db.insertInto('companies').values({ id, name, time_zone: 'America/Chicago', version: 'FULL_VERSION' }).execute();
    }
  });
  afterAll(async () => {
    await dispose();
  });

  const versions = async () => {
    const { rows } = await sql<{ id: string; v: string }>`select id::text as id, alert_rules_version::text as v from companies
      where id in (${ours}::uuid, ${theirs}::uuid)`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.id === ours ? 'ours' : 'theirs', Number(r.v)]));
  };
  const rule = (name: string) => ({
    company_id: ours,
    name,
    kind: 'fault_reported' as const,
    condition: JSON.stringify({ kind: 'fault_reported', errorCodes: [] }),
    scope_kind: 'all' as const,
    scope_id: null,
    recipients: JSON.stringify({ people: [], roles: ['admin'] }),
    email: false,
    hold_minutes: 0,
    reopen_within_minutes: 60,
    created_by: null,
  });

  it('moves the company of every added, changed, paused and deleted rule once per statement, and no other company', async () => {
    expect(await versions()).toEqual({ ours: 0, theirs: 0 });
    await db
      .insertInto('alert_rules')
      .values([rule('Faults'), rule('Faults again')])
      .execute();
    expect(await versions()).toEqual({ ours: 1, theirs: 0 });
    await db.updateTable('alert_rules').set({ paused: true }).where('name', '=', 'Faults').execute();
    expect(await versions()).toEqual({ ours: 2, theirs: 0 });
    // A statement that changes nothing moves nothing.
    await db.updateTable('alert_rules').set({ paused: true }).where('name', '=', 'No such rule').execute();
    expect(await versions()).toEqual({ ours: 2, theirs: 0 });
    await db.deleteFrom('alert_rules').where('company_id', '=', ours).execute();
    expect(await versions()).toEqual({ ours: 3, theirs: 0 });
  });
});
