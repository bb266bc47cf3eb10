import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '@yardfleet/domain/alerts/working-hours';
import type { Alert } from '@yardfleet/contract/endpoints/alerts';
import { alertPage, unreadAlertCount } from '../src/areas/alerts/alert-queries';
import { sweepAlerts } from '../src/areas/alerts/engine/sweep';
import { alertDb, type AlertDatabase } from '../src/db/alert-schema';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { securityDb } from '../src/db/security-schema';
import { BRIGHTLINE_NAME, GREENWAY_NAME, seedIfEmpty } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, companyIdNamed, SEED_TIME } from './harness';

const DAY_MS = 86_400_000;
const ALL = { status: null, kind: null, equipmentId: null, tagId: null, warehouseId: null, from: null, to: null, page: 1, pageSize: 100 } as const;

/** The demo's alerts (rules 22, the demo): as the demo starts them (seedIfEmpty), rules of several kinds and a fortnight of alerts, quiet at start. */
describe.each(backends())('the demo alerts on $name', (backend) => {
  let db: Kysely<Database>;
  let adb: Kysely<AlertDatabase>;
  let dispose: () => Promise<void>;
  let greenway: string;
  let brightline: string;
  let alerts: Alert[];
  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    db = opened.db;
    adb = alertDb(db);
    await migrateToLatest(db);
    await seedIfEmpty(db, { now: SEED_TIME, passwordHash: 'not-a-login-test' });
    greenway = await companyIdNamed(db, GREENWAY_NAME);
    brightline = await companyIdNamed(db, BRIGHTLINE_NAME);
    alerts = (await alertPage(db, greenway, ALL)).items;
  });
  afterAll(async () => {
    await dispose();
  });

  it("the demo admin's bell starts at 5 (SPEC's shell): the newest of the unread notifications and open alerts told to the admin", async () => {
    const admin = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGINS.admin).executeTakeFirstOrThrow();
    const notices = await sql<{ n: string }>`select count(*) as n from notifications n where n.company_id = ${greenway}::uuid
      and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ${admin.id}::uuid)`.execute(db);
    const alertsUnread = await unreadAlertCount(db, greenway, admin.id);
    expect(alertsUnread).toBeGreaterThan(0);
    expect(Number(notices.rows[0]?.n) + alertsUnread).toBe(5);
  });

  it('both companies work Monday to Friday 07:00 to 18:00 and have the default rules of their version, Greenway also its own of other kinds addressed to managers and admins', async () => {
    const companies = await adb.selectFrom('companies').select(['id', 'working_hours']).execute();
    expect(companies.map((c) => c.working_hours)).toEqual([DEFAULT_WORKING_HOURS, DEFAULT_WORKING_HOURS]);
    const rules = await adb
      .selectFrom('alert_rules')
      .select(['company_id', 'kind', 'name', 'recipients', 'email', 'escalation', 'scope_id'])
      .orderBy('kind')
      .execute();
    const kindsOf = (company: string) => rules.filter((r) => r.company_id === company).map((r) => r.kind);
    expect(kindsOf(greenway)).toEqual([
      'battery_health_low',
      'charger_port_fault',
      'fault_reported',
      'machine_offline',
      'not_returned',
      'out_after_hours',
      'service_due',
      'service_overdue',
    ]);
    // The power-only company is told of its charge systems only (its defaults, rules 22.6).
    expect(kindsOf(brightline)).toEqual(['charger_offline', 'charger_port_fault']);
    expect(rules.find((r) => r.kind === 'not_returned')).toMatchObject({
      name: 'Mowers not back by 18:30',
      scope_id: 'mower',
      recipients: { people: [], roles: ['manager'] },
      email: true,
      escalation: { afterMinutes: 60, recipients: { people: [], roles: ['admin'] } },
    });
    const created = await securityDb(db)
      .selectFrom('security_events')
      .select(['actor_email', 'target_label'])
      .where('kind', '=', 'alert_rule_created')
      .orderBy('target_label')
      .execute();
    expect(created).toEqual([
      { actor_email: DEMO_LOGINS.manager, target_label: 'Battery health below 70 %' },
      { actor_email: DEMO_LOGINS.manager, target_label: 'Mowers not back by 18:30' },
    ]);
  });

  it('Greenway shows tens of alerts: open and acknowledged ones now (a fault, an overdue service, a night-time movement) and resolved ones of the last 14 days', () => {
    const now = SEED_TIME.getTime();
    expect(alerts.length).toBeGreaterThanOrEqual(20);
    expect(alerts.length).toBeLessThan(100);
    const live = alerts.filter((a) => a.status !== 'resolved');
    for (const kind of ['fault_reported', 'service_overdue', 'out_after_hours'])
      expect(
        live.filter((a) => a.kind === kind),
        kind,
      ).not.toEqual([]);
    expect(new Set(live.map((a) => a.status))).toEqual(new Set(['open', 'acknowledged']));
    const acknowledged = alerts.filter((a) => a.acknowledgedAt !== null);
    expect(acknowledged.every((a) => a.acknowledgedBy === 'Morgan Reyes' && a.note !== null && a.note.length > 0)).toBe(true);
    const resolved = alerts.filter((a) => a.status === 'resolved');
    expect(new Set(resolved.map((a) => a.resolvedHow))).toEqual(new Set(['condition', 'person']));
    expect(resolved.some((a) => a.acknowledgedAt !== null)).toBe(true);
    expect(new Set(resolved.map((a) => a.kind)).size).toBeGreaterThanOrEqual(5);
    expect(resolved.every((a) => now - Date.parse(a.openedAt) <= 15 * DAY_MS && Date.parse(a.resolvedAt ?? '') <= now - 2 * 3_600_000)).toBe(true);
    expect(alerts.some((a) => a.escalated)).toBe(true);
    expect(alerts.some((a) => a.reopenCount > 0)).toBe(true);
    expect(alerts.find((a) => a.kind === 'fault_reported' && a.status !== 'resolved')?.detail.errorCode).toMatch(/^E-\d+$/);
  });

  it('Brightline has its offline depot and port alerts, open and resolved', async () => {
    const own = (await alertPage(db, brightline, ALL)).items;
    expect(own.filter((a) => a.kind === 'charger_offline' && a.status !== 'resolved').map((a) => a.subject.kind)).toEqual(['charger', 'charger']);
    expect(own.some((a) => a.kind === 'charger_port_fault' && a.status !== 'resolved')).toBe(true);
    expect(own.some((a) => a.status === 'resolved')).toBe(true);
  });

  it('every alert told its recipients, no mail is queued, the admin bell counts the newest open ones, and the first sweep changes nothing', async () => {
    const told = await adb.selectFrom('alert_recipients').select('alert_id').distinct().execute();
    const all = await adb.selectFrom('alerts').select('id').execute();
    expect(told.length).toBe(all.length);
    const admin = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGINS.admin).executeTakeFirstOrThrow();
    const bell = await unreadAlertCount(db, greenway, admin.id);
    expect(bell).toBeGreaterThan(0);
    expect(bell).toBeLessThanOrEqual(alerts.filter((a) => a.status === 'open').length);
    expect(await sweepAlerts(db, SEED_TIME)).toMatchObject({ changed: 0 });
    expect(await adb.selectFrom('alert_mail_queue').select('id').execute()).toEqual([]);
  });
});
