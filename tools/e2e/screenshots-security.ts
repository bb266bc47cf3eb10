/**
 * The screenshots of the security log (rules 20.12): the demo admin's security log (/security) at
 * 1280 x 800 and on a 390 x 844 phone, into docs/screenshots/security-log-1280.png and
 * security-log-390.png. screenshots.ts runs them with the rest; alone (after a build):
 *   npx tsx tools/e2e/screenshots-security.ts
 */
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ADMIN, OUT_DIR, quiet, shoot, logIn } from './screenshot-kit';
import { startBuiltServer } from './server';

/** The security log of the demo company (its seeded fortnight of events) at 1280 px and 390 px. */
export async function securityLogScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN);
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/security');
    await page.getByRole('table', { name: 'Security log' }).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await quiet(page);
    await shoot(page, `security-log-${width}.png`);
  }
  await page.close();
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await securityLogScreens(context);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
