/**
 * The API reference (docs/api.md, decision 0028) end to end against the real built server and
 * Chromium: the demo admin opens "API reference" from the user menu, which opens the server's
 * reference page in a new tab; the page renders the OpenAPI document of the contract (the title,
 * an operation of the equipment list), asks no other origin for anything (no web font, no AI
 * service, no CDN), and the browser reports no CSP refusal. A member without the admin's role
 * has no such link.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn } from './support';

const MEMBER = { email: 'priya.shah@demo.yardfleet.test', password: 'Demo1234', name: 'Priya Shah' } as const;

/** Every request `page` makes to another origin than the server's, and every CSP refusal it logs. */
function watchOrigins(page: Page, origin: string): { readonly foreign: string[]; readonly refusals: string[] } {
  const foreign: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return { foreign, refusals };
}

test("the admin's user menu opens the API reference, which renders the contract from this origin only", async ({ page, context, baseURL }) => {
  await logIn(page, ADMIN);
  await page.getByRole('button', { name: ADMIN.name }).click();
  const link = page.getByRole('menuitem', { name: 'API reference' });
  await expect(link).toHaveAttribute('href', '/api/reference');
  const opened = context.waitForEvent('page');
  await link.click();
  const reference = await opened;
  const watched = watchOrigins(reference, new URL(baseURL ?? '').origin);
  await reference.waitForLoadState('domcontentloaded');
  expect(new URL(reference.url()).pathname).toBe('/api/reference');
  await expect(reference.getByRole('heading', { name: 'Yardfleet API', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(reference.getByRole('heading', { name: 'Envelope codes' })).toBeVisible();
  await reference.getByText('equipment', { exact: true }).first().click();
  await expect(reference.getByText('Equipment List', { exact: true }).first()).toBeVisible();
  await reference.waitForTimeout(1_000); // late requests (fonts, services) would show up here
  expect(watched.foreign).toEqual([]);
  expect(watched.refusals).toEqual([]);
});

test('a member without the admin role has no API reference link', async ({ page }) => {
  await logIn(page, MEMBER);
  await page.getByRole('button', { name: MEMBER.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Legal Information' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API reference' })).toHaveCount(0);
});
