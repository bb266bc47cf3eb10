/**
 * Alerts (rules 22) end to end against the real server (PGlite, seeded demo) and Chromium: a
 * manager makes every day a day off, so now is outside the working hours (rules 22.2), and writes
 * in the rule editor an "out after hours" rule on one tag, telling a German-speaking employee and
 * the managers, by mail, with no hold time; its preview replays the tagged machine's stored trip of
 * a few hours ago (rules 22.5). A machine with the tag then leaves its warehouse mowing: the alert
 * opens at ingest (hold 0, rules 22.4) and reaches the manager's bell and /alerts live, and the
 * employee's mail in German (rules 22.3; the mail worker polls the outbox every 30 s). The manager
 * acknowledges it with a note; the machine comes back and the alert resolves by itself, all
 * without a reload. The working hours are put back afterwards.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { alertUnreadCount, apiLogInWithLanguage, createTag, mailsTo, setMachineTags, setWorkingHours, workingHours, type OutboxMail } from './alerts-client';
import { apiLogIn, bindMachine, secondsAgo, sendReports, type BoundMachine } from './device-client';
import { logIn } from './support';

/** A demo manager of the full-version company (apps/server/src/seed/people.ts) whom no other spec changes. */
const MANAGER = { email: 'hannah.okafor@demo.yardfleet.test', password: 'Demo1234', name: 'Hannah Okafor' } as const;
/** A demo employee of the same company; logged in here in German, so alert mail reaches him in German. */
const GERMAN = { email: 'diego.alvarez@demo.yardfleet.test', password: 'Demo1234', name: 'Diego Alvarez', firstName: 'Diego' } as const;

/** The names of one run, new for every run (and every repeat in the same worker), so runs on one server never meet. */
const namesOfRun = () => {
  const run = randomUUID().slice(0, 8).toUpperCase();
  return {
    serial: `E2E-AL-${run}`,
    machine: `E2E night rider ${run}`,
    group: `E2E watch ${run}`,
    tag: `Night ${run}`,
    rule: `E2E out after hours ${run}`,
    note: `Driving over to South Depot (${run}).`,
  };
};
const KIND = 'Out after hours (possible theft)';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The centre of the seeded South Depot (apps/server/src/seed/places.ts, radius 150 m). */
const SOUTH_DEPOT = { lat: 41.8236, lng: -87.6655 };
/** Humboldt Park, Chicago: kilometres from every demo warehouse and work site. */
const OUT_IN_THE_PARK = { lat: 41.9025, lng: -87.701 };

/** The live waits of this test: an ingest, the live event and the refetch take well under this. */
const LIVE = { timeout: 20_000 };
/** The mail worker polls the outbox every 30 s (apps/server/src/areas/alerts/engine/mail-worker.ts ALERT_MAIL_POLL_MS). */
const MAILED = { timeout: 45_000, intervals: [1_000] };

/** The number of alerts in the bell's accessible name ("Notifications, 7 unread (2 alerts)"); 0 when it names none. */
async function bellAlerts(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications,/ }).getAttribute('aria-label')) ?? '';
  const found = /\((\d+) alerts?\)/.exec(name);
  return found ? Number(found[1]) : 0;
}

/** The row of the machine `name` in the alert table. */
const alertRow = (page: Page, name: string): Locator => page.getByRole('table', { name: 'Alerts' }).getByRole('row').filter({ hasText: name });

/** The row's status pill with `status` (the cards' field names, hidden from 992 px, carry the same words). */
const statusPill = (row: Locator, status: string): Locator => row.getByText(status, { exact: true }).filter({ visible: true });

/** Chooses the alert table's status filter ("All", "Open", "Acknowledged", "Resolved"). */
async function showStatus(page: Page, status: 'All' | 'Open' | 'Acknowledged' | 'Resolved'): Promise<void> {
  await page.getByRole('group', { name: 'Alert filters' }).getByRole('combobox', { name: 'Status' }).selectOption({ label: status });
}

/** Marks the page's window, so a later `stillSamePage` proves no reload or navigation happened in between. */
const markPage = (page: Page): Promise<void> => page.evaluate(() => void Object.assign(window, { e2eAlertsMark: true }));
const stillSamePage = async (page: Page): Promise<void> =>
  expect(await page.evaluate(() => (window as unknown as { e2eAlertsMark?: boolean }).e2eAlertsMark), 'the page was not reloaded').toBe(true);

