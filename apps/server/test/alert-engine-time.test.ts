import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import { storePlan } from '../src/areas/maintenance/reminders';
import { refreshServiceMarks } from '../src/areas/maintenance/service-due';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs } from './harness';
import { alertWorld, draftOf, INSIDE, OUTSIDE, report, type AlertWorld, type Machine } from './alert-engine-support';

/** An instant of the demo's time zone (America/Chicago, CDT = UTC-5 in June): `day` days after Monday 2026-06-15, at `hh:mm` local. */
const chicago = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 5, 15 + day, hh + 5, mm));

const planOf = (raw: unknown): ReminderPlan => {
  const decoded = ReminderPlan.decode(raw);
  if (E.isLeft(decoded)) throw new Error('bad plan');
  return decoded.right;
};

// What time alone changes, found by the alert sweep (rules 22.2, 22.4), and the charge system kinds.
describe.each(backends())('alert sweep on $name', (backend) => {
  let w: AlertWorld;
  beforeAll(async () => {
    w = await alertWorld(backend);
  });
  afterAll(async () => {
    await w.t.close();
  });
  beforeEach(async () => {
    await w.reset();
  });

  /** A new machine with a tag of its own, and the rule `draft` scoped to that tag (so the demo's machines stay out of it). */
  const watched = async (draft: Parameters<typeof draftOf>[0]): Promise<{ m: Machine; rule: string }> => {
    const m = await w.bindMachine();
    const tag = await w.tagMachines([m.equipmentId]);
    return { m, rule: await w.addRule(draftOf({ ...draft, scope: { kind: 'tag', tagId: tag } })) };
  };

  it('machine offline opens once the machine is silent for the minutes and resolves when it is heard again', async () => {
    w.t.clock.set(chicago(0, 10));
    const { m, rule } = await watched({ condition: { kind: 'machine_offline', offlineMinutes: 15, onlyDuringWorkingHours: false, onlyOutForWork: false } });
    await w.send(m, [report(w.now())]);
    w.later(14);
    await w.sweep();
    expect(await w.alertsOf(rule)).toEqual([]);
    w.later(2);
    await w.sweep();
    await w.sweep();
    expect(await w.shownOf(rule)).toHaveLength(1);
    w.later(1);
    await w.send(m, [report(w.now())]);
    expect(await w.shownOf(rule)).toEqual([]);
  });

  it('machine offline during working hours waits for them to begin, and their end does not resolve it', async () => {
    w.t.clock.set(chicago(0, 17));
    const { m, rule } = await watched({ condition: { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: false } });
    await w.send(m, [report(w.now())]);
    w.t.clock.set(chicago(0, 18, 30));
    await w.sweep();
    expect(await w.alertsOf(rule)).toEqual([]);
    w.t.clock.set(chicago(1, 7));
    await w.sweep();
    const [alert] = await w.shownOf(rule);
    expect(alert?.opened_at).toEqual(chicago(1, 7));
    w.t.clock.set(chicago(1, 18, 5));
    await w.sweep();
    expect(await w.shownOf(rule)).toHaveLength(1);
  });

  it('out after hours opens at closing time for a machine already out and mowing; working hours beginning do not resolve it; back in the warehouse does', async () => {
    w.t.clock.set(chicago(1, 17, 30));
    const { m, rule } = await watched({ condition: { kind: 'out_after_hours' } });
    await w.send(m, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    w.later(1);
    await w.send(m, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    expect(await w.alertsOf(rule)).toEqual([]);
    w.t.clock.set(chicago(1, 18));
    await w.sweep();
    const [alert] = await w.shownOf(rule);
    expect(alert?.opened_at).toEqual(chicago(1, 18));
    w.t.clock.set(chicago(2, 7, 30));
    await w.sweep();
    await w.send(m, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    expect(await w.shownOf(rule)).toHaveLength(1);
    w.later(1);
    await w.send(m, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    expect(await w.shownOf(rule)).toEqual([]);
  });

  it('not returned opens at the return-by time for a machine still out; midnight does not resolve it', async () => {
    w.t.clock.set(chicago(2, 18));
    const { m, rule } = await watched({ condition: { kind: 'not_returned', returnBy: '19:00' } });
    await w.send(m, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    w.t.clock.set(chicago(2, 18, 59));
    await w.sweep();
    expect(await w.alertsOf(rule)).toEqual([]);
    w.t.clock.set(chicago(2, 19));
    await w.sweep();
    expect(await w.shownOf(rule)).toHaveLength(1);
    w.t.clock.set(chicago(3, 0, 30));
    await w.sweep();
    expect(await w.shownOf(rule)).toHaveLength(1);
    await w.send(m, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    expect(await w.shownOf(rule)).toEqual([]);
  });

  it('service due and overdue follow the reminder plan, and resolve when the plan is turned off', async () => {
    w.t.clock.set(chicago(3, 9));
    const m = await w.bindMachine();
    const tag = await w.tagMachines([m.equipmentId]);
    const due = await w.addRule(draftOf({ condition: { kind: 'service_due' }, scope: { kind: 'tag', tagId: tag } }));
    const overdue = await w.addRule(draftOf({ condition: { kind: 'service_overdue', graceDays: 2 }, scope: { kind: 'tag', tagId: tag } }));
    // Every 14 days since 7 days and an hour ago: due from an hour ago (7 days' lead), its date in 6 days and 23 hours.
    const since = new Date(w.now().getTime() - (7 * 24 + 1) * 3_600_000).toISOString();
    await storePlan(w.t.db, w.greenway, m.equipmentId, planOf({ kind: 'date', every: 14, unit: 'days', since }), w.now());
    await refreshServiceMarks(w.t.db, [m.equipmentId]);
    await w.sweep();
    expect(await w.shownOf(due)).toHaveLength(1);
    expect(await w.alertsOf(overdue)).toEqual([]);
    w.t.clock.set(chicago(5, 7, 59));
    await w.sweep();
    expect(await w.alertsOf(overdue)).toEqual([]);
    w.t.clock.set(chicago(5, 8));
    await w.sweep();
    expect(await w.shownOf(overdue)).toHaveLength(1);
    await storePlan(w.t.db, w.greenway, m.equipmentId, planOf({ kind: 'off' }), w.now());
    await refreshServiceMarks(w.t.db, [m.equipmentId]);
    w.later(1);
    await w.sweep();
    expect(await w.shownOf(due)).toEqual([]);
    expect(await w.shownOf(overdue)).toEqual([]);
  });

  it('a charger port in overheat opens its alert at the charger report and resolves when no port is; a silent charge system opens charger offline', async () => {
    w.t.clock.set(chicago(6, 10));
    const admin = await loginAs(w.t.app, DEMO_LOGINS.admin);
    const bound = await call<{ deviceId: string; deviceSecret: string }>(w.t.app, {
      method: 'POST',
      url: '/web-hmac/app/charger-gateway/bind',
      headers: admin,
      payload: { serialNumber: 'CG-AL-0001', model: 'CG-100', firmwareVersion: '1.4.0', warehouseId: null, siteName: 'North yard', position: null },
    });
    expect(bound.body.code).toBe(200);
    const gateway = bound.body.entry;
    const port = (state: string) => ({ number: 1, state, battery: null, powerW: 0, errorCode: null });
    const send = async (state: string) => {
      const sent = await call(w.t.app, {
        method: 'POST',
        url: '/web-hmac/device/charger/report',
        headers: { [DEVICE_HEADER.id]: gateway.deviceId, [DEVICE_HEADER.secret]: gateway.deviceSecret },
        payload: {
          reports: [
            {
              fixAt: w.now().toISOString(),
              position: null,
              chargers: [
                {
                  serialNumber: 'CH-AL-0001',
                  model: 'PC-6000',
                  firmwareVersion: '2.0.1',
                  errorCode: null,
                  energyMeterWh: 100,
                  meterStartedAt: '2026-01-10T08:00:00.000Z',
                  ports: [port(state)],
                },
              ],
            },
          ],
        },
      });
      expect(sent.body.code).toBe(200);
    };
    await send('empty');
    const chargerId = (await w.adb.selectFrom('chargers').select('id').where('serial_number', '=', 'CH-AL-0001').executeTakeFirstOrThrow()).id;
    const fault = await w.addRule(draftOf({ condition: { kind: 'charger_port_fault' }, scope: { kind: 'charge_system', chargerId } }));
    const offline = await w.addRule(draftOf({ condition: { kind: 'charger_offline', offlineMinutes: 15 }, scope: { kind: 'charge_system', chargerId } }));
    w.later(1);
    await send('overheat');
    expect((await w.shownOf(fault)).map((a) => [a.subject_kind, a.subject_id])).toEqual([['charger', chargerId]]);
    w.later(1);
    await send('charging');
    expect(await w.shownOf(fault)).toEqual([]);
    w.later(14);
    await w.sweep();
    expect(await w.alertsOf(offline)).toEqual([]);
    w.later(2);
    await w.sweep();
    expect(await w.shownOf(offline)).toHaveLength(1);
    w.later(1);
    await send('charging');
    expect(await w.shownOf(offline)).toEqual([]);
  });
});
