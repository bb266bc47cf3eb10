/**
 * Screenshots for the docs (issue 2, "What it must show"), run by hand after a build:
 *   npm run build && npm run screenshots
 * Starts the built server on a free port with a fresh PGlite folder (./server.ts), drives Debian's
 * Chromium and writes into docs/screenshots/:
 *   login.png                   the login screen, 1280 x 800
 *   equipment-list-en-US.png    the equipment list as the demo admin, en-US
 *   equipment-list-de-DE.png    the same list after switching to de-DE
 *   shell-800px.png             the shell at 800 px width (below 992 px: sidebar collapsed)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { REPO_ROOT, startBuiltServer } from './server';

const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
const ADMIN = { email: 'admin@demo.yardfleet.test', password: 'Demo1234' };

/** Waits until the equipment table has data rows and is not loading. */
async function waitForEquipmentRows(page: Page): Promise<void> {
  await page.locator('table tbody tr th[scope="row"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
  await page.waitForLoadState('networkidle');
}

/** Saves a PNG of the viewport and says where. */
async function shoot(page: Page, name: string): Promise<void> {
  const path = join(OUT_DIR, name);
  await page.screenshot({ path, fullPage: false });
  console.log(`wrote ${path}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await shoot(page, 'login.png');

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
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
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
