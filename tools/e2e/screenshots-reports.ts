/**
 * The screenshots of the equipment usage report (rules 10.3, 10.12), into docs/screenshots/:
 *   usage-report-1280.png  /report, Equipment usage, last 30 days of the demo fleet: the totals with
 *                          the definition of each measure beside its figure, 1280 x 800
 *   usage-report-390.png   the same on a 390 x 844 phone
 * Alone, after a build:
 *   npx tsx tools/e2e/screenshots-reports.ts
 */
import type { BrowserContext } from 'playwright-core';
import { quiet, shoot, adminPage, LAPTOP_AND_PHONE, runWhenStarted } from './screenshot-kit';

/** The usage report at 1280 and 390 px as the demo admin, scrolled to its totals. */
export async function usageReportScreens(context: BrowserContext): Promise<void> {
  const page = await adminPage(context);
  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/report');
    await page.getByRole('tablist', { name: 'Report' }).getByRole('tab', { name: 'Equipment usage' }).click();
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.waitFor({ timeout: 30_000 });
    await quiet(page);
    await totals.evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await shoot(page, `usage-report-${width}.png`);
  }
  await page.close();
}

runWhenStarted(import.meta.url, usageReportScreens);
