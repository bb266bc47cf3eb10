import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MAIL_LEASE_MS, claimAlertMail } from '../src/areas/alerts/engine/mail-worker';
import type { Mailer, OutgoingMail } from '../src/mail/mailer';
import { backends } from './harness';
import { alertWorld, draftOf, MINUTE, report, type AlertWorld } from './alert-engine-support';

/** An instant of the demo's time zone (America/Chicago, CDT = UTC-5 in June): `day` days after Monday 2026-06-15, at `hh:mm` local. */
const chicago = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 5, 15 + day, hh + 5, mm));

/** A mailer whose SMTP server refuses everything. */
const refusing = (): Mailer & { tries: OutgoingMail[] } => {
  const tries: OutgoingMail[] = [];
  return {
    mode: 'smtp',
    tries,
    send: async (mail) => {
      tries.push(mail);
      throw new Error('421 service not available');
    },
    close: () => undefined,
  };
};

// Who is told of an alert and how its mail reaches them (rules 22.3).
describe.each(backends())('alert routing and mail on $name', (backend) => {
  let w: AlertWorld;
  beforeAll(async () => {
    w = await alertWorld(backend);
  });
  afterAll(async () => {
    await w.t.close();
  });
  beforeEach(async () => {
    await w.reset();
    for (const u of [w.users.admin, w.users.manager, w.users.employee]) {
      await w.setPreference(u.id, 'immediate');
      await w.setUser(u.id, { language: 'en-US', company_id: w.greenway });
    }
  });

  const fault = (code = 'E42') => report(w.now(), { errorCode: code, activity: 'mowing' });
  const faultRule = (over: Partial<Parameters<typeof draftOf>[0]> = {}) =>
    w.addRule(draftOf({ name: 'Faults', condition: { kind: 'fault_reported', errorCodes: [] }, ...over }));

  it('tells the named people and every holder of the named roles, each once, in the app and by one mail each', async () => {
    w.t.clock.set(chicago(0, 10));
    const rule = await faultRule({ recipients: { people: [w.users.employee.id, w.users.admin.id], roles: ['admin', 'manager'] } });
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    const [alert] = await w.shownOf(rule);
    const told = (await w.recipientsOf(alert?.id ?? '')).map((r) => r.user_id).sort();
    const holders = await w.adb
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', w.greenway)
      .where('role', 'in', ['admin', 'manager'])
      .where('user_type', '=', 2)
      .where('status', '=', 'activated')
      .execute();
    expect(told).toEqual([...holders.map((h) => h.id), w.users.employee.id].sort());
    expect(told).toContain(w.users.manager.id);
    expect(await w.mail()).toEqual({ sent: told.length, skipped: 0, failed: 0, more: false });
    const [mail] = await w.outboxTo(w.users.employee.email);
    expect(mail?.subject).toMatch(/^Greenway Grounds Care: Mower \d+ \(AL-[^)]+\) reports a fault \(error code E42\)$/);
    expect(mail?.body_text).toContain('Rule: Faults');
    expect(mail?.body_text).toContain(`https://fleet.yardfleet.test/equipment/${m.equipmentId}`);
    expect(mail?.body_text).toContain('https://fleet.yardfleet.test/alerts');
    expect(mail?.body_text).toContain('Opened: 06/15/2026 10:00 CDT');
    expect(await w.outboxTo(w.users.admin.email)).toHaveLength(1);
    expect(await w.mail()).toEqual({ sent: 0, skipped: 0, failed: 0, more: false });
  });

  it('many alerts at once are one mail per person: the first 50 listed, the rest counted (rules 22.3, decision 0025)', async () => {
    w.t.clock.set(chicago(0, 10, 15));
    await faultRule({ recipients: { people: [w.users.employee.id, w.users.manager.id], roles: [] } });
    for (let i = 0; i < 60; i += 1) await w.send(await w.bindMachine(), [fault(`E${100 + i}`)]);
    // A claim takes every due row of the people it takes: here one person, all 60 of theirs.
    const claimed = await claimAlertMail(w.t.db, w.now(), 1);
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed.map((row) => row.user_id)).size).toBe(1);
    w.t.clock.advance(ALERT_MAIL_LEASE_MS);
    expect(await w.mail()).toEqual({ sent: 2, skipped: 0, failed: 0, more: false });
    const [mail] = await w.outboxTo(w.users.employee.email);
    expect(mail?.subject).toBe('Greenway Grounds Care: 60 alerts');
    expect(mail?.body_text.match(/^- /gm)).toHaveLength(50);
    expect(mail?.body_text).toContain('...and 10 more: every one is on the alerts page.');
    expect(await w.mail()).toEqual({ sent: 0, skipped: 0, failed: 0, more: false });
  });

  it('a rule without mail tells its people in the app only; a person with mail off gets none', async () => {
    w.t.clock.set(chicago(0, 10, 30));
    const quiet = await faultRule({ channels: { email: false } });
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    expect(await w.shownOf(quiet)).toHaveLength(1);
    expect(await w.queueOf(quiet)).toEqual([]);
    await w.reset();
    await w.setPreference(w.users.admin.id, 'off');
    const mailing = await faultRule();
    w.later(1);
    await w.send(await w.bindMachine(), [fault()]);
    expect(await w.shownOf(mailing)).toHaveLength(1);
    expect(await w.queueOf(mailing)).toEqual([]);
  });

  it('an hourly digest gathers the alerts of the hour into one mail at the next full local hour', async () => {
    w.t.clock.set(chicago(1, 10, 5));
    await w.setPreference(w.users.admin.id, 'hourly');
    const rule = await faultRule();
    await w.send(await w.bindMachine(), [fault('E1')]);
    w.t.clock.set(chicago(1, 10, 20));
    await w.send(await w.bindMachine(), [fault('E2')]);
    expect((await w.queueOf(rule)).map((q) => q.send_after)).toEqual([chicago(1, 11), chicago(1, 11)]);
    w.t.clock.set(chicago(1, 10, 59));
    expect(await w.mail()).toEqual({ sent: 0, skipped: 0, failed: 0, more: false });
    w.t.clock.set(chicago(1, 11));
    expect(await w.mail()).toEqual({ sent: 1, skipped: 0, failed: 0, more: false });
    const [digest] = await w.outboxTo(w.users.admin.email);
    expect(digest?.subject).toBe('Greenway Grounds Care: 2 alerts');
    expect(digest?.body_text).toContain('error code E1');
    expect(digest?.body_text).toContain('error code E2');
  });

  it('a daily digest waits for 08:00 local; quiet hours hold immediate mail back until they end', async () => {
    w.t.clock.set(chicago(1, 23));
    await w.setPreference(w.users.admin.id, 'daily');
    await w.setPreference(w.users.manager.id, 'immediate', { start: '22:00', end: '07:00' });
    const rule = await faultRule({ recipients: { people: [], roles: ['admin', 'manager'] } });
    await w.send(await w.bindMachine(), [fault()]);
    const queued = new Map((await w.queueOf(rule)).map((q) => [q.user_id, q.send_after]));
    expect(queued.get(w.users.admin.id)).toEqual(chicago(2, 8));
    expect(queued.get(w.users.manager.id)).toEqual(chicago(2, 7));
    w.t.clock.set(chicago(2, 6, 59));
    await w.mail();
    expect(await w.outboxTo(w.users.manager.email)).toEqual([]);
    w.t.clock.set(chicago(2, 7));
    await w.mail();
    expect(await w.outboxTo(w.users.manager.email)).toHaveLength(1);
    expect(await w.outboxTo(w.users.admin.email)).toEqual([]);
    w.t.clock.set(chicago(2, 8));
    await w.mail();
    expect(await w.outboxTo(w.users.admin.email)).toHaveLength(1);
  });

  it('a person removed from the company gets no mail already queued, and is not told of later alerts', async () => {
    w.t.clock.set(chicago(2, 10));
    const rule = await faultRule({ recipients: { people: [w.users.employee.id], roles: ['admin'] } });
    await w.send(await w.bindMachine(), [fault()]);
    expect((await w.queueOf(rule)).map((q) => q.user_id).sort()).toEqual([w.users.admin.id, w.users.employee.id].sort());
    await w.setUser(w.users.employee.id, { company_id: null });
    expect(await w.mail()).toEqual({ sent: 1, skipped: 1, failed: 0, more: false });
    expect(await w.outboxTo(w.users.employee.email)).toEqual([]);
    expect((await w.queueOf(rule)).find((q) => q.user_id === w.users.employee.id)).toMatchObject({ last_error: 'not_a_member' });
    w.later(1);
    const later = await w.bindMachine();
    await w.send(later, [fault()]);
    const alert = (await w.shownOf(rule)).find((a) => a.subject_id === later.equipmentId);
    expect((await w.recipientsOf(alert?.id ?? '')).map((r) => r.user_id)).toEqual([w.users.admin.id]);
  });

  it('an SMTP failure is retried later and the mail is sent once; a sender that stopped after its claim is replaced after the lease', async () => {
    w.t.clock.set(chicago(3, 10));
    const rule = await faultRule();
    await w.send(await w.bindMachine(), [fault()]);
    const smtp = refusing();
    expect(await w.mail(smtp)).toEqual({ sent: 0, skipped: 0, failed: 1, more: false });
    const [failed] = await w.queueOf(rule);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 service not available', claimed_until: null });
    expect(failed?.send_after).toEqual(new Date(chicago(3, 10).getTime() + MINUTE));
    expect(await w.mail()).toEqual({ sent: 0, skipped: 0, failed: 0, more: false });
    w.later(1);
    expect(await w.mail()).toEqual({ sent: 1, skipped: 0, failed: 0, more: false });
    w.later(10);
    expect(await w.mail()).toEqual({ sent: 0, skipped: 0, failed: 0, more: false });
    expect(await w.outboxTo(w.users.admin.email)).toHaveLength(1);
    expect(smtp.tries).toHaveLength(1);

    await w.send(await w.bindMachine(), [fault()]);
    expect(await claimAlertMail(w.t.db, w.now())).toHaveLength(1);
    expect((await w.mail()).sent).toBe(0);
    w.later(5);
    expect((await w.mail()).sent).toBe(1);
    expect(await w.outboxTo(w.users.admin.email)).toHaveLength(2);
  });

  it('mail is in the reader’s language, German for a German reader, with times in the company’s time zone', async () => {
    w.t.clock.set(chicago(3, 14, 30));
    await w.setUser(w.users.admin.id, { language: 'de-DE' });
    await faultRule({ name: 'Störungen' });
    const m = await w.bindMachine();
    await w.send(m, [fault('E42')]);
    expect((await w.mail()).sent).toBe(1);
    const [mail] = await w.outboxTo(w.users.admin.email);
    expect(mail?.subject).toMatch(/^Greenway Grounds Care: Mower \d+ \(AL-[^)]+\) meldet eine Störung \(Fehlercode E42\)$/);
    expect(mail?.body_text).toMatch(/^Hallo [^,]+,/);
    expect(mail?.body_text).toContain('Regel: Störungen');
    expect(mail?.body_text).toContain('Ausgelöst: 06/18/2026 14:30');
    expect(mail?.body_text).toContain('Ihr Yardfleet-Team');
  });
});
