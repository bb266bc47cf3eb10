/**
 * Compression and the first load (rules 7.13, 21.2), in Chromium against the built server: the
 * login page's files arrive brotli-compressed (precompressed at build time); a logged-in first load
 * of /equipment carries no map, chart or dialog code, which still loads when it is shown; and a
 * charge system's detail, whose topology is an HTML tree (decision 0026), carries no map or chart
 * code either.
 */
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { chunkLibraries } from '../../bench/bundle/chunk-libraries';
import { ADMIN, equipmentTable, logIn, waitForRows } from './support';

const POWER_ADMIN = { email: 'power@demo.yardfleet.test', password: 'Demo1234' } as const;

const DIST = join(import.meta.dirname, '..', '..', '..', 'apps', 'web', 'dist');

/** Files the build writes copies of: the page, its scripts and its styles. */
const isBuiltFile = (response: Response): boolean => ['document', 'script', 'stylesheet'].includes(response.request().resourceType());

test('the login page, its scripts and its styles arrive with Content-Encoding br and Vary: Accept-Encoding', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const built = responses.filter(isBuiltFile);
  expect(built.filter((r) => r.request().resourceType() === 'script').length).toBeGreaterThan(3);
  for (const response of built) {
    const headers = await response.allHeaders();
    // A file whose brotli copy would not be smaller has none (vite-plugin-compression2): only tiny ones.
    if ((await response.body()).length < 512) continue;
    expect(headers['content-encoding'], response.url()).toBe('br');
    expect(headers['vary'], response.url()).toMatch(/accept-encoding/i);
  }
});

test('a logged-in /equipment loads no OpenLayers, chart.js or dialog code; the user menu and Log Out dialog still open', async ({ page }) => {
  await logIn(page, ADMIN);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/equipment');
  await waitForRows(equipmentTable(page));
  const heavy = scripts.flatMap((path) => chunkLibraries(DIST, path).map((library) => `${library} in ${path}`));
  expect(heavy).toEqual([]);

  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  expect(scripts.flatMap((path) => chunkLibraries(DIST, path))).toContain('Headless UI dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/equipment$/);
});

test('a charge system detail (/power/{id}) loaded first shows its topology tree and loads no OpenLayers, chart.js, date picker or dialog code', async ({
  page,
}) => {
  await logIn(page, POWER_ADMIN);
  await page.goto('/power');
  const href = await page.getByRole('table', { name: 'Charge systems' }).getByRole('link', { name: 'Aurora Depot' }).getAttribute('href');
  if (href === null || !/^\/power\/[^/]+$/.test(href)) throw new Error(`the Aurora Depot link leads to ${String(href)}, not /power/{id}`);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(href);
  const tree = page.getByRole('tree', { name: 'Topology of Aurora Depot' });
  await expect(tree.getByRole('treeitem', { name: /^Aurora Depot Charger 1, / })).toBeVisible();
  const heavy = scripts.flatMap((path) => chunkLibraries(DIST, path).map((library) => `${library} in ${path}`));
  expect(heavy).toEqual([]);
});
