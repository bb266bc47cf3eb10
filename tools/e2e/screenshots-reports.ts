/**
 * The screenshots of the equipment usage report (rules 10.3, 10.12), into docs/screenshots/:
 *   usage-report-1280.png  /report, Equipment usage, last 30 days of the demo fleet: the totals with
 *                          the definition of each measure beside its figure, 1280 x 800
 *   usage-report-390.png   the same on a 390 x 844 phone
 * Alone, after a build:
 *   npx tsx tools/e2e/screenshots-reports.ts
 */
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { ADMIN, logIn, quiet, shoot, withScreenshotBrowser } from './screenshot-kit';

/** The usage report at 1280 and 390 px as the demo admin, scrolled to its totals. */
export async function usageReportScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await withScreenshotBrowser(async (newContext) => usageReportScreens(await newContext()));
}
