/**
 * The screenshots of the dealer list (rules 15), into docs/screenshots/:
 *   dealers-1280.png  /dealer as the demo admin with the browser's location refused and the
 *                     postcode 60601 typed to measure from (rules 15.9: the Loop's ZIP centroid): the status line, the map of
 *                     every dealer found framed on the page's dealers, the nearest first with their
 *                     distances, 1280 x 800, scrolled to the page's heading
 *   dealers-390.png   the same on a 390 x 844 phone, scrolled to the first cards
 * Alone, after a build:
 *   npx tsx tools/e2e/screenshots-dealers.ts
 */
import type { BrowserContext } from 'playwright-core';
import { adminPage, LAPTOP_AND_PHONE, runWhenStarted, settle, shoot } from './screenshot-kit';

/** /dealer at 1280 and 390 px, the location refused and measured from postcode 60601. */
export async function dealerScreens(context: BrowserContext): Promise<void> {
  await context.clearPermissions();
  const page = await adminPage(context);
  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/dealer');
    await page.getByRole('button', { name: 'Nearby' }).click();
    const near = page.getByRole('textbox', { name: 'Town or postcode to measure from' });
    await near.fill('60601');
    await page.getByRole('button', { name: 'Measure' }).click();
    await page.getByRole('status').filter({ hasText: 'postcode 60601' }).waitFor({ timeout: 30_000 });
    await settle(page);
    // The laptop from the heading (status, place, filters, map and the first rows); the phone from its first cards.
    const target = width >= 992 ? page.getByRole('heading', { name: 'Dealers', level: 1 }) : page.getByRole('region', { name: 'Dealers', exact: true });
    await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    await shoot(page, `dealers-${width}.png`);
    await page.getByRole('button', { name: 'Stop measuring' }).click();
  }
  await page.close();
}

runWhenStarted(import.meta.url, dealerScreens);
