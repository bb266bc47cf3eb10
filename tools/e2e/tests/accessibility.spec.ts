/** axe-core on every area's screens: no serious or critical violation. */
import { expect, test } from '@playwright/test';
import { equipmentTable, logIn, seriousAxeViolations, waitForRows } from './support';

// The server's CSP forbids inline scripts (docs/security.md); axe is injected as one, so this file
// lets the browser bypass the CSP. The other tests run under the real policy.
test.use({ bypassCSP: true });

test('the login page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the equipment list has no serious or critical axe violations', async ({ page }) => {
  await logIn(page);
  await page.goto('/equipment');
  await waitForRows(equipmentTable(page));
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the fleet screens (equipment detail, fleet map, tags, warehouses, the set-up wizard) have no serious or critical axe violations', async ({ page }) => {
  await logIn(page);
  await page.goto('/equipment');
  const table = equipmentTable(page);
  await waitForRows(table);
  await table.getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service and maintenance' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'equipment detail').toEqual([]);

  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'fleet map').toEqual([]);
  await page.getByRole('button', { name: 'List' }).click();

  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'tags').toEqual([]);

  await page.goto('/warehouse');
  await expect(page.getByRole('table', { name: 'Warehouses' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousAxeViolations(page), 'warehouses').toEqual([]);

  await page.goto('/warehouse/new');
  await expect(page.getByRole('list', { name: 'Set-up steps' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'warehouse set-up').toEqual([]);
});

test('the power screens (the power home of a power-only company, /power and a charge system detail with its topology) have no serious or critical axe violations', async ({
  page,
}) => {
  await logIn(page, { email: 'power@demo.yardfleet.test', password: 'Demo1234' });
  await page.goto('/home');
  await expect(page.getByRole('table', { name: 'Charge systems' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the charge systems' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Charge system' })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /^Aurora Depot, / }).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'power home').toEqual([]);

  await page.getByRole('table', { name: 'Charge systems' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/power\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ports' }).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'charge system detail').toEqual([]);

  await page.goto('/power');
  await expect(page.getByRole('table', { name: 'Charge systems' })).toBeVisible();
  expect(await seriousAxeViolations(page), '/power').toEqual([]);
});

test('the reports (each of the four, the period panel open) have no serious or critical axe violations', async ({ page }) => {
  await logIn(page);
  await page.goto('/report');
  for (const tab of ['Inventory', 'Equipment usage', 'Maintenance', 'Charger power consumption']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('figure').first()).toBeVisible();
    expect(await seriousAxeViolations(page), tab).toEqual([]);
  }
  await page.getByRole('button', { name: /^Period/ }).click();
  await expect(page.getByRole('button', { name: 'Past week', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page), 'period panel').toEqual([]);
});

test('the gateways (every tab, a search with a deleted gateway, a detail) have no serious or critical axe violations', async ({ page }) => {
  await logIn(page);
  await page.goto('/gateway');
  for (const tab of ['Charger gateway', 'App gateway fixed', 'App gateway mobile', 'Device gateway', 'App gateway']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}(?! (fixed|mobile))`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}(?! (fixed|mobile))`) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousAxeViolations(page), tab).toEqual([]);
  }
  await page.getByRole('tab', { name: /^Device gateway/ }).click();
  await page.getByRole('searchbox', { name: 'Search by serial number or model' }).fill('DG-300');
  await expect(page.getByText(/^Deleted /).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'search with a deleted gateway').toEqual([]);
  await page.getByRole('tab', { name: /^App gateway fixed/ }).click();
  await page.getByRole('searchbox', { name: 'Search by serial number or model' }).fill('');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/gateway\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Sub-devices' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'gateway detail').toEqual([]);
});

test('the dealers (by name, nearby with distances, only my collection) have no serious or critical axe violations', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true, geolocation: { latitude: 41.8819, longitude: -87.6278 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await logIn(page);
  await page.goto('/dealer');
  await expect(page.locator('table tbody tr[id^="dealer-row-"]').first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'by name').toEqual([]);
  await page.getByRole('button', { name: 'Nearby' }).click();
  await expect(page.getByRole('columnheader', { name: 'Distance' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'nearby').toEqual([]);
  await page.getByRole('checkbox', { name: 'Only my collection' }).check();
  await expect(page.locator('table tbody tr[id^="dealer-row-"]')).toHaveCount(3);
  expect(await seriousAxeViolations(page), 'only my collection').toEqual([]);
  await context.close();
});

test('the security log (rules 20.12: the table at 1280 px, filtered, and the cards at 390 px) has no serious or critical axe violations', async ({ page }) => {
  await logIn(page);
  await page.goto('/security');
  const table = page.getByRole('table', { name: 'Security log' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'desktop').toEqual([]);
  await page.getByRole('combobox', { name: 'Event type' }).selectOption({ label: 'Passwords' });
  await expect(page).toHaveURL(/kind=passwords/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'filtered to passwords').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/security');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(
    await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('block');
  expect(await seriousAxeViolations(page), 'phone').toEqual([]);
});
