/**
 * The screenshot of the API reference page (docs/api.md, decision 0028): the server's
 * /api/reference at 1280 x 800, rendered by Scalar from the OpenAPI document, into
 * docs/screenshots/api-reference-1280.png (the introduction) and api-reference-operation-1280.png
 * (the equipment list's operation). Alone (after a build):
 *   npx tsx tools/e2e/screenshots-api-reference.ts
 */
import type { BrowserContext } from 'playwright-core';
import { quiet, runWhenStarted, shoot } from './screenshot-kit';

/** The reference page at 1280 px once the document is drawn: its introduction, then the equipment list's operation. */
export async function apiReferenceScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api/reference');
  await page.getByRole('heading', { name: 'Yardfleet API', level: 1 }).waitFor({ timeout: 30_000 });
  await quiet(page);
  await shoot(page, 'api-reference-1280.png');
  await page.getByText('equipment', { exact: true }).first().click();
  await page.getByText('Equipment List', { exact: true }).first().click();
  await page.getByRole('heading', { name: 'Equipment List' }).first().waitFor();
  await quiet(page);
  await shoot(page, 'api-reference-operation-1280.png');
  await page.close();
}

runWhenStarted(import.meta.url, apiReferenceScreens);
