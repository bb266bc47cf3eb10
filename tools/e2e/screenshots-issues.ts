/**
 * The screenshots of the gateways and dealers (in a browser located in Chicago's Loop) and of
 * the list, detail, people and warehouses at 1280 px and on a 390 px phone (rules 2.22); run by
 * screenshots.ts.
 */
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ADMIN, logIn, OUT_DIR, quiet, shoot, settle, adminPage, LAPTOP_AND_PHONE } from './screenshot-kit';

/** The gateway and dealer screens as the demo admin, in a context whose browser says it is in Chicago's Loop. */
export async function issueElevenScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN);

  await page.goto('/gateway');
  await page.getByRole('tab', { name: /^Device gateway/ }).click();
  await page.getByRole('row').nth(1).waitFor();
  await quiet(page);
  await shoot(page, 'gateways-device.png');
  await page.getByRole('searchbox', { name: 'Search by serial number or model' }).fill('DG-300');
  await page
    .getByText(/^Deleted /)
    .first()
    .waitFor();
  await quiet(page);
  await shoot(page, 'gateways-search-deleted.png');
  await page.getByRole('searchbox', { name: 'Search by serial number or model' }).fill('');
  await page.getByRole('tab', { name: /^App gateway mobile/ }).click();
  await page.getByRole('row').nth(1).waitFor();
  await quiet(page);
  await shoot(page, 'gateways-app-mobile.png');
  await page.getByRole('tab', { name: /^App gateway fixed/ }).click();
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Sub-devices' }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'gateway-detail.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'gateway-detail.png')}`);

  await page.goto('/dealer');
  await page.getByRole('button', { name: 'Nearby' }).click();
  await page.getByRole('columnheader', { name: 'Distance' }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'dealers-nearby.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'dealers-nearby.png')}`);
  await page.getByRole('checkbox', { name: 'Only my collection' }).check();
  await settle(page);
  await shoot(page, 'dealers-collection.png');
  await page.getByRole('checkbox', { name: 'Only my collection' }).uncheck();

  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await shoot(page, 'dealers-phone.png');
  await page.goto('/gateway');
  await page.getByRole('tab', { name: /^App gateway mobile/ }).click();
  await quiet(page);
  await shoot(page, 'gateways-phone.png');
  await page.close();
}

/** The equipment list, a machine's detail, people and warehouses at 1280 px and on a 390 px phone. */
export async function layoutScreens(context: BrowserContext): Promise<void> {
  const page = await adminPage(context);
  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/equipment');
    const firstMachine = page.locator('main a[href^="/equipment/"]').first();
    await firstMachine.waitFor({ timeout: 30_000 });
    await quiet(page);
    await shoot(page, `layout-equipment-list-${width}.png`);
    await firstMachine.click();
    await page.getByRole('heading', { name: 'Service and maintenance' }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(OUT_DIR, `layout-equipment-detail-${width}.png`), fullPage: true });
    console.log(`wrote ${join(OUT_DIR, `layout-equipment-detail-${width}.png`)}`);
    await page.goto('/people');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await quiet(page);
    await shoot(page, `layout-people-${width}.png`);
    await page.goto('/warehouse');
    await page.getByText('North Depot').first().waitFor();
    await settle(page);
    await page.screenshot({ path: join(OUT_DIR, `layout-warehouses-${width}.png`), fullPage: true });
    console.log(`wrote ${join(OUT_DIR, `layout-warehouses-${width}.png`)}`);
  }
  await page.close();
}
