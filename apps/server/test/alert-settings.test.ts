import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreference, WorkingHours } from '@yardfleet/contract/endpoints/alert-settings';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEFAULT_WORKING_HOURS } from '@yardfleet/domain/alerts/working-hours';
import { ALERT_PATHS, get, post, type Session } from './alert-helpers';
import { eventsSince } from './security-log-fixtures';
import { backends, loginDemoUsers, startTestApp, type TestApp } from './harness';

// Working hours (rules 22.2) and each person's alert mail preference (rules 22.3) over HTTP.

const SPAN = { start: '07:00', end: '18:00' };
const SHIFTED: WorkingHours = {
  days: { mon: SPAN, tue: SPAN, wed: SPAN, thu: SPAN, fri: { start: '06:30', end: '12:00' }, sat: { start: '08:00', end: '12:00' }, sun: null },
};

describe.each(backends())('alert settings on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app']);
  }, 120_000);
  afterAll(async () => t.close());

  const hoursOf = async (session: Session) => (await get<WorkingHours>(t.app, session, ALERT_PATHS.workingHours)).body;

  it('starts every company at Monday to Friday 07:00 to 18:00, read by every member', async () => {
    for (const session of [s.admin, s.manager, s.employee, s.power]) expect(await hoursOf(session)).toMatchObject({ code: 200, entry: DEFAULT_WORKING_HOURS });
  });

  it('lets admin and manager set them (in the security log), refuses employees with 1170010403', async () => {
    const since = t.clock.now().toISOString();
    expect((await post(t.app, s.employee, ALERT_PATHS.workingHours, SHIFTED)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await post(t.app, s.manager, ALERT_PATHS.workingHours, SHIFTED)).body).toMatchObject({ code: 200, entry: SHIFTED });
    expect((await hoursOf(s.employee)).entry).toEqual(SHIFTED);
    expect((await hoursOf(s.power)).entry).toEqual(DEFAULT_WORKING_HOURS); // another company's are its own
    const events = await eventsSince(t.app, s.admin, since, ['working_hours_changed']);
    expect(events.map((e) => [e.actor?.name, e.target?.label])).toEqual([['Morgan Reyes', 'Greenway Grounds Care']]);
  });

  it('refuses impossible times, an end not after the start and a missing day, naming each field, and keeps the hours', async () => {
    const bad = await post(t.app, s.admin, ALERT_PATHS.workingHours, {
      days: {
        mon: { start: '24:00', end: '18:00' },
        tue: { start: '09:00', end: '09:00' },
        wed: { start: '7:00', end: '9:5' },
        thu: null,
        fri: null,
        sat: null,
      },
    });
    expect(bad.body).toMatchObject({ code: ServerCode.validationFailed });
    expect(bad.body.entry).toEqual({
      'days.mon.start': { code: 'time_invalid', field: 'days.mon.start' },
      'days.tue.end': { code: 'end_not_after_start', field: 'days.tue.end' },
      'days.wed.start': { code: 'time_invalid', field: 'days.wed.start' },
      'days.wed.end': { code: 'time_invalid', field: 'days.wed.end' },
      'days.sun': { code: 'required', field: 'days.sun' },
    });
    expect((await post(t.app, s.admin, ALERT_PATHS.workingHours, { ...SHIFTED, weekStart: 'mon' })).status).toBe(400);
    expect((await hoursOf(s.admin)).entry).toEqual(SHIFTED);
  });

  it("keeps each person's own mail preference: immediate without quiet hours until set, quiet hours may wrap midnight", async () => {
    const mine = async (session: Session) => (await get<MailPreference>(t.app, session, ALERT_PATHS.mySettings)).body.entry;
    expect(await mine(s.employee)).toEqual({ mode: 'immediate', quietHours: null });
    const night: MailPreference = { mode: 'hourly', quietHours: { start: '22:00', end: '07:00' } };
    expect((await post(t.app, s.employee, ALERT_PATHS.mySettings, night)).body).toMatchObject({ code: 200, entry: night });
    expect(await mine(s.employee)).toEqual(night);
    expect(await mine(s.manager)).toEqual({ mode: 'immediate', quietHours: null });
    expect((await post(t.app, s.employee, ALERT_PATHS.mySettings, { mode: 'off', quietHours: null })).body.entry).toEqual({ mode: 'off', quietHours: null });
    expect(await mine(s.employee)).toEqual({ mode: 'off', quietHours: null });

    const bad = await post(t.app, s.manager, ALERT_PATHS.mySettings, { mode: 'daily', quietHours: { start: '25:00', end: '25:00' } });
    expect(bad.body.entry).toEqual({
      'quietHours.start': { code: 'time_invalid', field: 'quietHours.start' },
      'quietHours.end': { code: 'time_invalid', field: 'quietHours.end' },
    });
    const same = await post(t.app, s.manager, ALERT_PATHS.mySettings, { mode: 'daily', quietHours: { start: '22:00', end: '22:00' } });
    expect(same.body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: { 'quietHours.end': { code: 'end_not_after_start', field: 'quietHours.end' } },
    });
    expect((await post(t.app, s.manager, ALERT_PATHS.mySettings, { mode: 'weekly', quietHours: null })).status).toBe(400);
    expect(await mine(s.manager)).toEqual({ mode: 'immediate', quietHours: null });
  });

  it('refuses users without a company and app-only users (1170010403)', async () => {
    for (const session of [s.guest, s.app]) {
      expect((await hoursOf(session)).code).toBe(ServerCode.forbiddenRole);
      expect((await get(t.app, session, ALERT_PATHS.mySettings)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await post(t.app, session, ALERT_PATHS.mySettings, { mode: 'off', quietHours: null })).body.code).toBe(ServerCode.forbiddenRole);
    }
  });
});
