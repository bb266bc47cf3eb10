import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDb, type AlertDatabase, type NewAlert } from '../src/db/alert-schema';
import { migrateToLatest } from '../src/db/migrate';
import { down, up } from '../src/db/migrations/0019-alerts';
import { backends, SEED_TIME } from './harness';

// Migration 0019 (rules 22): the alert tables, the companies' working hours, and the index that
// keeps one live (not resolved) alert per rule and subject, on every backend the suite runs on.

const ALERT_TABLES = ['alert_mail_queue', 'alert_recipients', 'alert_rules', 'alerts', 'user_alert_settings'];
const WEEKDAY = { start: '07:00', end: '18:00' };

describe.each(backends())('migration 0019 (alerts) on $name', (backend) => {
  let db: Kysely<AlertDatabase>;
  let dispose: () => Promise<void>;
  const company = randomUUID();
  const person = randomUUID();

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    await migrateToLatest(opened.db);
    db = alertDb(opened.db);
    await db.insertInto('companies').values({ id: company, name: 'Alert Yard', time_zone: 'America/Chicago', version: 'FULL_VERSION' }).execute();
    await db
      .insertInto('users')
      .values({
        id: person,
        email: 'ops@alert-yard.test',
        password_hash: 'x',
        first_name: 'Ada',
        last_name: 'Ops',
        user_type: 2,
        company_id: company,
        role: 'manager',
        status: 'activated',
        invited_at: null,
        activated_at: null,
        invitation_address: null,
        consent_accepted_at: null,
        locked_until: null,
      })
      .execute();
  });
  afterAll(async () => {
    await dispose();
  });

  const tables = async (): Promise<string[]> =>
    (
      await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name in (${sql.join(ALERT_TABLES)}) order by 1`.execute(db)
    ).rows.map((r) => r.name);

  const newRule = async (): Promise<string> => {
    const { id } = await db
      .insertInto('alert_rules')
      .values({
        company_id: company,
        name: 'Offline in the field',
        kind: 'machine_offline',
        condition: JSON.stringify({ kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: false, onlyOutForWork: false }),
        scope_kind: 'all',
        scope_id: null,
        recipients: JSON.stringify({ people: [person], roles: [] }),
        email: true,
        hold_minutes: 5,
        reopen_within_minutes: 60,
        created_by: person,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  const alertOf = (ruleId: string, subjectId: string, status: NewAlert['status']): NewAlert => ({
    company_id: company,
    rule_id: ruleId,
    subject_kind: 'equipment',
    subject_id: subjectId,
    status,
    condition_since: SEED_TIME,
    opened_at: status === 'pending' ? null : SEED_TIME,
    last_observed_at: SEED_TIME,
  });
  const insertAlert = (ruleId: string, subjectId: string, status: NewAlert['status']) =>
    db
      .insertInto('alerts')
      .values(alertOf(ruleId, subjectId, status))
      .returning('id')
      .executeTakeFirstOrThrow();
  const refusal = (work: Promise<unknown>): Promise<unknown> =>
    work.then(
      () => 'accepted',
      (error: unknown) => (error as { code?: unknown }).code,
    );

  it('adds the alert tables, and every company starts with working hours Monday to Friday 07:00 to 18:00', async () => {
    expect(await tables()).toEqual(ALERT_TABLES);
    const { working_hours } = await db.selectFrom('companies').select('working_hours').where('id', '=', company).executeTakeFirstOrThrow();
    expect(working_hours).toEqual({ days: { mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY, sat: null, sun: null } });
  });

  it('refuses a second alert of a rule and subject while the first is not resolved, and takes one after it resolved', async () => {
    const rule = await newRule();
    const machine = randomUUID();
    const first = await insertAlert(rule, machine, 'open');
    // 23505: unique violation, whatever the second one's live status.
    expect(await refusal(insertAlert(rule, machine, 'pending'))).toBe('23505');
    expect(await refusal(insertAlert(rule, machine, 'open'))).toBe('23505');
    expect(await refusal(insertAlert(rule, machine, 'acknowledged'))).toBe('23505');
    // Another subject of the rule, and the same subject under another rule, each have their own.
    await insertAlert(rule, randomUUID(), 'open');
    await insertAlert(await newRule(), machine, 'acknowledged');

    await db.updateTable('alerts').set({ status: 'resolved', resolved_at: SEED_TIME, resolved_how: 'condition' }).where('id', '=', first.id).execute();
    const next = await insertAlert(rule, machine, 'open');
    expect(await refusal(insertAlert(rule, machine, 'acknowledged'))).toBe('23505');
    // Resolved alerts of one rule and subject pile up as its history.
    await db.updateTable('alerts').set({ status: 'resolved', resolved_at: SEED_TIME, resolved_how: 'person' }).where('id', '=', next.id).execute();
    await insertAlert(rule, machine, 'resolved');
    const history = await db.selectFrom('alerts').select('status').where('rule_id', '=', rule).where('subject_id', '=', machine).execute();
    expect(history.map((a) => a.status)).toEqual(['resolved', 'resolved', 'resolved']);
  });

  it('refuses statuses, kinds and mail modes outside the rules and a mail queued twice', async () => {
    const rule = await newRule();
    expect(await refusal(insertAlert(rule, randomUUID(), 'closed' as NewAlert['status']))).toBe('23514');
    expect(
      await refusal(
        db
          .insertInto('user_alert_settings')
          .values({ user_id: person, mail_mode: 'weekly' as 'daily' })
          .execute(),
      ),
    ).toBe('23514');
    expect(await refusal(db.insertInto('user_alert_settings').values({ user_id: person, quiet_start: '22:00' }).execute())).toBe('23514');
    const alert = await insertAlert(rule, randomUUID(), 'open');
    const mail = {
      company_id: company,
      user_id: person,
      alert_id: alert.id,
      reason: 'opened' as const,
      send_after: SEED_TIME,
      dedupe_key: `opened:${alert.id}:${person}`,
    };
    await db.insertInto('alert_mail_queue').values(mail).execute();
    expect(await refusal(db.insertInto('alert_mail_queue').values(mail).execute())).toBe('23505');
  });

  it("takes a rule's alerts, their recipients and their mails along when the rule is deleted", async () => {
    const rule = await newRule();
    const alert = await insertAlert(rule, randomUUID(), 'open');
    await db.insertInto('alert_recipients').values({ alert_id: alert.id, user_id: person }).execute();
    await db
      .insertInto('alert_mail_queue')
      .values({ company_id: company, user_id: person, alert_id: alert.id, reason: 'opened', send_after: SEED_TIME, dedupe_key: `cascade:${alert.id}` })
      .execute();
    await db.deleteFrom('alert_rules').where('id', '=', rule).execute();
    expect(await db.selectFrom('alerts').select('id').where('rule_id', '=', rule).execute()).toEqual([]);
    expect(await db.selectFrom('alert_recipients').select('user_id').where('alert_id', '=', alert.id).execute()).toEqual([]);
    expect(await db.selectFrom('alert_mail_queue').select('id').where('alert_id', '=', alert.id).execute()).toEqual([]);
  });

  it('is reversible: down drops the tables and the working hours, up brings them back empty', async () => {
    const raw = db as unknown as Kysely<unknown>;
    await down(raw);
    expect(await tables()).toEqual([]);
    const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'companies' and column_name = 'working_hours'`.execute(db);
    expect(columns.rows).toEqual([]);
    await up(raw);
    expect(await tables()).toEqual(ALERT_TABLES);
    expect(await db.selectFrom('alerts').select('id').execute()).toEqual([]);
    const rule = await newRule();
    const machine = randomUUID();
    await insertAlert(rule, machine, 'open');
    expect(await refusal(insertAlert(rule, machine, 'open'))).toBe('23505');
  });
});
