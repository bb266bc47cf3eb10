/**
 * The screenshots of alerts (rules 22), into docs/screenshots/:
 *   alerts-1280.png                /alerts of the demo company (its open alerts first), 1280 x 800
 *   alerts-390.png                 the same on a 390 x 844 phone (cards)
 *   alert-rule-editor-preview.png  the rule editor, "out after hours" on every machine, with the
 *                                  preview of the last 7 days filled in
 *   alert-mail-de-DE.png           an alert mail as a German-speaking recipient gets it (subject and
 *                                  text from the dev mailbox, shown in a plain page)
 * The mail comes from the real path: an employee logs in once in German, a rule on a new tag names
 * him, every day becomes a day off, and a tagged machine leaves its warehouse mowing; the server's
 * mail worker (30 s poll) writes it to the outbox. Alone, after a build:
 *   npx tsx tools/e2e/screenshots-alerts.ts
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { ADMIN, OUT_DIR, quiet, shoot, adminPage, LAPTOP_AND_PHONE, runWhenStarted } from './screenshot-kit';

/** A demo employee (apps/server/src/seed/people.ts) who gets the German mail. */
const GERMAN = { email: 'diego.alvarez@demo.yardfleet.test', password: 'Demo1234' };
/** The centre of the seeded South Depot, and a park kilometres from every warehouse. */
const SOUTH_DEPOT = { lat: 41.8236, lng: -87.6655 };
const OUT_IN_THE_PARK = { lat: 41.9025, lng: -87.701 };

interface Session {
  readonly token: string;
  readonly uid: string;
}

/** The headers of a web or app call (rules 7.4), with a session when given. */
const headers = (session: Session | null, lang = 'en-US'): Record<string, string> => ({
  deviceType: '1',
  lang,
  deviceId: 'screenshots-alerts',
  traceId: randomUUID(),
  'content-type': 'application/json',
  ...(session ? { token: session.token, uid: session.uid } : {}),
});

/** POST `body` to `path`; the envelope's entry. @throws on any HTTP or envelope code but 200. */
async function call<T>(request: APIRequestContext, path: string, body: unknown, extra: Record<string, string>): Promise<T> {
  const response = await request.post(path, { data: body, headers: extra });
  const answer = (await response.json()) as { code: number; message: string; entry: T };
  if (response.status() !== 200 || answer.code !== 200) throw new Error(`${path}: HTTP ${response.status()}, ${answer.code} ${answer.message}`);
  return answer.entry;
}

const logInAs = (request: APIRequestContext, account: { email: string; password: string }, lang = 'en-US') =>
  call<Session>(request, '/web-hmac/web/auth/login', account, headers(null, lang));

/**
 * Makes the server mail a German alert (see the file's comment) and returns its subject and text,
 * waiting up to 60 s for the mail worker. Leaves the company's working hours as they were.
 */