test('an out-after-hours rule on a tag: preview, live alert in the bell and /alerts, German mail, acknowledge, resolved when the machine is back', async ({
  page,
  request,
}) => {
  // The mail worker's 30 s poll is part of the path.
  test.setTimeout(180_000);
  const { serial, machine: machineName, group, tag, rule, note } = namesOfRun();
  const machineRow = (on: Page): Locator => alertRow(on, machineName);
  const manager = await apiLogIn(request, MANAGER);
  const hoursBefore = await workingHours(request, manager);
  try {
    await test.step('the employee logs in once from the app in German: his language becomes de-DE', async () => {
      await apiLogInWithLanguage(request, GERMAN, 'de-DE');
    });

    let machine: BoundMachine | undefined;
    await test.step('a ride-on mower is bound and tagged; its history holds a trip out mowing a few hours ago', async () => {
      machine = await bindMachine(request, manager, { serialNumber: serial, name: machineName, category: 'ride_on_mower', modelNumber: 'RM4200' });
      await setMachineTags(request, manager, machine.equipmentId, [await createTag(request, manager, group, tag)]);
      const history = await sendReports(request, machine, [
        { fixAt: secondsAgo(3 * 3600), position: SOUTH_DEPOT, activity: 'idle' },
        { fixAt: secondsAgo(2 * 3600), position: OUT_IN_THE_PARK, activity: 'mowing' },
        { fixAt: secondsAgo(3600), position: SOUTH_DEPOT, activity: 'charging' },
      ]);
      expect(history).toEqual({ code: 200, entry: { accepted: 3, duplicates: 0, unknown: 0 } });
    });
    if (machine === undefined) throw new Error('the machine was not bound');
    const credential = machine;

    await test.step('the manager makes every day a day off, so now is outside the working hours', async () => {
      await logIn(page, MANAGER);
      await page.goto('/alerts/rules');
      const card = page.getByRole('region', { name: 'Working hours' });
      for (const day of WEEKDAYS) await card.getByRole('checkbox', { name: day, exact: true }).uncheck();
      await expect(card.getByText('Day off')).toHaveCount(7);
      await card.getByRole('button', { name: 'Save working hours' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Working hours saved.' })).toBeVisible();
      const stored = await workingHours(request, manager);
      expect(Object.values(stored.days)).toEqual([null, null, null, null, null, null, null]);
    });

    await test.step('the rule editor: out after hours on the tag, to the employee and the managers, by mail, no hold; the preview replays the trip', async () => {
      await page.getByRole('button', { name: 'New rule' }).click();
      const editor = page.getByRole('dialog', { name: 'New alert rule' });
      await editor.getByRole('textbox', { name: 'Name' }).fill(rule);
      await editor.getByRole('combobox', { name: 'What to watch' }).selectOption({ label: KIND });
      await expect(editor.getByText('This kind has no settings of its own.')).toBeVisible();
      await editor.getByRole('combobox', { name: 'Watch', exact: true }).selectOption({ label: 'Machines with a tag' });
      await editor.getByRole('combobox', { name: 'Tag', exact: true }).selectOption({ label: `${group} · ${tag}` });
      const told = editor.getByRole('group', { name: 'Who is told' });
      await told.getByRole('checkbox', { name: GERMAN.name }).check();
      await told.getByRole('checkbox', { name: 'Manager', exact: true }).check();
      await told.getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
      await expect(editor.getByRole('checkbox', { name: 'Also send an e-mail' })).toBeChecked();
      await editor.getByRole('textbox', { name: 'Hold time (minutes)' }).fill('0');

      await editor.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = editor.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText('This rule would have opened 1 alert on 1 machine in the past 7 days.', LIVE);
      // The example: the machine, when the trip would have opened the alert and when it came back.
      await expect(preview.getByRole('listitem')).toHaveCount(1);
      await expect(preview.getByRole('listitem')).toContainText(`${machineName}: `);
      await expect(preview.getByRole('listitem')).not.toContainText('still open');
      await expect(preview).toContainText('Nothing stored or mailed');

      await editor.getByRole('button', { name: 'Save rule' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Alert rule created.' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Alert rules' }).getByRole('row').filter({ hasText: rule })).toContainText(KIND);
      // The preview stored nothing: no alert of the rule, no mail.
      expect((await mailsTo(request, GERMAN.email)).filter((mail) => mail.subject.includes(machineName))).toEqual([]);
    });

    let before = 0;
    await test.step('the manager watches the open alerts; the bell shows her count', async () => {
      await page.getByRole('navigation', { name: 'Alert pages' }).getByRole('link', { name: 'Alerts', exact: true }).click();
      await expect(page).toHaveURL(/\/alerts(\?|$)/);
      await showStatus(page, 'Open');
      await expect(page.getByRole('table', { name: 'Alerts' })).not.toHaveAttribute('aria-busy', 'true');
      await expect(machineRow(page)).toHaveCount(0);
      before = await alertUnreadCount(request, manager);
      await expect.poll(() => bellAlerts(page), LIVE).toBe(before);
      await markPage(page);
    });

    await test.step('the machine leaves its warehouse mowing: the alert opens live in the bell and on /alerts', async () => {
      expect((await sendReports(request, credential, [{ fixAt: secondsAgo(40), position: SOUTH_DEPOT, activity: 'idle' }])).entry?.accepted).toBe(1);
      expect((await sendReports(request, credential, [{ fixAt: secondsAgo(20), position: OUT_IN_THE_PARK, activity: 'mowing' }])).entry?.accepted).toBe(1);
      await expect.poll(() => bellAlerts(page), LIVE).toBeGreaterThan(before);
      const row = machineRow(page);
      await expect(row).toBeVisible(LIVE);
      await expect(row).toContainText(rule);
      await expect(row).toContainText(KIND);
      await expect(row).toContainText(serial);
      await expect(statusPill(row, 'Open')).toBeVisible();
      await stillSamePage(page);
    });

    await test.step('the German-speaking employee gets the mail in German, naming the machine and the rule', async () => {
      let mail: OutboxMail | undefined;
      await expect
        .poll(async () => {
          mail = (await mailsTo(request, GERMAN.email)).find((m) => m.subject.includes(machineName));
          return mail !== undefined;
        }, MAILED)
        .toBe(true);
      if (mail === undefined) throw new Error('no mail');
      expect(mail.subject).toBe(`Greenway Grounds Care: ${machineName} (${serial}) ist außerhalb der Arbeitszeit im Einsatz`);
      expect(mail.text).toContain(`Hallo ${GERMAN.firstName},`);
      expect(mail.text).toContain(`${machineName} (${serial}) ist außerhalb der Arbeitszeit im Einsatz.`);
      expect(mail.text).toContain(`Regel: ${rule}`);
      expect(mail.text).toContain('Ausgelöst: ');
      expect(mail.text).toContain('Ihr Yardfleet-Team');
      expect(mail.text).not.toContain('Hello');
      expect(mail.links.some((link) => new URL(link).pathname === `/equipment/${credential.equipmentId}`)).toBe(true);
      // The manager, who last logged in in English, is told in English.
      await expect
        .poll(async () => (await mailsTo(request, MANAGER.email)).find((m) => m.subject.includes(machineName))?.subject, MAILED)
        .toBe(`Greenway Grounds Care: ${machineName} (${serial}) is out for work outside working hours`);
    });

    await test.step('the manager acknowledges it with a note: it is acknowledged and leaves her bell count', async () => {
      const raised = await bellAlerts(page);
      await machineRow(page)
        .getByRole('button', { name: `Acknowledge alert: ${KIND}, ${machineName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Acknowledge alerts' });
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
      await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: '1 alert acknowledged.' })).toBeVisible();
      await showStatus(page, 'Acknowledged');
      const row = machineRow(page);
      await expect(statusPill(row, 'Acknowledged')).toBeVisible(LIVE);
      await expect(row).toContainText(`By ${MANAGER.name}`);
      await expect(row).toContainText(note);
      await expect(row.getByRole('button', { name: `Acknowledge alert: ${KIND}, ${machineName}` })).toHaveCount(0);
      await expect.poll(() => bellAlerts(page), LIVE).toBeLessThan(raised);
    });

    await test.step('the machine is back in its warehouse: the alert resolves by itself, live', async () => {
      await showStatus(page, 'Resolved');
      await expect(page.getByRole('table', { name: 'Alerts' })).not.toHaveAttribute('aria-busy', 'true');
      await expect(machineRow(page)).toHaveCount(0);
      expect((await sendReports(request, credential, [{ fixAt: new Date().toISOString(), position: SOUTH_DEPOT, activity: 'charging' }])).entry?.accepted).toBe(
        1,
      );
      const row = machineRow(page);
      await expect(row).toBeVisible(LIVE);
      await expect(statusPill(row, 'Resolved')).toBeVisible();
      await expect(row).toContainText('Cleared by itself');
      await expect(row).toContainText(note);
      await expect(row.getByRole('button')).toHaveCount(0);
      await stillSamePage(page);
    });
  } finally {
    await setWorkingHours(request, manager, hoursBefore);
  }
});
