/**
 * Screenshots for the docs, run by hand after a build:
 *   npm run build && npm run screenshots
 *   npm run screenshots -- power layout    only the named groups (admin, power, located, layout)
 * Starts the built server on a free port with a fresh PGlite folder (./server.ts), drives Debian's
 * Chromium and writes into docs/screenshots/:
 *   login.png                   the login screen, 1280 x 800
 *   equipment-list-en-US.png    the equipment list as the demo admin, en-US
 *   equipment-list-de-DE.png    the same list after switching to de-DE
 *   shell-800px.png             the shell at 800 px width (below 992 px: sidebar collapsed)
 *   equipment-detail.png        the detail of demo machine Mower 1 (location, health, maintenance)
 *   fleet-map.png               the equipment list's Map view (every located machine, warehouses)
 *   tags.png                    /tags with the demo tag groups
 *   warehouses.png              /warehouse: the depots on a map and in the table
 *   warehouse-setup-radius.png  the set-up wizard's step 2 with the live radius circle
 *   report-usage.png            /report, equipment usage of the last 30 days (chart, totals, rows)
 *   report-maintenance.png      the maintenance report of the past year with the schedules panel, full page
 *   fleet-overview.png          /home of the full-version company: the fleet overview above the list
 *   power-home.png              the power home of the power-only demo company (figures,
 *                               charge systems, their map and the first system's topology), full page
 *   power-topology.png          the power home's Topology panel with the Naperville Charging Yard
 *                               chosen: colour key, tree, hint
 *   charge-system-detail.png    /power/{id} of Aurora Depot: gateway, topology, chargers, ports, full page
 *   charge-system-detail-phone.png  the same at 390 x 844
 *   gateways-*.png, gateway-detail.png, dealers-*.png   gateways and dealers (screenshots-issues.ts)
 *   layout-*-1280.png, layout-*-390.png                  list, detail, people, warehouses
 *   security-log-1280.png, security-log-390.png          /security (screenshots-security.ts)
 * Maps fall back to the offline basemap when the tile server cannot be reached (as here).
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, OUT_DIR, quiet, settle, shoot, logIn, withScreenshotBrowser, type ContextMaker } from './screenshot-kit';
import { apiReferenceScreens } from './screenshots-api-reference';
import { issueElevenScreens, layoutScreens } from './screenshots-issues';
import { securityLogScreens } from './screenshots-security';

const POWER_ADMIN = { email: 'power@demo.yardfleet.test', password: 'Demo1234' };

/** Waits until the equipment list (a table, or cards below 992 px) shows machines and is not loading. */
async function waitForEquipmentRows(page: Page): Promise<void> {
  await page.locator('main a[href^="/equipment/"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
  await quiet(page);
}

/** The equipment detail, fleet map, tags and warehouse screens, as the demo admin. */
async function issueFiveScreens(page: Page): Promise<void> {
  await page.goto('/equipment');
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill('LM21-2024-004817');
  await page.getByRole('link', { name: 'Mower 1', exact: true }).click();
  await page.getByRole('heading', { name: 'Service and maintenance' }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'equipment-detail.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'equipment-detail.png')}`);

  await page.goto('/equipment');
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill('');
  await page.getByRole('button', { name: 'Map' }).click();
  await settle(page);
  await shoot(page, 'fleet-map.png');
  await page.getByRole('button', { name: 'List' }).click();

  await page.goto('/tags');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await settle(page);
  await shoot(page, 'tags.png');

  await page.goto('/warehouse');
  await page.getByRole('table', { name: 'Warehouses' }).getByRole('row').nth(1).waitFor();
  await settle(page);
  await shoot(page, 'warehouses.png');

  await page.goto('/warehouse/new');
  await page.getByRole('textbox', { name: 'Search an address or coordinates' }).fill('41.8781, -87.6298');
  await page.getByText('Chosen location').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('spinbutton', { name: 'Radius in metres' }).fill('400');
  await settle(page);
  await shoot(page, 'warehouse-setup-radius.png');
}

/** The report screens, as the demo admin. */
async function issueTenScreens(page: Page): Promise<void> {
  await page.goto('/home');
  await waitForEquipmentRows(page);
  await shoot(page, 'fleet-overview.png');

  await page.goto('/report');
  await page.getByRole('tab', { name: 'Equipment usage' }).click();
  await page.getByRole('figure').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'report-usage.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'report-usage.png')}`);

  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await page.getByRole('button', { name: /^Period/ }).click();
  await page.getByRole('button', { name: 'Past year', exact: true }).click();
  await page.getByRole('figure').first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'report-maintenance.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'report-maintenance.png')}`);
}

/** The power screens, as the power-only demo admin (a new context: its own session). */
async function issueNineScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, POWER_ADMIN);
  await page.getByRole('table', { name: 'Charge systems' }).waitFor();
  await page.getByRole('combobox', { name: 'Charge system' }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'power-home.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'power-home.png')}`);

  await page.getByRole('combobox', { name: 'Charge system' }).selectOption({ label: 'Naperville Charging Yard' });
  await settle(page);
  // The tree is drawn once the chosen system's detail has arrived; the panel around it holds its colour key.
  const tree = page.getByRole('tree', { name: 'Topology of Naperville Charging Yard' });
  await tree.waitFor();
  await settle(page);
  const panel = page.getByRole('region', { name: 'Topology' }).filter({ has: tree });
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: join(OUT_DIR, 'power-topology.png') });
  console.log(`wrote ${join(OUT_DIR, 'power-topology.png')}`);

  await page.getByRole('table', { name: 'Charge systems' }).getByRole('link', { name: 'Aurora Depot' }).click();
  await page.getByRole('heading', { name: 'Ports' }).first().waitFor();
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'charge-system-detail.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'charge-system-detail.png')}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: join(OUT_DIR, 'charge-system-detail-phone.png'), fullPage: true });
  console.log(`wrote ${join(OUT_DIR, 'charge-system-detail-phone.png')}`);
  await page.close();
}

