import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS, type SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { hashToken } from '../src/auth/tokens';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { backends, startTestApp, type TestApp } from './harness';
import { tokenFor } from './mailbox-helpers';
import { allRows, eventsSince, loginFrom, mailedSecrets, rowCount, secretsFound, send, type Session } from './security-log-fixtures';
import { alertDraft, DIEGO, HANNAH, HOME, integrationEvents, LOGIN, OFFICE, PRIYA, recordsToDelete, STRANGER, W } from './security-log-support';

describe.each(backends())('security log recording on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let since: string;
  let greenway: string;
  /** Every password, session token and token hash used: none may be stored. */
  const secrets: string[] = [DEMO_PASSWORD];
  const keep = (...values: string[]) => secrets.push(...values, ...values.map(hashToken));
  /** Moves the clock on (events of one call sort after the previous call's) and answers the new time. */
  const tick = (ms = 1000): string => {
    t.clock.advance(ms);
    return t.clock.now().toISOString();
  };
  const userOf = async (email: string) => t.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(backend);
    since = tick(3_600_000);
    admin = await loginFrom(t.app, DEMO_LOGINS.admin, DEMO_PASSWORD, OFFICE);
    keep(admin.token);
    greenway = (await userOf(DEMO_LOGINS.admin)).company_id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a failed login and a password change with who, when, from which address and browser', async () => {
    const at = tick();
    expect((await send(t.app, LOGIN, { email: DEMO_LOGINS.employee, password: 'Wrong1234' }, STRANGER)).code).toBe(ServerCode.badCredentials);
    const failedAt = t.clock.now().toISOString();
    tick();
    const employee = await loginFrom(t.app, DEMO_LOGINS.employee, DEMO_PASSWORD, HOME);
    const changedAt = tick();
    expect(
      (
        await send(
          t.app,
          `${W}/personal/changePassword`,
          { oldPassword: DEMO_PASSWORD, newPassword: 'Garden2027', confirmPassword: 'Garden2027' },
          HOME,
          employee,
        )
      ).code,
    ).toBe(200);
    keep(employee.token, 'Wrong1234', 'Garden2027');
    const jordan = { id: employee.uid, name: 'Jordan Lee', email: DEMO_LOGINS.employee };
    const plain = { target: null, change: null, id: expect.any(String) };
    expect(await eventsSince(t.app, admin, at)).toEqual([
      { ...plain, kind: 'password_changed', occurredAt: changedAt, actor: jordan, address: HOME.ip, userAgent: HOME.ua, reason: null },
      { ...plain, kind: 'login_succeeded', occurredAt: expect.any(String), actor: jordan, address: HOME.ip, userAgent: HOME.ua, reason: null },
      { ...plain, kind: 'login_failed', occurredAt: failedAt, actor: jordan, address: STRANGER.ip, userAgent: STRANGER.ua, reason: 'bad_password' },
    ]);
  });

  it('logs nothing for an unknown address; ten failures lock once; tries while locked are logged once a minute', async () => {
    const at = tick();
    const before = await rowCount(t.db);
    expect((await send(t.app, LOGIN, { email: 'nobody@nowhere.test', password: 'Wrong1234' }, STRANGER)).code).toBe(ServerCode.badCredentials);
    expect(await rowCount(t.db)).toBe(before);
    for (let i = 1; i <= 10; i += 1) {
      tick(i === 6 ? 61_000 : 1000); // 5 failures a minute answer 1466 before the lock
      const answer = await send(t.app, LOGIN, { email: PRIYA, password: `Wrong${i}xyz` }, STRANGER);
      expect(answer.code).toBe(i < 10 ? ServerCode.badCredentials : ServerCode.accountLocked);
      keep(`Wrong${i}xyz`);
    }
    const lockedAt = t.clock.now().toISOString();
    for (const wait of [1000, 10_000, 61_000]) {
      tick(wait);
      expect((await send(t.app, LOGIN, { email: PRIYA, password: DEMO_PASSWORD }, STRANGER)).code).toBe(ServerCode.accountLocked);
    }
    const events = await eventsSince(t.app, admin, at);
    const priya = { id: (await userOf(PRIYA)).id, name: 'Priya Shah', email: PRIYA };
    expect(events.every((e) => e.actor?.email === PRIYA && e.address === STRANGER.ip)).toBe(true);
    expect(events.filter((e) => e.reason === 'bad_password')).toHaveLength(10);
    expect(events.filter((e) => e.reason === 'locked')).toHaveLength(2);
    expect(events.filter((e) => e.kind === 'account_locked')).toEqual([expect.objectContaining({ actor: priya, occurredAt: lockedAt, reason: null })]);
  });

  it('logs a reset request and the link used, not a request for an unknown address', async () => {
    const at = tick();
    expect((await send(t.app, `${W}/account/forgotPassword`, { email: HANNAH }, HOME)).code).toBe(200);
    expect((await send(t.app, `${W}/account/forgotPassword`, { email: 'nobody@nowhere.test' }, HOME)).code).toBe(200);
    const token = await tokenFor(t.app, HANNAH, '/reset-password');
    tick();
    expect((await send(t.app, `${W}/account/resetPassword`, { token, password: 'Tulip2027', confirmPassword: 'Tulip2027' }, OFFICE)).code).toBe(200);
    keep(token, 'Tulip2027');
    const hannah = { id: (await userOf(HANNAH)).id, name: 'Hannah Okafor', email: HANNAH };
    expect((await eventsSince(t.app, admin, at)).map((e) => [e.kind, e.actor, e.address])).toEqual([
      ['password_reset', hannah, OFFICE.ip],
      ['password_reset_requested', hannah, HOME.ip],
    ]);
  });

  it('logs invitations sent, resent and accepted with the offered role', async () => {
    const at = tick();
    const invited = await send<{ id: string }>(t.app, `${W}/people/invite`, { email: 'nia@greenway.test', role: 'manager' }, OFFICE, admin);
    tick();
    expect((await send(t.app, `${W}/people/resendInvitation`, { id: invited.entry.id }, OFFICE, admin)).code).toBe(200);
    const token = await tokenFor(t.app, 'nia@greenway.test', '/register-invite');
    tick();
    expect(
      (
        await send(
          t.app,
          `${W}/account/registerInvite`,
          { token, firstName: 'Nia', lastName: 'Brooks', password: 'Maple2027', confirmPassword: 'Maple2027' },
          HOME,
        )
      ).code,
    ).toBe(200);
    keep(token, 'Maple2027');
    const avery = { id: admin.uid, name: 'Avery Collins', email: DEMO_LOGINS.admin };
    const nia = { type: 'person', id: invited.entry.id, label: 'nia@greenway.test' };
    expect((await eventsSince(t.app, admin, at)).map((e) => [e.kind, e.actor, e.target, e.change, e.address])).toEqual([
      ['invitation_accepted', { id: invited.entry.id, name: 'Nia Brooks', email: 'nia@greenway.test' }, null, null, HOME.ip],
      ['invitation_resent', avery, nia, { from: null, to: 'manager' }, OFFICE.ip],
      ['invitation_sent', avery, nia, { from: null, to: 'manager' }, OFFICE.ip],
    ]);
  });

  it('logs an admin transfer and the role change of both people, there and back', async () => {
    const at = tick();
    const morgan = (await userOf(DEMO_LOGINS.manager)).id;
    expect((await send(t.app, `${W}/personal/transferAdmin`, { id: morgan }, OFFICE, admin)).code).toBe(200);
    tick();
    const manager = await loginFrom(t.app, DEMO_LOGINS.manager, DEMO_PASSWORD, HOME);
    keep(manager.token);
    tick();
    expect((await send(t.app, `${W}/personal/transferAdmin`, { id: admin.uid }, HOME, manager)).code).toBe(200);
    const line = (e: SecurityEvent) => [e.kind, e.actor?.name, e.target?.label, e.change];
    const events = (await eventsSince(t.app, admin, at)).filter((e) => e.kind !== 'login_succeeded');
    expect(events.slice(0, 3).map(line)).toEqual(
      expect.arrayContaining([
        ['admin_transferred', 'Morgan Reyes', 'Avery Collins', null],
        ['role_changed', 'Morgan Reyes', 'Avery Collins', { from: 'manager', to: 'admin' }],
        ['role_changed', 'Morgan Reyes', 'Morgan Reyes', { from: 'admin', to: 'manager' }],
      ]),
    );
    expect(events.slice(3).map(line)).toEqual(
      expect.arrayContaining([
        ['admin_transferred', 'Avery Collins', 'Morgan Reyes', null],
        ['role_changed', 'Avery Collins', 'Morgan Reyes', { from: 'manager', to: 'admin' }],
        ['role_changed', 'Avery Collins', 'Avery Collins', { from: 'admin', to: 'manager' }],
      ]),
    );
    expect(events).toHaveLength(6);
  });

  it('logs consent withdrawn, the refused login, consent given, then the cancelled account (its name kept)', async () => {
    const at = tick();
    const diego = await loginFrom(t.app, DIEGO, DEMO_PASSWORD, HOME);
    tick();
    expect((await send(t.app, `${W}/personal/withdrawConsent`, {}, HOME, diego)).code).toBe(200);
    tick();
    expect((await send(t.app, LOGIN, { email: DIEGO, password: DEMO_PASSWORD }, HOME)).code).toBe(ServerCode.consentRequired);
    tick();
    const again = await send<Session>(
      t.app,
      `${W}/account/acceptAgreements`,
      { email: DIEGO, password: DEMO_PASSWORD, userAgreement: true, privacyPolicy: true },
      HOME,
    );
    tick();
    expect((await send(t.app, `${W}/personal/cancelAccount`, {}, HOME, again.entry)).code).toBe(200);
    keep(diego.token, again.entry.token);
    const events = await eventsSince(t.app, admin, at);
    const kinds = events.map((e) => (e.reason === null ? e.kind : `${e.kind}:${e.reason}`));
    // acceptAgreements gives consent and logs in at one instant (either order).
    expect([kinds[0], kinds.slice(1, 3).sort(), ...kinds.slice(3)]).toEqual([
      'account_cancelled',
      ['consent_given', 'login_succeeded'],
      'login_failed:consent_required',
      'consent_withdrawn',
      'login_succeeded',
    ]);
    // The person is gone: every event keeps the name and email, none the id.
    expect(new Set(events.map((e) => JSON.stringify(e.actor)))).toEqual(new Set([JSON.stringify({ id: null, name: 'Diego Alvarez', email: DIEGO })]));
  });

  it('logs a gateway reset and every delete call with the record as it was named', async () => {
    const at = tick();
    const { reset, removed, gone, planned, log, logMachine, sam, group, tag, yard, schedule } = await recordsToDelete(t.app, t.db, greenway, admin);
    expect(
      (await send(t.app, `${W}/maintenance/setReminder`, { equipmentId: planned.id, plan: { kind: 'date', every: 3, unit: 'months' } }, OFFICE, admin)).code,
    ).toBe(200);
    const calls: [string, Record<string, unknown>][] = [
      [`${W}/gateway/reset`, { id: reset.id }],
      [`${W}/gateway/delete`, { id: removed.id }],
      [`${W}/people/delete`, { id: sam.id }],
      [`${W}/maintenance/delete`, { id: log.id }],
      [`${W}/equipment/delete`, { id: gone.id }],
      [`${W}/warehouse/delete`, { id: yard.id }],
      [`${W}/tag/delete`, { id: tag.id }],
      [`${W}/tag/deleteGroup`, { id: group.id }],
      [`${W}/report/schedule/delete`, { id: schedule.body.entry.id }],
      [`${W}/maintenance/setReminder`, { equipmentId: planned.id, plan: { kind: 'off' } }],
    ];
    for (const [url, body] of calls) {
      tick();
      expect((await send(t.app, url, body, OFFICE, admin)).code, url).toBe(200);
    }
    const events = await eventsSince(t.app, admin, at);
    expect(events.every((e) => e.actor?.email === DEMO_LOGINS.admin && e.address === OFFICE.ip && e.userAgent === OFFICE.ua)).toBe(true);
    expect(events.map((e) => [e.kind, e.target]).reverse()).toEqual([
      // Setting the plan before the deletes is a change of data (rules 20.13).
      ['reminder_plan_changed', { type: 'reminder_plan', id: planned.id, label: `${planned.name} (${planned.serial_number})` }],
      ['gateway_reset', { type: 'gateway', id: reset.id, label: `${reset.model} ${reset.serial_number}` }],
      ['record_deleted', { type: 'gateway', id: removed.id, label: `${removed.model} ${removed.serial_number}` }],
      ['record_deleted', { type: 'person', id: sam.id, label: 'Sam Rivera' }],
      ['record_deleted', { type: 'maintenance_log', id: log.id, label: `${logMachine.name}, ${log.performed_at.toISOString().slice(0, 10)}` }],
      ['record_deleted', { type: 'equipment', id: gone.id, label: `${gone.name} (${gone.serial_number})` }],
      ['record_deleted', { type: 'warehouse', id: yard.id, label: 'Overflow Yard' }],
      ['record_deleted', { type: 'tag', id: tag.id, label: 'Lakeside Park' }],
      ['record_deleted', { type: 'tag_group', id: group.id, label: 'Condition' }],
      ['record_deleted', { type: 'report_schedule', id: schedule.body.entry.id, label: 'inventory, weekly' }],
      ['record_deleted', { type: 'reminder_plan', id: planned.id, label: `${planned.name} (${planned.serial_number})` }],
    ]);
  });

  it('records nothing for a refused call', async () => {
    const before = await rowCount(t.db);
    const manager = await loginFrom(t.app, DEMO_LOGINS.manager, DEMO_PASSWORD, HOME);
    keep(manager.token);
    const after = await rowCount(t.db); // the manager's login
    const full = await t.db
      .selectFrom('warehouses')
      .select('id')
      .where('company_id', '=', greenway)
      .where('name', '=', 'North Depot')
      .executeTakeFirstOrThrow();
    const deletedGateway = await t.db
      .selectFrom('gateways')
      .select('id')
      .where('company_id', '=', greenway)
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const refusals: [string, Record<string, unknown>, Session, number][] = [
      [`${W}/people/delete`, { id: admin.uid }, admin, ServerCode.refused],
      [`${W}/people/delete`, { id: (await userOf(PRIYA)).id }, manager, ServerCode.forbiddenRole],
      [`${W}/gateway/reset`, { id: deletedGateway.id }, admin, ServerCode.refused],
      [`${W}/personal/transferAdmin`, { id: admin.uid }, admin, ServerCode.refused],
      [
        `${W}/personal/changePassword`,
        { oldPassword: 'Wrong1234', newPassword: 'Birch2027', confirmPassword: 'Birch2027' },
        manager,
        ServerCode.oldPasswordWrong,
      ],
      [`${W}/warehouse/delete`, { id: full.id }, admin, ServerCode.warehouseHasGateways],
    ];
    for (const [url, body, session, code] of refusals) expect((await send(t.app, url, body, OFFICE, session)).code, url).toBe(code);
    expect(after).toBe(before + 1);
    expect(await rowCount(t.db)).toBe(after);
  });

  it('logs alert rule changes and working hours with the rule or company as named then (rules 22.7)', async () => {
    const at = tick();
    const rule = await send<{ id: string }>(t.app, `${W}/alert/rule/create`, alertDraft('Night watch', false), OFFICE, admin);
    const steps: [string, Record<string, unknown>][] = [
      [`${W}/alert/rule/update`, { id: rule.entry.id, ...alertDraft('Night watch 2', false) }],
      [`${W}/alert/rule/pause`, { id: rule.entry.id, paused: true }],
      [`${W}/alert/rule/pause`, { id: rule.entry.id, paused: false }],
      [`${W}/alert/working-hours`, { days: { mon: null, tue: null, wed: null, thu: null, fri: { start: '06:00', end: '14:00' }, sat: null, sun: null } }],
    ];
    for (const [url, body] of steps) {
      tick();
      expect((await send(t.app, url, body, OFFICE, admin)).code, url).toBe(200);
    }
    const target = (label: string) => ({ type: 'alert_rule', id: rule.entry.id, label });
    expect((await eventsSince(t.app, admin, at)).map((e) => [e.kind, e.target]).reverse()).toEqual([
      ['alert_rule_created', target('Night watch')],
      ['alert_rule_changed', target('Night watch 2')],
      ['alert_rule_paused', target('Night watch 2')],
      ['alert_rule_resumed', target('Night watch 2')],
      ['working_hours_changed', { type: 'company', id: greenway, label: 'Greenway Grounds Care' }],
    ]);
  });

  it('records an API key created, used from a new address and revoked, and a webhook endpoint created and its secret rotated', async () => {
    keep(...(await integrationEvents(t.app, admin)));
  });

  it('has recorded every kind by now, and no password, token, token hash or mailed link anywhere', async () => {
    const kinds = new Set((await eventsSince(t.app, admin, since)).map((e) => e.kind));
    const dataKind = (k: string) => /^(equipment|warehouse|tag|tag_group|maintenance_log|company_settings)_/.test(k); // activity-history.test.ts
    expect([...SECURITY_EVENT_KINDS].filter((k) => !kinds.has(k) && !dataKind(k))).toEqual([]);
    const found = secretsFound(await allRows(t.db), [...secrets, ...(await mailedSecrets(t.app))]);
    expect(found).toEqual([]);
  });
});
