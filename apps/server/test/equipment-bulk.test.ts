import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { bearer, createKey } from './api-keys-support';
import { backends, call, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { addTag, bulk, listTotal, machineIds, NO_FILTERS } from './equipment-bulk-support';

/** Bulk actions on the equipment list (docs/roles.md "Bulk actions", contract equipment-bulk.ts). */
describe.each(backends())('equipment bulk actions on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  let greenway: string;
  let brightline: string;
  let ours: string[];
  let theirs: string[];
  let tag: string;
  let theirTag: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power'] as const);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    ours = await machineIds(t.db, greenway, 5);
    theirs = await machineIds(t.db, brightline, 2);
    tag = await addTag(t.db, greenway, 'Crew North');
    theirTag = await addTag(t.db, brightline, 'Their crew');
  });
  afterAll(async () => {
    await t.close();
  });

  const byFilters = (filters: Record<string, unknown>) => ({ kind: 'filters', filters: { ...NO_FILTERS, ...filters } });
  const byIds = (ids: readonly string[]) => ({ kind: 'ids', ids });
  const tagsOf = async (id: string) => (await t.db.selectFrom('equipment_tags').select('tag_id').where('equipment_id', '=', id).execute()).map((r) => r.tag_id);

  it('counts every machine matching the filters exactly as the list totals them, for every member', async () => {
    expect(theirs).toHaveLength(2);
    for (const filters of [{}, { category: 'mower' }, { search: 'mow' }, { onlineStatus: 'online' }, { serviceDue: 'overdue' }, { faulty: true }]) {
      const total = await listTotal(t.app, s.admin, filters);
      for (const who of [s.admin, s.manager, s.employee]) {
        const answer = await bulk(t.app, 'count', who, { selection: byFilters(filters) });
        expect(answer.body.code).toBe(200);
        expect(answer.body.entry.count).toBe(total);
      }
    }
    expect(await listTotal(t.app, s.admin, {})).toBe(168);
  });

  it("never counts another company's machines: their ids are left out, and their member sees none of ours", async () => {
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds([...ours, ...theirs, ...ours.slice(0, 1)]) })).body.entry.count).toBe(5);
    expect((await bulk(t.app, 'count', s.power, { selection: byIds(ours) })).body.entry.count).toBe(0);
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds(theirs) })).body.entry.count).toBe(0);
  });

  it('refuses unknown fields (HTTP 400 unknown_field), an empty id list and more than 10,000 ids; takes 10,000', async () => {
    const unknown = await bulk(t.app, 'count', s.admin, { selection: byIds(ours), extra: 1 });
    // As on every call (rules 7.8, docs/error-codes.md): HTTP 400 unknown_field naming the field.
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'unknown_field', message: 'unknown field "extra"' });
    expect((await bulk(t.app, 'count', s.admin, { selection: { ...byFilters({}), extra: true } })).status).toBe(400);
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds([]) })).status).toBe(400);
    const many = (n: number) => Array.from({ length: n }, (_, i) => ours[i % ours.length] ?? '');
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds(many(10_001)) })).status).toBe(400);
    // 10,000 ids (about 390 KB of JSON) are one call.
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds(many(10_000)) })).body.entry.count).toBe(5);
  });

  it('lets the manager add and remove tags on a selection in one call, counting only machines that changed, and announces them live', async () => {
    const liveCount = async () => Number((await sql<{ n: string }>`select count(*) as n from live_events`.execute(t.db)).rows[0]?.n);
    const before = await liveCount();
    const added = await bulk(t.app, 'tags', s.manager, { selection: byIds([...ours.slice(0, 3), ...theirs]), add: [tag], remove: [] });
    expect(added.body).toMatchObject({ code: 200, entry: { count: 3 } });
    for (const id of ours.slice(0, 3)) expect(await tagsOf(id)).toContain(tag);
    for (const id of theirs) expect(await tagsOf(id)).not.toContain(tag);
    // Applying it again changes nothing; the tag filter now counts the three.
    expect((await bulk(t.app, 'tags', s.manager, { selection: byIds(ours.slice(0, 3)), add: [tag], remove: [] })).body.entry.count).toBe(0);
    expect((await bulk(t.app, 'count', s.employee, { selection: byFilters({ tagId: tag }) })).body.entry.count).toBe(3);
    const events = (await sql<{ entity: string; entity_id: string }>`select entity, entity_id from live_events order by id desc limit 3`.execute(t.db)).rows;
    expect(events.map((e) => e.entity)).toEqual(['equipment', 'equipment', 'equipment']);
    expect(new Set(events.map((e) => e.entity_id))).toEqual(new Set(ours.slice(0, 3)));
    expect(await liveCount()).toBe(before + 3);
    const removed = await bulk(t.app, 'tags', s.admin, { selection: byFilters({ tagId: tag }), add: [], remove: [tag] });
    expect(removed.body).toMatchObject({ code: 200, entry: { count: 3 } });
    expect((await bulk(t.app, 'count', s.admin, { selection: byFilters({ tagId: tag }) })).body.entry.count).toBe(0);
  });

  it("refuses the employee, another company's tag, an empty change and a tag both added and removed, changing nothing", async () => {
    const employee = await bulk(t.app, 'tags', s.employee, { selection: byIds(ours), add: [tag], remove: [] });
    expect(employee.body.code).toBe(ServerCode.forbiddenRole);
    const foreign = await bulk(t.app, 'tags', s.admin, { selection: byIds(ours), add: [tag, theirTag], remove: [] });
    expect(foreign.body.code).toBe(ServerCode.notFound);
    expect((await bulk(t.app, 'tags', s.power, { selection: byIds(theirs), add: [tag], remove: [] })).body.code).toBe(ServerCode.notFound);
    expect((await bulk(t.app, 'tags', s.admin, { selection: byIds(ours), add: [], remove: [] })).body.code).toBe(ServerCode.validationFailed);
    expect((await bulk(t.app, 'tags', s.admin, { selection: byIds(ours), add: [tag], remove: [tag] })).body.code).toBe(ServerCode.validationFailed);
    for (const id of ours) expect(await tagsOf(id)).not.toContain(tag);
  });

  it('lets a read API key count and export a selection, never tag or delete it', async () => {
    const { secret } = await createKey(t.app, s.admin, { scope: 'read' });
    const headers = { ...bearer(secret), 'content-type': 'application/json' };
    const post = (action: string, payload: Record<string, unknown>) =>
      call<{ count: number }>(t.app, { method: 'POST', url: `/web-hmac/web/equipment/bulk/${action}`, headers, payload });
    expect((await post('count', { selection: byIds(ours) })).body.entry.count).toBe(5);
    const file = await t.app.inject({
      method: 'POST',
      url: '/web-hmac/web/equipment/bulk/export',
      headers,
      payload: { selection: byIds(ours), format: 'csv' },
    });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect((await post('tags', { selection: byIds(ours), add: [tag], remove: [] })).body.code).toBe(ServerCode.forbiddenRole);
    expect((await post('delete', { selection: byIds(ours), confirmedCount: 5 })).body.code).toBe(ServerCode.forbiddenRole);
  });

  it('lets only the admin bulk-delete', async () => {
    for (const who of [s.manager, s.employee]) {
      const answer = await bulk(t.app, 'delete', who, { selection: byIds(ours), confirmedCount: 5 });
      expect(answer.body.code).toBe(ServerCode.forbiddenRole);
    }
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds(ours) })).body.entry.count).toBe(5);
  });

  it('deletes nothing when the selection holds another number than the one confirmed', async () => {
    const answer = await bulk<{ reason: string; count: number }>(t.app, 'delete', s.admin, { selection: byIds([...ours, ...theirs]), confirmedCount: 7 });
    expect(answer.body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'selection_changed', count: 5 } });
    expect((await bulk(t.app, 'count', s.admin, { selection: byIds(ours) })).body.entry.count).toBe(5);
    expect((await bulk(t.app, 'count', s.power, { selection: byIds(theirs) })).body.entry.count).toBe(2);
  });

  it('deletes the confirmed machines in one call, keeping their collected data and naming each in the security log (SPEC 4)', async () => {
    const logged = (
      await t.db
        .selectFrom('maintenance_logs')
        .innerJoin('equipment', 'equipment.id', 'maintenance_logs.equipment_id')
        .select('equipment.id')
        .distinct()
        .where('equipment.company_id', '=', greenway)
        .limit(3)
        .execute()
    ).map((r) => r.id);
    expect(logged.length).toBeGreaterThan(0);
    const logsBefore = await t.db.selectFrom('maintenance_logs').select('id').where('equipment_id', 'in', logged).execute();
    const selection = byIds([...logged, ...theirs]);
    const answer = await bulk(t.app, 'delete', s.admin, { selection, confirmedCount: logged.length });
    expect(answer.body).toMatchObject({ code: 200, entry: { count: logged.length } });
    expect(await t.db.selectFrom('equipment').select('id').where('id', 'in', logged).execute()).toEqual([]);
    expect(await t.db.selectFrom('equipment').select('id').where('id', 'in', theirs).execute()).toHaveLength(2);
    expect(await t.db.selectFrom('maintenance_logs').select('id').where('equipment_id', 'in', logged).execute()).toHaveLength(logsBefore.length);
    const tombstones = await sql<{ id: string }>`select id from deleted_equipment where id = any(${logged}::uuid[])`.execute(t.db);
    expect(tombstones.rows).toHaveLength(logged.length);
    const events = await sql<{
      target_id: string;
    }>`select target_id from security_events where kind = 'record_deleted' and target_id = any(${logged}::text[])`.execute(t.db);
    expect(events.rows.map((r) => r.target_id).sort()).toEqual([...logged].sort());
    expect(await listTotal(t.app, s.admin, {})).toBe(168 - logged.length);
  });
});
