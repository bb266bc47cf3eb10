/** Session routing that a visitor sees (rules 2.21, 4.14): Not found for unknown paths, login redirect. */
import { expect, test } from '@playwright/test';
import { message } from './support';

test('an unknown path shows Not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: message('en-US', 'notFound.title') })).toBeVisible();
});

test('a logged-out visit to /equipment redirects to /login with the path to return to', async ({ page }) => {
  await page.goto('/equipment');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fequipment$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
