import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { backends, call, loginDemoUsers, startTestApp, type TestApp } from './harness';
import { createSchedule, listSchedules, NO_FILTERS, SCHEDULE_PATHS, type Session } from './report-schedule-helpers';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(backends())('scheduled reports: list, create, delete on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  const idOf = async (table: 'tags' | 'warehouses', company: string): Promise<string> => {
    const row = await t.db
      .selectFrom(table)
      .innerJoin('companies', 'companies.id', `${table}.company_id`)
      .select(`${table}.id as id`)
      .where('companies.name', '=', company)
      .executeTakeFirst();
    if (row === undefined) throw new Error(`no ${table} of ${company}`);
    return row.id;
  };
  const remove = (session: Session, id: string) => call<null>(t.app, { method: 'POST', url: SCHEDULE_PATHS.delete, headers: session, payload: { id } });

  beforeAll(async () => {
    t = await startTestApp(backend, { reportSchedulerPollMs: null, alertWorkers: false });
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power']);
  }, 120_000);
  afterAll(async () => t.close());

  it('lets admin and manager schedule and delete, every role read, and refuses the employee with 1170010403', async () => {
    const byAdmin = await createSchedule(t.app, s.admin, { kind: 'inventory', frequency: 'weekly', recipients: ['ops@example.com'] });
    expect(byAdmin.body.code).toBe(200);
    expect(byAdmin.body.entry).toMatchObject({
      kind: 'inventory',
      frequency: 'weekly',
      recipients: ['ops@example.com'],
      filters: NO_FILTERS,
      lastSentAt: null,
      createdBy: 'Avery Collins',
    });
    const byManager = await createSchedule(t.app, s.manager, { kind: 'maintenance', frequency: 'monthly', recipients: ['crew@example.com'] });
    expect(byManager.body.code).toBe(200);
    expect((await createSchedule(t.app, s.employee, { recipients: ['x@example.com'] })).body.code).toBe(ServerCode.forbiddenRole);
    expect((await remove(s.employee, byAdmin.body.entry.id)).body.code).toBe(ServerCode.forbiddenRole);

    const seen = await listSchedules(t.app, s.employee);
    expect(seen.body.code).toBe(200);
    expect(seen.body.entry.schedules.map((s) => s.id)).toEqual(expect.arrayContaining([byAdmin.body.entry.id, byManager.body.entry.id]));

    expect((await remove(s.manager, byAdmin.body.entry.id)).body).toMatchObject({ code: 200, entry: null });
    expect((await remove(s.manager, byAdmin.body.entry.id)).body.code).toBe(ServerCode.notFound);
    expect((await listSchedules(t.app, s.admin)).body.entry.schedules.map((s) => s.id)).not.toContain(byAdmin.body.entry.id);
  });

  it('runs first at the company-local midnight that ends the first period (America/Chicago, seed time Monday 2026-06-15 10:00)', async () => {
    const expected = { daily: '2026-06-16T05:00:00.000Z', weekly: '2026-06-22T05:00:00.000Z', monthly: '2026-07-01T05:00:00.000Z' } as const;
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      const created = await createSchedule(t.app, s.admin, { kind: 'usage', frequency, recipients: ['times@example.com'] });
      expect(created.body.entry.nextRunAt).toBe(expected[frequency]);
    }
  });

  it('sends on the chosen weekday or day of the month at the chosen company-local time, and shows them in the list', async () => {
    // seed time Monday 2026-06-15 10:00 in Chicago (CDT, UTC-5)
    const weekly = await createSchedule(t.app, s.admin, {
      kind: 'usage',
      frequency: 'weekly',
      weekday: 3,
      timeOfDay: '07:30',
      recipients: ['wed@example.com'],
    });
    expect(weekly.body.entry).toMatchObject({ weekday: 3, dayOfMonth: null, timeOfDay: '07:30', nextRunAt: '2026-06-17T12:30:00.000Z' });
    const monthly = await createSchedule(t.app, s.admin, {
      kind: 'usage',
      frequency: 'monthly',
      dayOfMonth: 31,
      timeOfDay: '18:00',
      recipients: ['eom@example.com'],
    });
    // June has 30 days: its last day
    expect(monthly.body.entry).toMatchObject({ weekday: null, dayOfMonth: 31, nextRunAt: '2026-06-30T23:00:00.000Z' });
    const listed = (await listSchedules(t.app, s.employee)).body.entry.schedules.find((x) => x.id === weekly.body.entry.id);
    expect(listed).toMatchObject({ weekday: 3, timeOfDay: '07:30' });
  });

  it('refuses a day or time that does not fit the frequency, each at its field (1170010001)', async () => {
    const refused = await createSchedule(t.app, s.admin, {
      frequency: 'weekly',
      weekday: null,
      dayOfMonth: 4,
      timeOfDay: '25:00',
      recipients: ['x@example.com'],
    });
    expect(refused.body).toMatchObject({
      code: ServerCode.validationFailed,
      entry: {
        weekday: { code: 'required', field: 'weekday' },
        dayOfMonth: { code: 'invalid_choice', field: 'dayOfMonth' },
        timeOfDay: { code: 'time_invalid', field: 'timeOfDay' },
      },
    });
    expect((await createSchedule(t.app, s.admin, { frequency: 'monthly', dayOfMonth: 0, recipients: ['x@example.com'] })).body.entry).toEqual({
      dayOfMonth: { code: 'out_of_range', field: 'dayOfMonth', min: 1, max: 31 },
    });
  });

  it('checks the recipients: 1 to 10 valid addresses, lower-cased, duplicates dropped', async () => {
    const recipientsError = async (recipients: unknown[]) => {
      const answered = await createSchedule(t.app, s.admin, { recipients });
      expect(answered.body.code).toBe(ServerCode.validationFailed);
      return (answered.body.entry as unknown as { recipients: unknown }).recipients;
    };
    expect(await recipientsError([])).toEqual({ code: 'required', field: 'recipients' });
    expect(await recipientsError(['ok@example.com', 'not an address'])).toEqual({ code: 'email_invalid' });
    expect(await recipientsError(['ok@example.com', 'missing@tld'])).toEqual({ code: 'email_invalid' });
    expect(await recipientsError(Array.from({ length: 11 }, (_, i) => `r${i}@example.com`))).toEqual({
      code: 'out_of_range',
      field: 'recipients',
      min: 1,
      max: 10,
    });
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`);
    const kept = await createSchedule(t.app, s.admin, { recipients: [...ten, 'R3@Example.com'] });
    expect(kept.body.code).toBe(200);
    expect(kept.body.entry.recipients).toEqual(ten);
    // Not a report kind or frequency of the contract: refused by the codec before any rule.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: SCHEDULE_PATHS.create,
          headers: s.admin,
          payload: { kind: 'sales', filters: NO_FILTERS, frequency: 'daily', recipients: ['a@example.com'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: SCHEDULE_PATHS.create,
          headers: s.admin,
          payload: { kind: 'power', filters: NO_FILTERS, frequency: 'hourly', recipients: ['a@example.com'] },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps a power-only company to the power report and filters to the caller company tags and warehouses', async () => {
    expect((await createSchedule(t.app, s.power, { kind: 'inventory', recipients: ['p@example.com'] })).body.code).toBe(ServerCode.forbiddenRole);
    expect((await createSchedule(t.app, s.power, { kind: 'power', recipients: ['p@example.com'] })).body.code).toBe(200);

    const ownTag = await idOf('tags', GREENWAY_NAME);
    const ownWarehouse = await idOf('warehouses', GREENWAY_NAME);
    const otherWarehouse = await idOf('warehouses', BRIGHTLINE_NAME);
    const filtered = await createSchedule(t.app, s.admin, {
      kind: 'usage',
      filters: { tagId: ownTag, category: 'mower', warehouseId: ownWarehouse },
      recipients: ['f@example.com'],
    });
    expect(filtered.body.code).toBe(200);
    expect(filtered.body.entry.filters).toEqual({ tagId: ownTag, category: 'mower', warehouseId: ownWarehouse });
    expect((await createSchedule(t.app, s.admin, { filters: { ...NO_FILTERS, warehouseId: otherWarehouse }, recipients: ['f@example.com'] })).body.code).toBe(
      ServerCode.notFound,
    );
    expect((await createSchedule(t.app, s.admin, { filters: { ...NO_FILTERS, tagId: MISSING_ID }, recipients: ['f@example.com'] })).body.code).toBe(
      ServerCode.notFound,
    );
    expect((await createSchedule(t.app, s.power, { filters: { ...NO_FILTERS, warehouseId: ownWarehouse }, recipients: ['f@example.com'] })).body.code).toBe(
      ServerCode.notFound,
    );
  });

  it("never shows or deletes another company's schedule: its id answers like a missing one", async () => {
    const greenway = await createSchedule(t.app, s.admin, { kind: 'power', recipients: ['mine@example.com'] });
    const brightline = await createSchedule(t.app, s.power, { kind: 'power', recipients: ['theirs@example.com'] });
    const seenByPower = (await listSchedules(t.app, s.power)).body.entry.schedules;
    expect(seenByPower.map((s) => s.id)).toContain(brightline.body.entry.id);
    expect(seenByPower.map((s) => s.id)).not.toContain(greenway.body.entry.id);
    expect(seenByPower.flatMap((s) => s.recipients)).not.toContain('mine@example.com');

    expect((await remove(s.power, greenway.body.entry.id)).body.code).toBe(ServerCode.notFound);
    expect((await remove(s.power, MISSING_ID)).body.code).toBe(ServerCode.notFound);
    expect((await remove(s.power, 'not-a-uuid')).body.code).toBe(ServerCode.notFound);
    expect((await listSchedules(t.app, s.admin)).body.entry.schedules.map((s) => s.id)).toContain(greenway.body.entry.id);
  });

  it('answers 1401 without a session', async () => {
    expect((await call(t.app, { method: 'GET', url: SCHEDULE_PATHS.list })).body.code).toBe(ServerCode.sessionExpired);
  });
});
