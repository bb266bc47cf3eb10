/**
 * The screenshots of the security log (rules 20.12): the demo admin's security log (/security) at
 * 1280 x 800 and on a 390 x 844 phone, into docs/screenshots/security-log-1280.png and
 * security-log-390.png. screenshots.ts runs them with the rest; alone (after a build):
 *   npx tsx tools/e2e/screenshots-security.ts
 */
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { ADMIN, quiet, shoot, logIn, withScreenshotBrowser } from './screenshot-kit';

/** The security log of the demo company (its seeded fortnight of events) at 1280 px and 390 px. */
export async function securityLogScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/security');
    await page.getByRole('table', { name: 'Security log' }).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await quiet(page);
    await shoot(page, `security-log-${width}.png`);
  }
  await page.close();
}

async function main(): Promise<void> {
  await withScreenshotBrowser(async (newContext) => {
    const context = await newContext();
    await securityLogScreens(context);
    await context.close();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
