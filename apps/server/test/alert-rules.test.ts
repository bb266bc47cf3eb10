import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEFAULT_ALERT_RULES, POWER_DEFAULT_ALERT_RULES } from '@yardfleet/domain/alerts/default-rules';
import { alertDb } from '../src/db/alert-schema';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { ALERT_PATHS, createRule, draftOf, firstIdOf, get, insertAlert, listRules, MISSING_ID, post, type Session } from './alert-helpers';
import { eventsSince } from './security-log-fixtures';
import { backends, companyIdNamed, loginDemoUsers, startTestApp, type TestApp } from './harness';

// Alert rules over HTTP (rules 22.1, 22.6, 22.7): who reads and writes them, what is refused, what the security log keeps.

describe.each(backends())('alert rules on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  let greenway: string;
  let brightline: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app']);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
  }, 120_000);
  afterAll(async () => t.close());

  it('gives every company the default rules of rules 22.6 for its version, seeded and registered alike', async () => {
    const expected = [
      { session: s.admin, rules: DEFAULT_ALERT_RULES, inApp: ['Offline out for work', 'Service due'] },
      { session: s.power, rules: POWER_DEFAULT_ALERT_RULES, inApp: ['Charge system offline'] },
    ];
    for (const { session, rules, inApp } of expected) {
      const defaults = (await listRules(t.app, session)).filter((r) => r.createdBy === null);
      expect(defaults.map((r) => r.name).sort()).toEqual(rules.map((r) => r.name).sort());
      expect(defaults.every((r) => r.recipients.roles.join() === 'admin')).toBe(true);
      expect(
        defaults
          .filter((r) => !r.channels.email)
          .map((r) => r.name)
          .sort(),
      ).toEqual(inApp);
    }
    // A power-only company is told of its charge systems only, never of machines it has no page for.
    const powerKinds = (await listRules(t.app, s.power)).filter((r) => r.createdBy === null).map((r) => r.condition.kind);
    expect(powerKinds.sort()).toEqual(['charger_offline', 'charger_port_fault']);
    const registered = await post(t.app, undefined, '/web-hmac/web/account/registerCompany', {
      email: 'ana@silva.test',
      firstName: 'Ana',
      lastName: 'Silva',
      companyName: 'Silva Lawns',
      timeZone: 'Europe/Lisbon',
      password: 'Garden2026',
      confirmPassword: 'Garden2026',
    });
    expect(registered.body.code).toBe(200);
    const silva = await companyIdNamed(t.db, 'Silva Lawns');
    const stored = await alertDb(t.db)
      .selectFrom('alert_rules')
      .select(['name', 'kind', 'hold_minutes'])
      .where('company_id', '=', silva)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Charger port overheat or error', kind: 'charger_port_fault', hold_minutes: 0 },
      { name: 'Faults', kind: 'fault_reported', hold_minutes: 0 },
      { name: 'Offline out for work', kind: 'machine_offline', hold_minutes: 0 },
      { name: 'Out after hours (possible theft)', kind: 'out_after_hours', hold_minutes: 5 },
      { name: 'Service due', kind: 'service_due', hold_minutes: 0 },
      { name: 'Service overdue', kind: 'service_overdue', hold_minutes: 0 },
    ]);
  });

  it('lets admin and manager create, change, pause and delete; refuses employees (1170010403) and changes nothing', async () => {
    const byAdmin = await createRule(t.app, s.admin, { name: '  Offline mowers  ' });
    expect(byAdmin.body.code).toBe(200);
    expect(byAdmin.body.entry).toMatchObject({ ...draftOf({ name: 'Offline mowers' }), createdBy: 'Avery Collins' });
    const byManager = await createRule(t.app, s.manager, { name: 'Manager rule', condition: { kind: 'charger_port_fault' } });
    expect(byManager.body.code).toBe(200);
    const id = byAdmin.body.entry.id;

    const before = await listRules(t.app, s.admin);
    const refused = [
      await createRule(t.app, s.employee),
      await post(t.app, s.employee, ALERT_PATHS.ruleUpdate, { id, ...draftOf({ name: 'Mine now' }) }),
      await post(t.app, s.employee, ALERT_PATHS.rulePause, { id, paused: true }),
      await post(t.app, s.employee, ALERT_PATHS.ruleDelete, { id }),
    ];
    expect(refused.map((r) => r.body.code)).toEqual(Array(4).fill(ServerCode.forbiddenRole));
    expect(await listRules(t.app, s.admin)).toEqual(before);

    t.clock.advance(60_000);
    const updated = await post<AlertRule>(t.app, s.manager, ALERT_PATHS.ruleUpdate, { id, ...draftOf({ name: 'Offline mowers, 45 min', holdMinutes: 0 }) });
    expect(updated.body.entry).toMatchObject({
      id,
      name: 'Offline mowers, 45 min',
      holdMinutes: 0,
      createdBy: 'Avery Collins',
      createdAt: byAdmin.body.entry.createdAt,
    });
    expect(updated.body.entry.updatedAt).not.toBe(byAdmin.body.entry.updatedAt);
    const paused = await post<AlertRule>(t.app, s.manager, ALERT_PATHS.rulePause, { id, paused: true });
    expect(paused.body.entry.paused).toBe(true);
    expect((await post<AlertRule>(t.app, s.admin, ALERT_PATHS.rulePause, { id, paused: false })).body.entry.paused).toBe(false);

    const machine = await firstIdOf(t.db, 'equipment', greenway);
    const alert = await insertAlert(t.db, { ruleId: id, companyId: greenway, subjectId: machine, status: 'open' });
    expect((await post(t.app, s.manager, ALERT_PATHS.ruleDelete, { id })).body).toMatchObject({ code: 200, entry: null });
    expect((await post(t.app, s.manager, ALERT_PATHS.ruleDelete, { id })).body.code).toBe(ServerCode.notFound);
    expect((await listRules(t.app, s.admin)).map((r) => r.id)).not.toContain(id);
    // Deleting a rule deletes its alerts (rules 22.1).
    expect(await alertDb(t.db).selectFrom('alerts').select('id').where('id', '=', alert).execute()).toEqual([]);
  });

  it('shows an employee only the rules that tell them, by name or role, as recipient or escalation recipient', async () => {
    const employee = s.employee.uid;
    const mine = [
      await createRule(t.app, s.admin, { name: 'E by name', recipients: { people: [employee], roles: [] } }),
      await createRule(t.app, s.admin, { name: 'E by role', recipients: { people: [], roles: ['employee'] } }),
      await createRule(t.app, s.admin, {
        name: 'E by escalation',
        escalation: { afterMinutes: 30, recipients: { people: [employee], roles: [] } },
      }),
    ].map((r) => r.body.entry.id);
    const other = (await createRule(t.app, s.admin, { name: 'Managers only' })).body.entry.id;
    const seen = (await listRules(t.app, s.employee)).map((r) => r.id);
    expect(seen.sort()).toEqual([...mine].sort());
    expect((await listRules(t.app, s.manager)).map((r) => r.id)).toEqual(expect.arrayContaining([...mine, other]));
  });

  it('answers 1170010001 naming every bad field at once, and stores nothing', async () => {
    const count = (await listRules(t.app, s.admin)).length;
    const bad = await createRule(t.app, s.admin, {
      name: ' ',
      condition: { kind: 'not_returned', returnBy: '25:61' },
      recipients: { people: [], roles: [] },
      escalation: { afterMinutes: 2, recipients: { people: [], roles: [] } },
      holdMinutes: 1441,
      reopenWithinMinutes: 1.5,
    });
    expect(bad.body.code).toBe(ServerCode.validationFailed);
    expect(bad.body.entry).toEqual({
      name: { code: 'required', field: 'name' },
      'condition.returnBy': { code: 'time_invalid', field: 'condition.returnBy' },
      recipients: { code: 'required', field: 'recipients' },
      'escalation.afterMinutes': { code: 'out_of_range', field: 'escalation.afterMinutes', min: 5, max: 10_080 },
      'escalation.recipients': { code: 'required', field: 'escalation.recipients' },
      holdMinutes: { code: 'out_of_range', field: 'holdMinutes', min: 0, max: 1440 },
      reopenWithinMinutes: { code: 'not_a_number', field: 'reopenWithinMinutes' },
    });
    const offline = await createRule(t.app, s.admin, {
      condition: { kind: 'machine_offline', offlineMinutes: 4, onlyDuringWorkingHours: true, onlyOutForWork: false },
    });
    expect(offline.body.entry).toEqual({ 'condition.offlineMinutes': { code: 'out_of_range', field: 'condition.offlineMinutes', min: 5, max: 10_080 } });
    const scope = await createRule(t.app, s.admin, {
      condition: { kind: 'charger_offline', offlineMinutes: 10 },
      scope: { kind: 'category', category: 'mower' },
    });
    expect(scope.body.entry).toEqual({ scope: { code: 'invalid_choice', field: 'scope' } });
    const codes = await createRule(t.app, s.admin, { condition: { kind: 'fault_reported', errorCodes: ['E1', 'E 2'] } });
    expect(codes.body.entry).toEqual({ 'condition.errorCodes.1': { code: 'identifier_invalid', field: 'condition.errorCodes.1' } });
    // Unknown fields are refused as every call refuses them (rules 7.8).
    const unknown = await post(t.app, s.admin, ALERT_PATHS.ruleCreate, { ...draftOf(), colour: 'red' });
    expect(unknown.status).toBe(400);
    expect((await listRules(t.app, s.admin)).length).toBe(count);
  });

  it("answers 1170010404 for another company's tag, warehouse, charge system, person or rule, and changes nothing", async () => {
    // Greenway's records are another company's for Brightline's admin (`power`).
    const [tag, warehouse, charger] = [
      await firstIdOf(t.db, 'tags', greenway),
      await firstIdOf(t.db, 'warehouses', greenway),
      await firstIdOf(t.db, 'chargers', greenway),
    ];
    const [ownWarehouse, ownCharger] = [await firstIdOf(t.db, 'warehouses', brightline), await firstIdOf(t.db, 'chargers', brightline)];
    const count = (await listRules(t.app, s.power)).length;
    const foreign = [
      { scope: { kind: 'tag', tagId: tag } },
      { scope: { kind: 'warehouse', warehouseId: warehouse } },
      { condition: { kind: 'charger_port_fault' }, scope: { kind: 'charge_system', chargerId: charger } },
      { condition: { kind: 'left_warehouse', warehouseId: warehouse } },
      { recipients: { people: [s.admin.uid], roles: [] } },
      { escalation: { afterMinutes: 10, recipients: { people: [s.manager.uid], roles: [] } } },
      { recipients: { people: [MISSING_ID], roles: [] } },
      { scope: { kind: 'tag', tagId: 'not-a-uuid' } },
    ];
    for (const patch of foreign) expect((await createRule(t.app, s.power, patch)).body.code, JSON.stringify(patch)).toBe(ServerCode.notFound);
    expect((await listRules(t.app, s.power)).length).toBe(count);

    const own = await createRule(t.app, s.power, {
      condition: { kind: 'entered_warehouse', warehouseId: ownWarehouse },
      recipients: { people: [s.power.uid], roles: [] },
    });
    expect(own.body.code).toBe(200);
    expect(
      (
        await createRule(t.app, s.power, {
          condition: { kind: 'charger_offline', offlineMinutes: 15 },
          scope: { kind: 'charge_system', chargerId: ownCharger },
        })
      ).body.code,
    ).toBe(200);
    const greenwayRule = (await createRule(t.app, s.admin, { scope: { kind: 'tag', tagId: tag } })).body.entry.id;
    const answers = [
      await post(t.app, s.power, ALERT_PATHS.ruleUpdate, { id: greenwayRule, ...draftOf() }),
      await post(t.app, s.power, ALERT_PATHS.rulePause, { id: greenwayRule, paused: true }),
      await post(t.app, s.power, ALERT_PATHS.ruleDelete, { id: greenwayRule }),
      await post(t.app, s.power, ALERT_PATHS.ruleUpdate, { id: own.body.entry.id, ...draftOf({ scope: { kind: 'tag', tagId: tag } }) }),
    ];
    expect(answers.map((a) => a.body.code)).toEqual(Array(4).fill(ServerCode.notFound));
    const greenwayRules = await listRules(t.app, s.admin);
    expect(greenwayRules.find((r) => r.id === greenwayRule)).toMatchObject({ paused: false, name: 'Mowers offline' });
    expect((await listRules(t.app, s.power)).find((r) => r.id === own.body.entry.id)?.scope).toEqual({ kind: 'all' });
    expect((await listRules(t.app, s.power)).map((r) => r.id)).not.toContain(greenwayRule);
  });

  it('records every rule change in the security log with who, when and the rule name as it stood', async () => {
    t.clock.advance(60_000);
    const since = t.clock.now().toISOString();
    const id = (await createRule(t.app, s.manager, { name: 'Logged rule' })).body.entry.id;
    t.clock.advance(1000);
    await post(t.app, s.manager, ALERT_PATHS.ruleUpdate, { id, ...draftOf({ name: 'Logged rule 2', paused: true }) });
    t.clock.advance(1000);
    await post(t.app, s.admin, ALERT_PATHS.rulePause, { id, paused: true }); // already paused: nothing changes, nothing logged
    await post(t.app, s.admin, ALERT_PATHS.rulePause, { id, paused: false });
    t.clock.advance(1000);
    await post(t.app, s.admin, ALERT_PATHS.ruleDelete, { id });
    await createRule(t.app, s.employee); // refused: not logged
    const events = (await eventsSince(t.app, s.admin, since)).filter((e) => e.target?.type === 'alert_rule');
    const target = (label: string) => ({ type: 'alert_rule', id, label });
    // Newest first; the change and the pause it made share one instant, so their order is the ids'.
    const seen = events.map((e) => [e.kind, e.actor?.name, e.target]);
    expect(seen.slice(0, 2)).toEqual([
      ['record_deleted', 'Avery Collins', target('Logged rule 2')],
      ['alert_rule_resumed', 'Avery Collins', target('Logged rule 2')],
    ]);
    expect(seen.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ['alert_rule_paused', 'Morgan Reyes', target('Logged rule 2')],
        ['alert_rule_changed', 'Morgan Reyes', target('Logged rule 2')],
      ]),
    );
    expect(seen.slice(4)).toEqual([['alert_rule_created', 'Morgan Reyes', target('Logged rule')]]);
  });

  it('refuses users without a company and app-only users (1170010403), and answers 1401 without a session', async () => {
    for (const session of [s.guest, s.app]) {
      expect((await get(t.app, session, ALERT_PATHS.ruleList)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await createRule(t.app, session)).body.code).toBe(ServerCode.forbiddenRole);
    }
    expect((await get(t.app, undefined, ALERT_PATHS.ruleList)).body.code).toBe(ServerCode.sessionExpired);
  });
});