/** The screens by group, each on its own context(s) of the screenshot browser. */
const GROUPS: Readonly<Record<string, (newContext: ContextMaker) => Promise<void>>> = {
  /** Login, equipment list (en-US, de-DE, 800 px), detail, fleet map, tags, warehouses, reports, as the demo admin. */
  admin: async (newContext) => {
    const context = await newContext();
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await shoot(page, 'login.png');

    await logIn(page, ADMIN);
    await page.goto('/equipment');
    await waitForEquipmentRows(page);
    await shoot(page, 'equipment-list-en-US.png');

    await page.evaluate(() => localStorage.setItem('currentLang', 'de-DE'));
    await page.reload();
    await waitForEquipmentRows(page);
    await shoot(page, 'equipment-list-de-DE.png');

    await page.evaluate(() => localStorage.setItem('currentLang', 'en-US'));
    await page.setViewportSize({ width: 800, height: 800 });
    await page.reload();
    await waitForEquipmentRows(page);
    await shoot(page, 'shell-800px.png');

    await page.setViewportSize({ width: 1280, height: 800 });
    await issueFiveScreens(page);
    await issueTenScreens(page);
    await context.close();
  },
  /** power-home, power-topology, charge-system-detail and its phone size, as the power-only admin. */
  power: async (newContext) => {
    const context = await newContext();
    await issueNineScreens(context);
    await context.close();
  },
  /** Gateways and dealers, from a browser placed in Chicago (screenshots-issues.ts). */
  located: async (newContext) => {
    const context = await newContext({ geolocation: { latitude: 41.8819, longitude: -87.6278 }, permissions: ['geolocation'] });
    await issueElevenScreens(context);
    await context.close();
  },
  /** layout-*-1280/390 and the security log (screenshots-issues.ts, screenshots-security.ts). */
  layout: async (newContext) => {
    const context = await newContext();
    await layoutScreens(context);
    await securityLogScreens(context);
    await context.close();
  },
  /** api-reference-1280 and api-reference-operation-1280 (screenshots-api-reference.ts). */
  api: async (newContext) => {
    const context = await newContext();
    await apiReferenceScreens(context);
    await context.close();
  },
};

/** Runs the groups named on the command line (all of them, in GROUPS order, when none is named). */
async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in GROUPS));
  if (unknown.length > 0) throw new Error(`unknown screenshot group ${unknown.join(', ')}; known: ${Object.keys(GROUPS).join(', ')}`);
  await withScreenshotBrowser(async (newContext) => {
    for (const [name, screens] of Object.entries(GROUPS)) if (asked.length === 0 || asked.includes(name)) await screens(newContext);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
