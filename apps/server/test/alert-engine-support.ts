import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import { runAlertMail } from '../src/areas/alerts/engine/mail-worker';
import { sweepAlerts } from '../src/areas/alerts/engine/sweep';
import { rowFromDraft } from '../src/areas/alerts/rule-rows';
import { alertDb, type AlertRow } from '../src/db/alert-schema';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { DEMO_LOGINS } from '../src/seed/people';
import { call, loginAs, startTestApp, type Backend, type TestApp } from './harness';

/** A warehouse far from every demo place (Milwaukee), and points 50 m and 2 km from its centre. */
export const DEPOT = { lat: 43.0389, lng: -87.9065 };
export const INSIDE = { lat: 43.0393, lng: -87.9065 };
export const OUTSIDE = { lat: 43.0569, lng: -87.9065 };

export const MINUTE = 60_000;

type Credential = { deviceId: string; deviceSecret: string };
/** A machine bound for a test: its device credential and id. */
export type Machine = Credential & { equipmentId: string };

/** A rule's words with test defaults: all machines, the admin role, mail on, no escalation, no hold, no reopen window. */
export const draftOf = (over: Partial<AlertRuleDraft> & Pick<AlertRuleDraft, 'condition'>): AlertRuleDraft => ({
  name: 'Test rule',
  scope: { kind: 'all' },
  recipients: { people: [], roles: ['admin'] },
  channels: { email: true },
  escalation: null,
  holdMinutes: 0,
  reopenWithinMinutes: 0,
  paused: false,
  ...over,
});

/** One device report at `fixAt` (nothing but the time unless `extra` says more). */
export const report = (fixAt: Date, extra: Record<string, unknown> = {}) => ({
  fixAt: fixAt.toISOString(),
  position: null,
  activity: null,
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
  engineHours: null,
  ...extra,
});

