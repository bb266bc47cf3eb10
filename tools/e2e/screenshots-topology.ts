/**
 * The charge system topology (rules 11.2, 11.3) at 1280 px and on a 390 px phone: the Topology card
 * of the Naperville Charging Yard's detail (three chargers with long names) as the demo's power
 * admin, into docs/screenshots/topology-1280.png and topology-390.png. Run alone after the build:
 * `npx tsx tools/e2e/screenshots-topology.ts`.
 */
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { LAPTOP_AND_PHONE, logIn, OUT_DIR, runWhenStarted, settle } from './screenshot-kit';

/** The demo's power-only company admin (Brightline Power Services). */
const POWER_ADMIN = { email: 'power@demo.yardfleet.test', password: 'Demo1234' };
const SYSTEM = 'Naperville Charging Yard';

/** The Topology card of one charge system's detail, at each of the two sizes. */
export async function topologyScreens(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, POWER_ADMIN);
  for (const { width, height } of LAPTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    await page.goto('/power');
    await page.getByRole('link', { name: SYSTEM }).first().click();
    await page.getByRole('tree', { name: `Topology of ${SYSTEM}` }).waitFor();
    await settle(page);
    const card = page.getByRole('region', { name: 'Topology' });
    await card.scrollIntoViewIfNeeded();
    const path = join(OUT_DIR, `topology-${width}.png`);
    await card.screenshot({ path });
    console.log(`wrote ${path}`);
  }
  await page.close();
}

runWhenStarted(import.meta.url, topologyScreens);