async function germanAlertMail(request: APIRequestContext): Promise<{ subject: string; text: string }> {
  const admin = await logInAs(request, ADMIN);
  const diego = await logInAs(request, GERMAN, 'de-DE');
  const hours = (await (await request.get('/web-hmac/web/alert/working-hours', { headers: headers(admin) })).json()) as { entry: unknown };
  const machine = await call<{ equipmentId: string; deviceId: string; deviceSecret: string }>(
    request,
    '/web-hmac/app/equipment/bind',
    { serialNumber: 'RM42-2025-000731', name: 'Ride-on 7', category: 'ride_on_mower', modelNumber: 'RM4200', firmwareVersion: '3.2.0' },
    headers(admin),
  );
  const group = await call<{ id: string }>(request, '/web-hmac/web/tag/createGroup', { name: 'Night watch' }, headers(admin));
  const tag = await call<{ id: string }>(request, '/web-hmac/web/tag/create', { groupId: group.id, name: 'Parks' }, headers(admin));
  await call(request, '/web-hmac/web/equipment/setTags', { id: machine.equipmentId, tagIds: [tag.id] }, headers(admin));
  await call(
    request,
    '/web-hmac/web/alert/rule/create',
    {
      name: 'Night watch: parks',
      condition: { kind: 'out_after_hours' },
      scope: { kind: 'tag', tagId: tag.id },
      recipients: { people: [diego.uid], roles: [] },
      channels: { email: true },
      escalation: null,
      holdMinutes: 0,
      reopenWithinMinutes: 60,
      paused: false,
    },
    headers(admin),
  );
  const closed = { days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, null])) };
  await call(request, '/web-hmac/web/alert/working-hours', closed, headers(admin));
  try {
    const device = { 'x-device-id': machine.deviceId, 'x-device-secret': machine.deviceSecret, 'content-type': 'application/json' };
    const report = (secondsAgo: number, position: { lat: number; lng: number }, activity: string) => ({
      fixAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
      position,
      activity,
      errorCode: null,
      errorCleared: false,
      firmwareVersion: null,
      battery: { capacityPercent: 92, cycleCount: 140 },
      engineHours: null,
    });
    await call(request, '/web-hmac/device/report', { reports: [report(60, SOUTH_DEPOT, 'idle')] }, device);
    await call(request, '/web-hmac/device/report', { reports: [report(30, OUT_IN_THE_PARK, 'mowing')] }, device);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const box = (await (await request.get('/web-hmac/dev/mailbox')).json()) as { entry: { mails: { to: string; subject: string; text: string }[] } };
      const mail = box.entry.mails.find((m) => m.to === GERMAN.email && m.subject.includes('Ride-on 7'));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error('no alert mail to the German-speaking employee within 60 s');
  } finally {
    await call(request, '/web-hmac/web/alert/working-hours', hours.entry, headers(admin));
  }
}

/** HTML text with `&`, `<`, `>` escaped. */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /alerts at 1280 and 390 px, the rule editor with its preview, and the German alert mail, as the demo admin. */
export async function alertScreens(context: BrowserContext): Promise<void> {
  const page = await adminPage(context);

  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/alerts?status=open');
    await page
      .getByRole('button', { name: /^Acknowledge alert: / })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
    await quiet(page);
    // On the phone the filters fill the first screen: show the selection bar and the first cards.
    if (width < 992) await page.getByText('Select all on this page').evaluate((label) => label.closest('div')?.scrollIntoView({ block: 'start' }));
    await shoot(page, `alerts-${width}.png`);
  }

  // Tall enough for the whole editor, from its title to the preview and the buttons.
  await page.setViewportSize({ width: 1280, height: 1480 });
  await page.goto('/alerts/rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const editor = page.getByRole('dialog', { name: 'New alert rule' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Out after hours, managers');
  await editor.getByRole('combobox', { name: 'What to watch' }).selectOption({ label: 'Out after hours (possible theft)' });
  const told = editor.getByRole('group', { name: 'Who is told' });
  await told.getByRole('checkbox', { name: 'Manager', exact: true }).check();
  await told.getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = editor.getByRole('region', { name: 'Preview' });
  await preview.getByText(/^This rule would have opened/).waitFor({ timeout: 30_000 });
  await quiet(page);
  await shoot(page, 'alert-rule-editor-preview.png');
  await editor.getByRole('button', { name: 'Cancel' }).click();

  const mail = await germanAlertMail(page.request);
  // A blank document of its own: the app's content security policy allows no inline style.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('about:blank');
  await page.setContent(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title>
    <style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
    article{max-width:760px;margin:32px auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px 28px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px;font-size:13px;color:#475569}
    dd{margin:0;color:#0f172a}h1{font-size:18px;margin:0 0 12px}
    pre{white-space:pre-wrap;font:inherit;margin:0;border-top:1px solid #e2e8f0;padding-top:16px}</style></head>
    <body><article><h1>${escapeHtml(mail.subject)}</h1><dl><dt>An</dt><dd>${escapeHtml(GERMAN.email)}</dd><dt>Betreff</dt><dd>${escapeHtml(mail.subject)}</dd></dl>
    <pre>${escapeHtml(mail.text)}</pre></article></body></html>`,
  );
  await page.screenshot({ path: join(OUT_DIR, 'alert-mail-de-DE.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'alert-mail-de-DE.png')}`);
  await page.close();
}

runWhenStarted(import.meta.url, alertScreens);
