import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldChanges, recordActivities, recordActivity, tagLabel } from '../src/areas/security-log/activity';
import { apiKeyDb } from '../src/db/api-key-schema';
import { SECURITY_LOG_KEEP_DAYS, pruneSecurityEvents } from '../src/areas/security-log/prune';
import { securityDb } from '../src/db/security-schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, startTestApp, type TestApp } from './harness';

const FROM = { ip: '198.51.100.7', headers: { 'user-agent': 'Activity test browser' } };

describe('fieldChanges', () => {
  it('lists only the fields that differ, lists compared as sets and sorted', () => {
    expect(fieldChanges({ name: 'Mower 6', tags: ['Crew: B', 'Crew: A'] }, { name: 'Mower 7', tags: ['Crew: A', 'Crew: B'] })).toEqual([
      { field: 'name', from: 'Mower 6', to: 'Mower 7' },
    ]);
    expect(fieldChanges({}, { tags: [tagLabel('Crew', 'B'), tagLabel('Crew', 'A')] })).toEqual([{ field: 'tags', from: null, to: ['Crew: A', 'Crew: B'] }]);
    expect(fieldChanges({ runtime: 3 }, { runtime: 3 })).toEqual([]);
  });
});

describe.each(backends())('recordActivity on $name', (backend) => {
  let t: TestApp;
  let admin: { id: string; company_id: string | null; first_name: string; last_name: string; email: string };
  let machine: { id: string; name: string };
  const events = () =>
    securityDb(t.db)
      .selectFrom('security_events')
      .selectAll()
      .where('kind', 'in', ['equipment_renamed', 'equipment_tags_changed'])
      .orderBy('occurred_at')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await t.db
      .selectFrom('users')
      .select(['id', 'company_id', 'first_name', 'last_name', 'email'])
      .where('email', '=', DEMO_LOGINS.admin)
      .executeTakeFirstOrThrow();
    machine = await t.db
      .selectFrom('equipment')
      .select(['id', 'name'])
      .where('company_id', '=', admin.company_id ?? '')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  it('records who, when, from where, what and the fields before and after, in the change transaction', async () => {
    const at = t.clock.now();
    const by = { userId: admin.id, companyId: admin.company_id };
    const target = { type: 'equipment' as const, id: machine.id, label: 'Mower 7' };
    await t.db.transaction().execute(async (trx) => {
      expect(
        await recordActivity(trx, {
          by,
          origin: FROM,
          at,
          kind: 'equipment_renamed',
          target,
          equipmentId: machine.id,
          fields: [{ field: 'name', from: machine.name, to: 'Mower 7' }],
        }),
      ).toBe(true);
    });
    const [row, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      company_id: admin.company_id,
      kind: 'equipment_renamed',
      actor_user_id: admin.id,
      actor_name: `${admin.first_name} ${admin.last_name}`,
      actor_email: admin.email,
      actor_api_key_id: null,
      address: FROM.ip,
      user_agent: 'Activity test browser',
      target_type: 'equipment',
      target_id: machine.id,
      target_label: 'Mower 7',
      equipment_id: machine.id,
      fields: [{ field: 'name', from: machine.name, to: 'Mower 7' }],
    });
    expect(row?.occurred_at.toISOString()).toBe(at.toISOString());
  });

  it('records nothing when the change rolls back, and nothing for a change without fields', async () => {
    const before = (await events()).length;
    const by = { userId: admin.id, companyId: admin.company_id };
    const target = { type: 'equipment' as const, id: machine.id, label: machine.name };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordActivity(trx, {
          by,
          origin: FROM,
          at: t.clock.now(),
          kind: 'equipment_renamed',
          target,
          equipmentId: machine.id,
          fields: [{ field: 'name', from: 'a', to: 'b' }],
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await recordActivity(t.db, { by, origin: FROM, at: t.clock.now(), kind: 'equipment_renamed', target, fields: [] })).toBe(false);
    expect((await events()).length).toBe(before);
  });

  it('names the API key that made a change (name and prefix), not the admin behind it', async () => {
    const key = await apiKeyDb(t.db)
      .insertInto('api_keys')
      .values({
        company_id: admin.company_id ?? '',
        public_id: 'ActivityKey1',
        key_hash: 'activity-test-hash',
        name: 'Crew sync',
        scope: 'read_write',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const by = { userId: admin.id, companyId: admin.company_id, apiKey: { id: key.id, name: 'Crew sync', prefix: 'yf_live_ActivityKey1' } };
    const target = { type: 'equipment' as const, id: machine.id, label: machine.name };
    t.clock.advance(1000);
    expect(
      await recordActivities(t.db, {
        by,
        origin: FROM,
        at: t.clock.now(),
        changes: [{ kind: 'equipment_tags_changed', target, equipmentId: machine.id, fields: [{ field: 'tags', from: [], to: ['Crew: A'] }] }],
      }),
    ).toBe(1);
    const row = (await events()).at(-1);
    expect(row).toMatchObject({
      kind: 'equipment_tags_changed',
      actor_user_id: null,
      actor_email: null,
      actor_name: 'Crew sync',
      actor_api_key_id: key.id,
      actor_api_key_prefix: 'yf_live_ActivityKey1',
      fields: [{ field: 'tags', from: [], to: ['Crew: A'] }],
    });
  });

  it('is pruned with the security log after SECURITY_LOG_KEEP_DAYS (rules 20.13: the same retention)', async () => {
    expect((await events()).length).toBeGreaterThan(0);
    const later = new Date(t.clock.now().getTime() + (SECURITY_LOG_KEEP_DAYS + 1) * 86_400_000);
    await pruneSecurityEvents(t.db, { now: () => later });
    expect(await events()).toEqual([]);
  });
});
