/**
 * The screenshots of the security log (rules 20.12): the demo admin's security log (/security) at
 * 1280 x 800 and on a 390 x 844 phone, into docs/screenshots/security-log-1280.png and
 * security-log-390.png. screenshots.ts runs them with the rest; alone (after a build):
 *   npx tsx tools/e2e/screenshots-security.ts
 */
import type { BrowserContext } from 'playwright-core';
import { quiet, shoot, adminPage, LAPTOP_AND_PHONE, runWhenStarted } from './screenshot-kit';

/** The security log of the demo company (its seeded fortnight of events) at 1280 px and 390 px. */
export async function securityLogScreens(context: BrowserContext): Promise<void> {
  const page = await adminPage(context);
  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/security');
    await page.getByRole('table', { name: 'Security log' }).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await quiet(page);
    await shoot(page, `security-log-${width}.png`);
  }
  await page.close();
}

runWhenStarted(import.meta.url, securityLogScreens);
