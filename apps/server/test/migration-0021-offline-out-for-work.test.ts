import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDb, type AlertDatabase } from '../src/db/alert-schema';
import { migrateToLatest } from '../src/db/migrate';
import { down, up } from '../src/db/migrations/0021-offline-out-for-work';
import { ruleFromRow } from '../src/areas/alerts/rule-rows';
import { backends } from './harness';

// Migration 0021 (rules 22.1): a machine offline rule stored before `onlyOutForWork` existed keeps
// watching every silent machine (the parameter added as false) and reads as a valid rule again.

describe.each(backends())('migration 0021 (offline out for work) on $name', (backend) => {
  let db: Kysely<AlertDatabase>;
  let dispose: () => Promise<void>;
  const company = randomUUID();

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    await migrateToLatest(opened.db);
    db = alertDb(opened.db);
    await db.insertInto('companies').values({ id: company, name: 'Old Rules Yard', time_zone: 'Europe/Berlin', version: 'FULL_VERSION' }).execute();
  });
  afterAll(async () => {
    await dispose();
  });

  const ruleWith = async (condition: object): Promise<string> =>
    (
      await db
        .insertInto('alert_rules')
        .values({
          company_id: company,
          name: `Rule ${randomUUID()}`,
          kind: 'machine_offline',
          condition: JSON.stringify(condition),
          scope_kind: 'all',
          scope_id: null,
          recipients: JSON.stringify({ people: [], roles: ['admin'] }),
          email: false,
          hold_minutes: 0,
          reopen_within_minutes: 60,
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stored = (id: string) => db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('adds onlyOutForWork false to an older offline rule, keeps a set one, and takes it away again on down', async () => {
    const older = await ruleWith({ kind: 'machine_offline', offlineMinutes: 45, onlyDuringWorkingHours: true });
    const newer = await ruleWith({ kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: true });
    const before = await stored(older);
    expect(() => ruleFromRow(before)).toThrow(/invalid condition/);
    await up(db as Kysely<unknown>);
    expect(ruleFromRow(await stored(older)).draft.condition).toEqual({
      kind: 'machine_offline',
      offlineMinutes: 45,
      onlyDuringWorkingHours: true,
      onlyOutForWork: false,
    });
    expect(ruleFromRow(await stored(newer)).draft.condition).toEqual({
      kind: 'machine_offline',
      offlineMinutes: 30,
      onlyDuringWorkingHours: true,
      onlyOutForWork: true,
    });
    await down(db as Kysely<unknown>);
    expect((await stored(older)).condition).toEqual({ kind: 'machine_offline', offlineMinutes: 45, onlyDuringWorkingHours: true });
    await up(db as Kysely<unknown>);
  });
});
