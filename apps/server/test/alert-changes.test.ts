import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertListResponse } from '@yardfleet/contract/endpoints/alerts';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { alertDb } from '../src/db/alert-schema';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { ALERT_PATHS, alertSubjects, firstIdOf, insertAlert, MISSING_ID, post, ruleIdOf, type Session } from './alert-helpers';
import { backends, companyIdNamed, loginDemoUsers, startTestApp, type TestApp } from './harness';

// Acknowledging and resolving alerts (rules 22.4, 22.5): many at once, only those that can change,
// never another company's, each change announced on the live stream.

const NO_FILTERS = { status: null, kind: null, equipmentId: null, tagId: null, warehouseId: null, from: null, to: null, page: 1, pageSize: 100 };

describe.each(backends())('acknowledging and resolving alerts on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest', Session>;
  let a: Record<'one' | 'two' | 'acked' | 'resolved' | 'pending' | 'brightline', string>;

  const change = (session: Session, path: string, body: Record<string, unknown>) => post<{ changed: number }>(t.app, session, path, body);
  const shown = async (): Promise<Map<string, Alert>> => {
    const { body } = await post<AlertListResponse>(t.app, s.admin, ALERT_PATHS.list, NO_FILTERS);
    return new Map(body.entry.items.map((item) => [item.id, item]));
  };
  /** The alerts of this suite announced on the live stream so far (each once). */
  const liveAlertIds = async (): Promise<string[]> =>
    (await sql<{ id: string }>`select distinct entity_id as id from live_events where entity = 'alert' order by 1`.execute(t.db)).rows
      .map((row) => row.id)
      .filter((id) => Object.values(a).includes(id));

  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest']);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    const subjects = await alertSubjects(t.db, greenway);
    const [faults, overdue] = [await ruleIdOf(t.db, greenway, 'fault_reported'), await ruleIdOf(t.db, greenway, 'service_overdue')];
    const g = { companyId: greenway };
    a = {
      one: await insertAlert(t.db, { ...g, ruleId: faults, subjectId: subjects.tagged.id, status: 'open' }),
      two: await insertAlert(t.db, { ...g, ruleId: overdue, subjectId: subjects.tagged.id, status: 'open' }),
      acked: await insertAlert(t.db, {
        ...g,
        ruleId: faults,
        subjectId: subjects.housed.id,
        status: 'acknowledged',
        acknowledgedBy: { id: s.manager.uid, name: 'Morgan Reyes' },
      }),
      resolved: await insertAlert(t.db, { ...g, ruleId: faults, subjectId: subjects.spare.id, status: 'resolved' }),
      pending: await insertAlert(t.db, { ...g, ruleId: overdue, subjectId: subjects.housed.id, status: 'pending' }),
      brightline: await insertAlert(t.db, {
        companyId: brightline,
        ruleId: await ruleIdOf(t.db, brightline, 'charger_port_fault'),
        subjectKind: 'charger',
        subjectId: await firstIdOf(t.db, 'chargers', brightline),
        status: 'open',
      }),
    };
  }, 120_000);
  afterAll(async () => t.close());

  it('refuses a note over 500 characters, an empty or too long id list, and ids none of which is the company’s', async () => {
    const note = await change(s.employee, ALERT_PATHS.acknowledge, { ids: [a.one], note: 'x'.repeat(501) });
    expect(note.body).toMatchObject({ code: ServerCode.validationFailed, entry: { note: { code: 'too_long', field: 'note', max: 500 } } });
    expect((await change(s.employee, ALERT_PATHS.acknowledge, { ids: [], note: null })).status).toBe(400);
    expect((await change(s.employee, ALERT_PATHS.resolve, { ids: Array(101).fill(a.one) })).status).toBe(400);
    for (const ids of [[a.brightline], [MISSING_ID, 'not-a-uuid'], [a.pending]]) {
      expect((await change(s.employee, ALERT_PATHS.acknowledge, { ids, note: null })).body.code, ids.join()).toBe(ServerCode.notFound);
      expect((await change(s.employee, ALERT_PATHS.resolve, { ids })).body.code, ids.join()).toBe(ServerCode.notFound);
    }
    expect((await change(s.guest, ALERT_PATHS.resolve, { ids: [a.one] })).body.code).toBe(ServerCode.forbiddenRole);
    expect((await shown()).get(a.one)?.status).toBe('open');
    expect(await liveAlertIds()).toEqual([]);
  });

  it('acknowledges the open ones among many with who, when and the trimmed note; the others are left and not counted', async () => {
    t.clock.advance(120_000);
    const at = t.clock.now().toISOString();
    const answer = await change(s.employee, ALERT_PATHS.acknowledge, {
      ids: [a.one, a.two, a.acked, a.resolved, a.brightline, MISSING_ID],
      note: '  On my way  ',
    });
    expect(answer.body).toMatchObject({ code: 200, entry: { changed: 2 } });
    const after = await shown();
    for (const id of [a.one, a.two])
      expect(after.get(id)).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'Jordan Lee', acknowledgedAt: at, note: 'On my way' });
    expect(after.get(a.acked)).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'Morgan Reyes', note: null });
    expect(after.get(a.resolved)?.status).toBe('resolved');
    expect(await liveAlertIds()).toEqual([a.one, a.two].sort());
    // Again: nothing left to acknowledge.
    expect((await change(s.manager, ALERT_PATHS.acknowledge, { ids: [a.one, a.two], note: '' })).body).toMatchObject({ code: 200, entry: { changed: 0 } });
    const stored = await alertDb(t.db).selectFrom('alerts').select(['acknowledged_by', 'status']).where('id', '=', a.brightline).executeTakeFirstOrThrow();
    expect(stored).toEqual({ acknowledged_by: null, status: 'open' });
  });

  it('resolves open and acknowledged ones by a person, any member may, another company’s stay as they are', async () => {
    t.clock.advance(60_000);
    const at = t.clock.now().toISOString();
    const answer = await change(s.employee, ALERT_PATHS.resolve, { ids: [a.one, a.acked, a.resolved, a.brightline] });
    expect(answer.body).toMatchObject({ code: 200, entry: { changed: 2 } });
    const after = await shown();
    for (const id of [a.one, a.acked]) expect(after.get(id)).toMatchObject({ status: 'resolved', resolvedHow: 'person', resolvedAt: at });
    // The acknowledgement stays on record once resolved.
    expect(after.get(a.one)).toMatchObject({ acknowledgedBy: 'Jordan Lee', note: 'On my way' });
    expect(after.get(a.resolved)).toMatchObject({ resolvedHow: 'condition' });
    const stored = await alertDb(t.db)
      .selectFrom('alerts')
      .select(['resolved_by', 'status'])
      .where('id', 'in', [a.one, a.brightline])
      .orderBy('status')
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining([
        { resolved_by: s.employee.uid, status: 'resolved' },
        { resolved_by: null, status: 'open' },
      ]),
    );
    expect((await change(s.admin, ALERT_PATHS.resolve, { ids: [a.one, a.acked] })).body).toMatchObject({ code: 200, entry: { changed: 0 } });
    expect((await change(s.power, ALERT_PATHS.resolve, { ids: [a.brightline] })).body).toMatchObject({ code: 200, entry: { changed: 1 } });
    expect(await liveAlertIds()).toEqual([a.one, a.two, a.acked, a.brightline].sort());
  });

  it('deleting a machine resolves its open and acknowledged alerts by the person who deleted it and drops its pending ones', async () => {
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const { housed } = await alertSubjects(t.db, greenway);
    const open = await insertAlert(t.db, {
      companyId: greenway,
      ruleId: await ruleIdOf(t.db, greenway, 'fault_reported'),
      subjectId: housed.id,
      status: 'open',
    });
    t.clock.advance(60_000);
    const deleted = await post<unknown>(t.app, s.manager, '/web-hmac/web/equipment/delete', { id: housed.id });
    expect(deleted.body.code).toBe(200);
    const after = await shown();
    expect(after.get(open)).toMatchObject({ status: 'resolved', resolvedHow: 'person', resolvedAt: t.clock.now().toISOString() });
    expect((await alertDb(t.db).selectFrom('alerts').select('resolved_by').where('id', '=', open).executeTakeFirstOrThrow()).resolved_by).toBe(s.manager.uid);
    expect(await alertDb(t.db).selectFrom('alerts').select('id').where('id', '=', a.pending).executeTakeFirst()).toBeUndefined();
    const announced = await sql<{ id: string }>`select entity_id as id from live_events where entity = 'alert' and entity_id = ${open}`.execute(t.db);
    expect(announced.rows).toHaveLength(1);
    // Nothing of the deleted machine is left open anywhere.
    const live = await alertDb(t.db).selectFrom('alerts').select('id').where('subject_id', '=', housed.id).where('status', '<>', 'resolved').execute();
    expect(live).toEqual([]);
  });
});
