/**
 * The security log (rules 20.12) end to end against the real built server and Chromium: a member
 * (Priya Shah, an employee of the demo company whom no other spec uses) fails a login with a wrong
 * password, logs in, changes her password in My Account and changes it back; the demo admin opens
 * the security log from the user menu and finds the failed login, her login and both password
 * changes from 127.0.0.1, filters to password events, and neither the page nor any answer of the
 * security log holds a typed password or a session token.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, logIn } from './support';

const MEMBER = { email: 'priya.shah@demo.yardfleet.test', password: 'Demo1234', name: 'Priya Shah' } as const;
const WRONG_PASSWORD = 'Guessed-Wr0ng';
const INTERIM_PASSWORD = 'Fern2026Path';

/** Every session token the server handed out to `page` (the login answers' `entry.token`). */
function collectTokens(page: Page, tokens: string[]): void {
  page.on('response', async (response) => {
    if (!response.url().endsWith('/web-hmac/web/auth/login')) return;
    const body = (await response.json().catch(() => null)) as { entry?: { token?: string } } | null;
    if (typeof body?.entry?.token === 'string') tokens.push(body.entry.token);
  });
}

/** Changes the logged-in member's password in My Account and waits for the success toast. */
async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.goto('/personal/personalCenter');
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password', { exact: true }).fill(from);
  await section.getByLabel('New password', { exact: true }).fill(to);
  await section.getByLabel('Confirm new password', { exact: true }).fill(to);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
}

/** The rows of the log table whose text holds the member's email and 127.0.0.1, each reduced to its "What happened" cell. */
async function memberEventsFromHere(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, email) =>
        rows
          .filter((row) => (row.textContent ?? '').includes(email) && (row.textContent ?? '').includes('127.0.0.1'))
          .map((row) => row.querySelector('td')?.textContent?.replace('What happened', '').trim() ?? ''),
      MEMBER.email,
    );
}

async function newPage(browser: Browser, tokens: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  collectTokens(page, tokens);
  return page;
}

test('a failed login and two password changes reach the admin’s security log, with nothing secret in it', async ({ browser }) => {
  const tokens: string[] = [];

  await test.step('the member types a wrong password, then logs in and changes her password and back', async () => {
    const page = await newPage(browser, tokens);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await page.getByLabel('Password', { exact: true }).fill(WRONG_PASSWORD);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await logIn(page, MEMBER);
    await changePassword(page, MEMBER.password, INTERIM_PASSWORD);
    await changePassword(page, INTERIM_PASSWORD, MEMBER.password);
    await page.context().close();
  });

  const page = await newPage(browser, tokens);
  const logAnswers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/web-hmac/web/security/log')) logAnswers.push(await response.text());
  });

  await test.step('the admin opens the security log from the user menu and finds the member’s four events from 127.0.0.1', async () => {
    await logIn(page, ADMIN);
    await page.getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: 'Security log' }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Security log' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect.poll(() => memberEventsFromHere(table)).toEqual(['Password changed', 'Password changed', 'Logged in', 'Login failedReason: Wrong password']);
    const failed = table.locator('tbody tr').filter({ hasText: 'Reason: Wrong password' }).filter({ hasText: '127.0.0.1' });
    await expect(failed).toContainText(MEMBER.name);
    await expect(failed.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  await test.step('filtered to password events, the failed login leaves and the URL keeps the filter', async () => {
    await page.getByRole('combobox', { name: 'Event type' }).selectOption({ label: 'Passwords' });
    await expect(page).toHaveURL(/\/security\?kind=passwords$/);
    const table = page.getByRole('table', { name: 'Security log' });
    await expect.poll(() => memberEventsFromHere(table)).toEqual(['Password changed', 'Password changed']);
    const kinds = await table.locator('tbody tr td:first-of-type > span > span:first-child').allTextContents();
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) expect(['Password changed', 'Password reset requested', 'Password reset with an emailed link']).toContain(kind);
  });

  await test.step('no typed password and no session token is on the page or in any answer of the log', async () => {
    // The member's login and the admin's (the failed login got none).
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(logAnswers.length).toBeGreaterThanOrEqual(2);
    const pageText = await page.evaluate(() => document.documentElement.outerHTML);
    for (const secret of [WRONG_PASSWORD, INTERIM_PASSWORD, MEMBER.password, ...tokens]) {
      expect(pageText.includes(secret), `the page shows ${secret.slice(0, 4)}…`).toBe(false);
      for (const answer of logAnswers) expect(answer.includes(secret), `a log answer holds ${secret.slice(0, 4)}…`).toBe(false);
    }
    for (const answer of logAnswers) expect(answer).not.toMatch(/"(password|token|link)"/i);
  });
  await page.context().close();
});
