import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEvent, SecurityLogResponse } from '@yardfleet/contract/endpoints/security-log';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { GREENWAY_NAME } from '../src/seed/demo';
import { bearer, createKey } from './api-keys-support';
import { alertDraft } from './security-log-support';
import { backends, call, companyIdNamed, loginDemoUsers, type Session, startTestApp, type TestApp } from './harness';

const W = '/web-hmac/web';
const FROM = { remoteAddress: '198.51.100.20', ua: 'History browser' };

describe.each(backends())('activity history on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  let greenway: string;
  let machine: { id: string; name: string; serial_number: string };
  let other: { id: string };
  let tag: { id: string; name: string; group: string };

  const post = <E = unknown>(url: string, payload: Record<string, unknown>, headers: Record<string, string> = s.admin) =>
    call<E>(t.app, { method: 'POST', url: `${W}/${url}`, headers: { ...headers, 'user-agent': FROM.ua }, payload, remoteAddress: FROM.remoteAddress });
  /** The company's events (admin's log), newest first, after `since` (ISO). */
  const logSince = async (since: string, filters: Record<string, unknown> = {}): Promise<SecurityEvent[]> => {
    const { body } = await post<SecurityLogResponse>('security/log', { page: 1, pageSize: 100, from: since, ...filters });
    expect(body.code).toBe(200);
    return body.entry.items;
  };
  const tick = (): string => {
    t.clock.advance(1000);
    return t.clock.now().toISOString();
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    machine = await t.db
      .selectFrom('equipment')
      .select(['id', 'name', 'serial_number'])
      .where('company_id', '=', greenway)
      .where('name', '=', 'Mower 1')
      .executeTakeFirstOrThrow();
    other = await t.db.selectFrom('equipment').select('id').where('company_id', '<>', greenway).executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('tags')
      .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
      .select(['tags.id', 'tags.name', 'tag_groups.name as group'])
      .where('tags.company_id', '=', greenway)
      .where('tags.name', '=', 'Crew A')
      .executeTakeFirstOrThrow();
    tag = row;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a rename and a tag change with who, when, from where and the fields before and after, in the machine history', async () => {
    const since = tick();
    expect((await post('equipment/rename', { id: machine.id, name: 'Mower One' }, s.manager)).body).toMatchObject({ code: 200, entry: { name: 'Mower One' } });
    const before = await t.db.selectFrom('equipment_tags').select('tag_id').where('equipment_id', '=', machine.id).execute();
    const tagsNow = [...new Set([...before.map((r) => r.tag_id), tag.id])];
    tick();
    await post('equipment/setTags', { id: machine.id, tagIds: before.some((r) => r.tag_id === tag.id) ? [] : tagsNow }, s.manager);
    const [tagged, renamed, ...rest] = await logSince(since, { equipmentId: machine.id });
    expect(rest).toEqual([]);
    expect(renamed).toMatchObject({
      kind: 'equipment_renamed',
      actor: { name: 'Morgan Reyes', email: 'manager@demo.yardfleet.test' },
      address: FROM.remoteAddress,
      userAgent: FROM.ua,
      target: { type: 'equipment', id: machine.id, label: `Mower One (${machine.serial_number})` },
      equipmentId: machine.id,
      fields: [{ field: 'name', from: machine.name, to: 'Mower One' }],
    });
    expect(tagged?.kind).toBe('equipment_tags_changed');
    expect(tagged?.fields?.[0]?.field).toBe('tags');
    expect(JSON.stringify(tagged?.fields)).toContain(`${tag.group}: ${tag.name}`);
    // What the manager did, by person: these two.
    expect((await logSince(since, { actorId: s.manager.uid })).map((e) => e.kind)).toEqual(['equipment_tags_changed', 'equipment_renamed']);
    expect(await logSince(since, { actorId: s.employee.uid })).toEqual([]);
    // The same name again changes and records nothing.
    tick();
    await post('equipment/rename', { id: machine.id, name: 'Mower One' }, s.manager);
    expect((await logSince(since, { equipmentId: machine.id })).length).toBe(2);
    // Every member reads the machine's history, without the address and browser.
    const history = await post<SecurityLogResponse>('equipment/history', { id: machine.id, page: 1, pageSize: 10 }, s.employee);
    expect(history.body.code).toBe(200);
    expect(history.body.entry.items.slice(0, 2).map((e) => [e.kind, e.address, e.userAgent])).toEqual([
      ['equipment_tags_changed', null, null],
      ['equipment_renamed', null, null],
    ]);
  });

  it('refuses a bad name with its code and answers another company machine as missing, recording nothing', async () => {
    const since = tick();
    expect((await post('equipment/rename', { id: machine.id, name: ' Padded' })).body).toMatchObject({ code: ServerCode.validationFailed });
    expect((await post('equipment/rename', { id: machine.id, name: 'x'.repeat(51) })).body).toMatchObject({ code: ServerCode.validationFailed });
    expect((await post('equipment/rename', { id: machine.id, name: 'Mower', extra: 1 })).status).toBe(400);
    expect((await post('equipment/rename', { id: other.id, name: 'Mine' })).body.code).toBe(ServerCode.notFound);
    expect((await post('equipment/rename', { id: machine.id, name: 'Mine' }, s.employee)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await post('equipment/history', { id: other.id, page: 1, pageSize: 10 })).body.code).toBe(ServerCode.notFound);
    expect((await post('equipment/history', { id: machine.id, page: 1, pageSize: 10, from: since })).status).toBe(400);
    expect((await post('security/log', { page: 1, pageSize: 10, categories: ['everything'] })).status).toBe(400);
    expect((await post('security/log/export', { format: 'pdf' })).status).toBe(400);
    expect(await logSince(since)).toEqual([]);
  });

  it('records warehouses, tags, maintenance logs, reminder plans, company settings and bulk actions', async () => {
    const since = tick();
    const place = { name: 'North Yard', address: '1 Elm St', location: { lat: 41.9, lng: -87.7 }, radius: 120 };
    const created = await post<{ id: string }>('warehouse/create', place);
    tick();
    await post('warehouse/edit', { id: created.body.entry.id, ...place, radius: 150 });
    tick();
    const group = await post<{ id: string }>('tag/createGroup', { name: 'Season' });
    tick();
    await post('tag/renameGroup', { id: group.body.entry.id, name: 'Seasons' });
    tick();
    const newTag = await post<{ id: string }>('tag/create', { groupId: group.body.entry.id, name: 'Spring' });
    tick();
    await post('tag/rename', { id: newTag.body.entry.id, name: 'Spring 2027' });
    const log = {
      serviceType: 'repair',
      date: '2026-06-01T10:00:00.000Z',
      runtimeHours: 10,
      laborTimeHours: 1,
      expense: { minorUnits: 500, currency: 'USD' },
      performedBy: 'Sam',
      details: '',
    };
    tick();
    const added = await post<{ id: string }>('maintenance/add', { equipmentId: machine.id, ...log });
    tick();
    await post('maintenance/edit', { id: added.body.entry.id, ...log, performedBy: 'Alex' });
    tick();
    await post('maintenance/delete', { id: added.body.entry.id });
    tick();
    await post('maintenance/setReminder', { equipmentId: machine.id, plan: { kind: 'engine_hours', every: 50 } });
    tick();
    await post('personal/timeZone', { timeZone: 'Europe/Berlin' });
    tick();
    const bulkTagged = await post<{ count: number }>('equipment/bulk/tags', {
      selection: { kind: 'ids', ids: [machine.id] },
      add: [newTag.body.entry.id],
      remove: [],
    });
    expect(bulkTagged.body.entry.count).toBe(1);
    const events = await logSince(since);
    const byKind = (kind: string) => events.filter((e) => e.kind === kind);
    expect(byKind('warehouse_created')[0]?.fields).toContainEqual({ field: 'radius', from: null, to: 120 });
    expect(byKind('warehouse_changed')[0]?.fields).toEqual([{ field: 'radius', from: 120, to: 150 }]);
    expect(byKind('tag_group_changed')[0]?.fields).toEqual([{ field: 'name', from: 'Season', to: 'Seasons' }]);
    expect(byKind('tag_changed')[0]).toMatchObject({
      target: { label: 'Seasons: Spring 2027' },
      fields: [{ field: 'name', from: 'Spring', to: 'Spring 2027' }],
    });
    expect(byKind('maintenance_log_added')[0]).toMatchObject({ equipmentId: machine.id });
    expect(byKind('maintenance_log_changed')[0]?.fields).toEqual([{ field: 'performedBy', from: 'Sam', to: 'Alex' }]);
    expect(events.find((e) => e.kind === 'record_deleted' && e.target?.type === 'maintenance_log')?.fields).toContainEqual({
      field: 'performedBy',
      from: 'Alex',
      to: null,
    });
    expect(byKind('reminder_plan_changed')[0]?.fields).toContainEqual({ field: 'every', from: expect.anything() as unknown, to: 50 });
    expect(byKind('company_settings_changed')[0]?.fields?.[0]).toMatchObject({ field: 'timeZone', to: 'Europe/Berlin' });
    expect(byKind('equipment_bulk_tagged')[0]?.fields).toEqual([
      { field: 'machines', from: null, to: 1 },
      { field: 'added', from: null, to: ['Seasons: Spring 2027'] },
      { field: 'removed', from: null, to: [] },
    ]);
    expect(byKind('equipment_tags_changed')[0]?.equipmentId).toBe(machine.id);
    const doomed = await t.db
      .selectFrom('equipment')
      .select(['id', 'name'])
      .where('company_id', '=', greenway)
      .where('name', '=', 'Mower 2')
      .executeTakeFirstOrThrow();
    const deleteSince = tick();
    expect((await post('equipment/bulk/delete', { selection: { kind: 'ids', ids: [doomed.id] }, confirmedCount: 1 })).body.code).toBe(200);
    const afterDelete = await logSince(deleteSince);
    const summary = afterDelete.find((e) => e.kind === 'equipment_bulk_deleted');
    const deleted = afterDelete.find((e) => e.kind === 'record_deleted');
    expect(summary).toMatchObject({ kind: 'equipment_bulk_deleted', target: { type: 'company' }, fields: [{ field: 'machines', from: null, to: 1 }] });
    expect(deleted).toMatchObject({
      kind: 'record_deleted',
      equipmentId: doomed.id,
      fields: expect.arrayContaining([{ field: 'name', from: doomed.name, to: null }]) as unknown,
    });
    // The category filter keeps the maintenance events only.
    const maintenance = await logSince(since, { categories: ['maintenance'] });
    expect(new Set(maintenance.map((e) => e.kind))).toEqual(
      new Set(['maintenance_log_added', 'maintenance_log_changed', 'record_deleted', 'reminder_plan_changed']),
    );
  });

  it('names the API key that made a change, never the admin behind it; a refused change records nothing', async () => {
    const key = await createKey(t.app, s.admin, { name: 'Crew sync', scope: 'read_write' });
    const since = tick();
    expect((await post('equipment/rename', { id: machine.id, name: 'Mower Key' }, bearer(key.secret))).body.code).toBe(200);
    const [event] = await logSince(since, { kinds: ['equipment_renamed'] });
    expect(event?.actor).toEqual({ id: null, name: 'Crew sync', email: '', apiKeyPrefix: expect.stringMatching(/^yf_live_/) as unknown });
    // An alert rule made with the key is the key's too (rules 20.12 events follow the same actor).
    expect((await post('alert/rule/create', alertDraft('Key rule', false), bearer(key.secret))).body.code).toBe(200);
    const [rule] = await logSince(since, { kinds: ['alert_rule_created'] });
    expect(rule?.actor).toMatchObject({ id: null, name: 'Crew sync' });
    tick();
    // An unknown tag: refused as missing, nothing changes, nothing is recorded.
    expect((await post('equipment/setTags', { id: machine.id, tagIds: [tag.id, '00000000-0000-4000-8000-000000000000'] })).body.code).toBe(ServerCode.notFound);
    expect((await logSince(since, { categories: ['equipment'] })).map((e) => e.kind)).toEqual(['equipment_renamed']);
  });

  it('is the admin log alone: other roles are refused, another company admin sees none of it, the export is CSV with formulas neutralised', async () => {
    const since = tick();
    await post('equipment/rename', { id: machine.id, name: '=HYPERLINK("http://x.example","open")' });
    for (const role of ['manager', 'employee'] as const)
      expect((await post('security/log', { page: 1, pageSize: 10 }, s[role])).body.code).toBe(ServerCode.forbiddenRole);
    const theirs = await post<SecurityLogResponse>('security/log', { page: 1, pageSize: 100, equipmentId: machine.id }, s.power);
    expect(theirs.body.entry.items).toEqual([]);
    expect((await post('security/log/export', { from: since, format: 'csv' }, s.manager)).body.code).toBe(ServerCode.forbiddenRole);
    const file = await t.app.inject({ method: 'POST', url: `${W}/security/log/export`, headers: s.admin, payload: { from: since, format: 'csv' } });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain(`'=HYPERLINK`);
    expect(file.body).toContain('equipment_renamed');
    const workbook = await t.app.inject({ method: 'POST', url: `${W}/security/log/export`, headers: s.admin, payload: { from: since, format: 'xlsx' } });
    expect(workbook.headers['content-disposition']).toBe('attachment; filename="activity.xlsx"');
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
