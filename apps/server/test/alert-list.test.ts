import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertListResponse } from '@yardfleet/contract/endpoints/alerts';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { alertDb } from '../src/db/alert-schema';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { ALERT_PATHS, alertSubjects, firstIdOf, get, insertAlert, MISSING_ID, post, ruleIdOf, type Session } from './alert-helpers';
import { backends, companyIdNamed, loginDemoUsers, SEED_TIME, startTestApp, type TestApp } from './harness';

// Reading alerts (rules 22.5): the company's list with its filters and pages, a machine's alerts and
// the bell's count, over alerts inserted straight into the tables (the evaluation is another area's).

const minutesAgo = (m: number) => new Date(SEED_TIME.getTime() - m * 60_000).toISOString();
const NO_FILTERS = { status: null, kind: null, equipmentId: null, tagId: null, warehouseId: null, from: null, to: null, page: 1, pageSize: 20 };

describe.each(backends())('alert list, machine alerts and bell count on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  let subjects: Awaited<ReturnType<typeof alertSubjects>>;
  let a: Record<'tagged' | 'housed' | 'resolved' | 'pending' | 'charger' | 'deleted' | 'brightline', string>;

  const list = async (session: Session, filters: Record<string, unknown> = {}) => {
    const answer = await post<AlertListResponse>(t.app, session, ALERT_PATHS.list, { ...NO_FILTERS, ...filters });
    if (answer.body.code !== 200) throw new Error(`list answered ${answer.body.code}`);
    return answer.body.entry;
  };
  const ids = async (filters: Record<string, unknown> = {}) => (await list(s.employee, filters)).items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app']);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    subjects = await alertSubjects(t.db, greenway);
    const [faults, ports, overdue] = [
      await ruleIdOf(t.db, greenway, 'fault_reported'),
      await ruleIdOf(t.db, greenway, 'charger_port_fault'),
      await ruleIdOf(t.db, greenway, 'service_overdue'),
    ];
    const g = { companyId: greenway };
    a = {
      tagged: await insertAlert(t.db, {
        ...g,
        ruleId: faults,
        subjectId: subjects.tagged.id,
        status: 'open',
        openedMinutesAgo: 10,
        detail: { errorCode: 'E101', warehouseId: subjects.warehouse.id },
        recipients: [s.employee.uid],
      }),
      housed: await insertAlert(t.db, {
        ...g,
        ruleId: faults,
        subjectId: subjects.housed.id,
        status: 'acknowledged',
        openedMinutesAgo: 20,
        recipients: [s.employee.uid],
        acknowledgedBy: { id: s.manager.uid, name: 'Morgan Reyes' },
      }),
      resolved: await insertAlert(t.db, { ...g, ruleId: faults, subjectId: subjects.tagged.id, status: 'resolved', openedMinutesAgo: 60 }),
      pending: await insertAlert(t.db, { ...g, ruleId: overdue, subjectId: subjects.housed.id, status: 'pending', recipients: [s.employee.uid] }),
      charger: await insertAlert(t.db, {
        ...g,
        ruleId: ports,
        subjectKind: 'charger',
        subjectId: subjects.charger.id,
        status: 'open',
        openedMinutesAgo: 5,
        recipients: [s.manager.uid],
      }),
      deleted: await insertAlert(t.db, { ...g, ruleId: overdue, subjectId: subjects.spare.id, status: 'open', openedMinutesAgo: 90 }),
      brightline: await insertAlert(t.db, {
        companyId: brightline,
        ruleId: await ruleIdOf(t.db, brightline, 'charger_port_fault'),
        subjectKind: 'charger',
        subjectId: await firstIdOf(t.db, 'chargers', brightline),
        status: 'open',
        recipients: [s.power.uid],
      }),
    };
    // A deleted machine's alert keeps its name and serial number (its tombstone) and is resolved by the deletion (rules 22.4).
    expect((await post(t.app, s.admin, '/web-hmac/web/equipment/delete', { id: subjects.spare.id })).body.code).toBe(200);
  }, 120_000);
  afterAll(async () => t.close());

  it("shows every member the company's alerts newest opened first, never pending ones or another company's", async () => {
    for (const session of [s.admin, s.manager, s.employee]) {
      const page = await list(session);
      expect(page.items.map((item) => item.id)).toEqual([a.charger, a.tagged, a.housed, a.resolved, a.deleted]);
      expect(page.total).toBe(5);
    }
    expect((await list(s.power)).items.map((item) => item.id)).toEqual([a.brightline]);
  });

  it('names the rule, the machine or charge system with its serial number, who acknowledged it and what it showed', async () => {
    const byId = new Map<string, Alert>((await list(s.employee)).items.map((item) => [item.id, item]));
    expect(byId.get(a.tagged)).toEqual({
      id: a.tagged,
      ruleId: expect.any(String),
      ruleName: 'Faults',
      kind: 'fault_reported',
      subject: { kind: 'equipment', id: subjects.tagged.id, name: subjects.tagged.name, serialNumber: subjects.tagged.serial_number },
      status: 'open',
      openedAt: minutesAgo(10),
      acknowledgedAt: null,
      acknowledgedBy: null,
      note: null,
      resolvedAt: null,
      resolvedHow: null,
      escalated: false,
      reopenCount: 0,
      detail: { errorCode: 'E101', warehouseName: subjects.warehouse.name },
    });
    expect(byId.get(a.housed)).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'Morgan Reyes', acknowledgedAt: minutesAgo(19) });
    expect(byId.get(a.resolved)).toMatchObject({ status: 'resolved', resolvedHow: 'condition', resolvedAt: minutesAgo(60) });
    expect(byId.get(a.charger)?.subject).toEqual({
      kind: 'charger',
      id: subjects.charger.id,
      name: subjects.charger.name,
      serialNumber: subjects.charger.serial_number,
    });
    expect(byId.get(a.deleted)).toMatchObject({ status: 'resolved', resolvedHow: 'person' });
    expect(byId.get(a.deleted)?.subject).toEqual({
      kind: 'equipment',
      id: subjects.spare.id,
      name: subjects.spare.name,
      serialNumber: subjects.spare.serial_number,
    });
  });

  it('filters by status, kind, machine, tag, warehouse and opening period, and pages with the total', async () => {
    expect(await ids({ status: 'open' })).toEqual([a.charger, a.tagged]);
    expect(await ids({ status: 'resolved' })).toEqual([a.resolved, a.deleted]);
    expect(await ids({ status: 'acknowledged' })).toEqual([a.housed]);
    expect(await ids({ kind: 'charger_port_fault' })).toEqual([a.charger]);
    expect(await ids({ equipmentId: subjects.tagged.id })).toEqual([a.tagged, a.resolved]);
    expect(await ids({ tagId: subjects.tagId })).toEqual([a.tagged, a.resolved]);
    expect(await ids({ warehouseId: subjects.warehouse.id })).toEqual([a.housed]);
    expect(await ids({ from: minutesAgo(20), to: minutesAgo(5) })).toEqual([a.tagged, a.housed]);
    expect(await ids({ status: 'open', equipmentId: subjects.tagged.id, from: minutesAgo(11) })).toEqual([a.tagged]);
    const second = await list(s.employee, { page: 2, pageSize: 2 });
    expect({ ids: second.items.map((item) => item.id), total: second.total, page: second.page, pageSize: second.pageSize }).toEqual({
      ids: [a.housed, a.resolved],
      total: 5,
      page: 2,
      pageSize: 2,
    });
    // Another company's or an unknown tag, warehouse or machine matches nothing.
    const brightlineWarehouse = await firstIdOf(t.db, 'warehouses', await companyIdNamed(t.db, BRIGHTLINE_NAME));
    for (const filters of [{ tagId: MISSING_ID }, { warehouseId: brightlineWarehouse }, { equipmentId: 'not-a-uuid' }])
      expect(await list(s.employee, filters)).toMatchObject({ items: [], total: 0 });
    expect(await ids({ tagId: subjects.tagId })).not.toContain(a.brightline);
  });

  it("lists a machine's open and acknowledged alerts, and answers 1170010404 for another company's or an unknown machine", async () => {
    const forMachine = async (session: Session, equipmentId: string) => post<{ items: Alert[] }>(t.app, session, ALERT_PATHS.forEquipment, { equipmentId });
    expect((await forMachine(s.employee, subjects.tagged.id)).body.entry.items.map((item) => item.id)).toEqual([a.tagged]);
    expect((await forMachine(s.employee, subjects.housed.id)).body.entry.items.map((item) => item.id)).toEqual([a.housed]);
    expect((await forMachine(s.power, subjects.tagged.id)).body.code).toBe(ServerCode.notFound);
    expect((await forMachine(s.employee, MISSING_ID)).body.code).toBe(ServerCode.notFound);
    expect((await forMachine(s.employee, subjects.spare.id)).body.code).toBe(ServerCode.notFound);
  });

  it('counts for the bell the open alerts the person was told of and has not read', async () => {
    const count = async (session: Session) => (await get<{ count: number }>(t.app, session, ALERT_PATHS.unreadCount)).body.entry.count;
    expect(await count(s.employee)).toBe(1); // the open one; the acknowledged and the pending ones are not counted
    expect(await count(s.manager)).toBe(1);
    expect(await count(s.admin)).toBe(0);
    expect(await count(s.power)).toBe(1);
    await alertDb(t.db).updateTable('alert_recipients').set({ read_at: SEED_TIME }).where('alert_id', '=', a.tagged).execute();
    expect(await count(s.employee)).toBe(0);
  });

  it('refuses users without a company and app-only users (1170010403)', async () => {
    for (const session of [s.guest, s.app]) {
      expect((await post(t.app, session, ALERT_PATHS.list, NO_FILTERS)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await get(t.app, session, ALERT_PATHS.unreadCount)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await post(t.app, session, ALERT_PATHS.forEquipment, { equipmentId: subjects.tagged.id })).body.code).toBe(ServerCode.forbiddenRole);
    }
  });
});