/** A test app with the demo seed, the alert rules of both companies removed, and the helpers the alert engine tests share. */
export const alertWorld = async (backend: Backend) => {
  const t: TestApp = await startTestApp(backend, { reportSchedulerPollMs: null, alertWorkers: false });
  const adb = alertDb(t.db);
  const userOf = async (email: string) => adb.selectFrom('users').select(['id', 'company_id', 'email']).where('email', '=', email).executeTakeFirstOrThrow();
  const admin = await userOf(DEMO_LOGINS.admin);
  const manager = await userOf(DEMO_LOGINS.manager);
  const employee = await userOf(DEMO_LOGINS.employee);
  const power = await userOf(DEMO_LOGINS.power);
  const greenway = admin.company_id ?? '';
  const brightline = power.company_id ?? '';
  await adb.deleteFrom('alert_rules').execute();
  const created = await call<{ id: string }>(t.app, {
    method: 'POST',
    url: '/web-hmac/web/warehouse/create',
    headers: await loginAs(t.app, DEMO_LOGINS.admin),
    payload: { name: 'Milwaukee Depot', address: '', location: DEPOT, radius: 200 },
  });
  expect(created.body.code).toBe(200);
  const depotId = (await adb.selectFrom('warehouses').select('id').where('name', '=', 'Milwaukee Depot').executeTakeFirstOrThrow()).id;
  const outboxMailer: Mailer = createMailer({ smtpUrl: null, mailFrom: 'test@yardfleet.test' }, t.db, t.clock);
  let serial = 0;

  return {
    t,
    adb,
    greenway,
    brightline,
    depotId,
    users: { admin, manager, employee, power },
    now: () => t.clock.now(),
    /** Moves the clock `minutes` on. */
    later: (minutes: number) => t.clock.advance(minutes * MINUTE),
    /** Binds a new machine of the company of the demo user `who` (the app user: Greenway; power: Brightline), logged in at the clock's time. */
    bindMachine: async (who: 'app' | 'power' = 'app', category = 'mower'): Promise<Machine> => {
      serial += 1;
      const bound = await call<Machine>(t.app, {
        method: 'POST',
        url: '/web-hmac/app/equipment/bind',
        headers: await loginAs(t.app, DEMO_LOGINS[who]),
        payload: {
          serialNumber: `AL-${randomUUID().slice(0, 8)}-${serial}`,
          name: `Mower ${serial}`,
          category,
          modelNumber: 'LM2156-X',
          firmwareVersion: '1.0.0',
        },
      });
      expect(bound.body.code).toBe(200);
      return bound.body.entry;
    },
    /** Sends device reports of `machine` through the device API. */
    send: async (machine: Machine, reports: unknown[]) => {
      const sent = await call<{ accepted: number; duplicates: number }>(t.app, {
        method: 'POST',
        url: '/web-hmac/device/report',
        headers: { [DEVICE_HEADER.id]: machine.deviceId, [DEVICE_HEADER.secret]: machine.deviceSecret },
        payload: { reports },
      });
      expect(sent.body.code).toBe(200);
      return sent.body.entry;
    },
    /** Stores a rule of `companyId` (Greenway by default) and answers its id. */
    addRule: async (draft: AlertRuleDraft, companyId = greenway): Promise<string> =>
      (
        await adb
          .insertInto('alert_rules')
          .values({ ...rowFromDraft(draft), company_id: companyId, created_by: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** Removes every rule (their alerts and queued mail go with them) and the outbox's mail. */
    reset: async () => {
      await adb.deleteFrom('alert_rules').execute();
      await adb.deleteFrom('mail_outbox').execute();
    },
    /** A tag of Greenway on `equipmentIds`. */
    tagMachines: async (equipmentIds: readonly string[]): Promise<string> => {
      const group = await adb
        .insertInto('tag_groups')
        .values({ company_id: greenway, name: `Alerts ${randomUUID().slice(0, 6)}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tag = await adb.insertInto('tags').values({ company_id: greenway, group_id: group.id, name: 'Watched' }).returning('id').executeTakeFirstOrThrow();
      if (equipmentIds.length > 0)
        await adb
          .insertInto('equipment_tags')
          .values(equipmentIds.map((equipment_id) => ({ equipment_id, tag_id: tag.id })))
          .execute();
      return tag.id;
    },
    /** The alerts of a rule, oldest first. */
    alertsOf: (ruleId: string): Promise<AlertRow[]> => adb.selectFrom('alerts').selectAll().where('rule_id', '=', ruleId).orderBy('condition_since').execute(),
    /** The shown (open or acknowledged) alerts of a rule. */
    shownOf: (ruleId: string): Promise<AlertRow[]> =>
      adb.selectFrom('alerts').selectAll().where('rule_id', '=', ruleId).where('status', 'in', ['open', 'acknowledged']).execute(),
    /** Who was told of an alert. */
    recipientsOf: (alertId: string) =>
      adb.selectFrom('alert_recipients').select(['user_id', 'escalation', 'read_at']).where('alert_id', '=', alertId).execute(),
    /** The queued mail of a rule's alerts. */
    queueOf: (ruleId: string) =>
      adb
        .selectFrom('alert_mail_queue as q')
        .innerJoin('alerts as a', 'a.id', 'q.alert_id')
        .select(['q.id', 'q.user_id', 'q.reason', 'q.send_after', 'q.sent_at', 'q.attempts', 'q.last_error', 'q.claimed_until'])
        .where('a.rule_id', '=', ruleId)
        .orderBy('q.created_at')
        .execute(),
    /** The development outbox's mail to `address`, oldest first. */
    outboxTo: (address: string) => adb.selectFrom('mail_outbox').selectAll().where('recipient', '=', address).orderBy('sent_at').execute(),
    sweep: () => sweepAlerts(t.db, t.clock.now()),
    /** One poll of the alert mail worker with `mailer` (the development outbox unless given). */
    mail: (mailer: Mailer = outboxMailer) => runAlertMail({ db: t.db, clock: t.clock, mailer, publicUrl: 'https://fleet.yardfleet.test' }),
    /** Sets a column of a user (language, company). */
    setUser: (id: string, values: { language?: string | null; company_id?: string | null }) =>
      adb.updateTable('users').set(values).where('id', '=', id).execute(),
    /** Sets a person's alert mail preference. */
    setPreference: (userId: string, mode: 'immediate' | 'hourly' | 'daily' | 'off', quiet: { start: string; end: string } | null = null) =>
      sql`insert into user_alert_settings (user_id, mail_mode, quiet_start, quiet_end) values (${userId}::uuid, ${mode}, ${quiet?.start ?? null}, ${quiet?.end ?? null})
        on conflict (user_id) do update set mail_mode = excluded.mail_mode, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end`.execute(t.db),
  };
};

export type AlertWorld = Awaited<ReturnType<typeof alertWorld>>;
