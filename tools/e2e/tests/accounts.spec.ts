/**
 * Accounts (rules 19) end to end against the real server, its development mailbox (no SMTP_URL:
 * mail goes to the outbox, read through GET /web-hmac/dev/mailbox) and Chromium: register a
 * company, activate from the mail, log in, invite an employee who registers from the invitation
 * link, see them activated, transfer admin; forgot and reset password; an invalid link; withdraw
 * consent and accept again; the guest and welcome routes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support';

const PASSWORD = 'Garden2025';
const stamp = Date.now().toString(36);
const OWNER = { email: `owner.${stamp}@silva-gardens.example`, password: PASSWORD };
const HIRE = { email: `crew.${stamp}@silva-gardens.example`, password: PASSWORD };

interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
  readonly sentAt: string;
}

/** The path and query of the newest mailed link to `to` that leads to `route` (links point at PUBLIC_URL). */
async function mailedLink(request: APIRequestContext, to: string, route: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get('/web-hmac/dev/mailbox')).json()) as { entry: { mails: Mail[] } };
      const link = answer.entry.mails
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.links)
        .find((l) => new URL(l).pathname === route);
      found = link === undefined ? undefined : `${new URL(link).pathname}${new URL(link).search}`;
      return found;
    })
    .toBeTruthy();
  return found ?? '';
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/personal/personalCenter');
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a company registers, activates, invites an employee and hands over the admin role', async ({ page, browser }) => {
  await test.step('register a company', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a company account' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Silva');
    await page.getByRole('textbox', { name: 'Company name' }).fill(`Silva Gardens ${stamp}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /authorised by the account holder/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  await test.step('open the activation link from the mailbox and log in', async () => {
    await page.goto(await mailedLink(page.request, OWNER.email, '/activate'));
    await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
    await logIn(page, OWNER);
  });

  await test.step('invite an employee', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await page.getByRole('button', { name: 'Invite person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(HIRE.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('table', { name: 'People' }).getByRole('row').filter({ hasText: HIRE.email })).toContainText('Not activated');
  });

  await test.step('the employee registers from the invitation link', async () => {
    const context = await browser.newContext();
    const hire = await context.newPage();
    await hire.goto(await mailedLink(page.request, HIRE.email, '/register-invite'));
    await expect(hire.getByRole('heading', { name: `Join Silva Gardens ${stamp}` })).toBeVisible();
    await hire.getByRole('textbox', { name: 'First name' }).fill('Noah');
    await hire.getByRole('textbox', { name: 'Last name' }).fill('Keller');
    await hire.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await hire.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await hire.getByRole('checkbox', { name: /authorised by the account holder/ }).check();
    await hire.getByRole('button', { name: 'Create account' }).click();
    await expect(hire.getByRole('status')).toContainText(HIRE.email);
    await context.close();
  });

  await test.step('the admin sees the employee activated and transfers the admin role', async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'People' }).getByRole('row').filter({ hasText: 'Noah Keller' })).toContainText('Activated');
    await page.goto('/personal/personalCenter');
    await page.getByRole('combobox', { name: 'New admin' }).selectOption({ label: `Noah Keller (${HIRE.email})` });
    await page.getByRole('button', { name: 'Transfer admin role' }).click();
    await page.getByRole('dialog', { name: 'Transfer the admin role?' }).getByRole('button', { name: 'Transfer admin role' }).click();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Manager');
    await expect(page.getByRole('combobox', { name: 'New admin' })).toHaveCount(0);
  });

  await test.step('withdrawing consent logs out; accepting again logs in', async () => {
    await page.goto('/personal/legalInformation');
    await page.getByRole('button', { name: 'Withdraw consent' }).click();
    await page.getByRole('dialog', { name: 'Withdraw your consent?' }).getByRole('button', { name: 'Withdraw consent' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You withdrew your consent' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept the agreements and log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('forgot and reset password, and an invalid link', async ({ page }) => {
  await test.step('an invalid activation link shows the failure screen', async () => {
    await page.goto('/activate?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This activation link is not valid. Ask the person who invited you to send the invitation again.');
  });

  const account = { email: 'manager@demo.yardfleet.test', password: 'Reset2025x' };
  await test.step('ask for a reset link from the login screen', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form stays on screen until the next screen has loaded: wait for it before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(account.email);
  });

  await test.step('reset the password from the mailed link and log in with it', async () => {
    const link = await mailedLink(page.request, account.email, '/reset-password');
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password was changed');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await logIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await logOut(page);
  });
});

test('the guest and welcome routes', async ({ page }) => {
  await logIn(page, { email: 'guest@demo.yardfleet.test', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/guest$/);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: 'app@demo.yardfleet.test', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Use Yardfleet on your phone' })).toBeVisible();
});
