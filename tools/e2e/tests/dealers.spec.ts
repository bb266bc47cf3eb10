/**
 * Dealers (rules 15) end to end against the real server (seeded directory of real US and EU towns)
 * in Chromium: "Nearby" with the browser's position granted lists dealers nearest first, and each
 * distance shown equals a great-circle distance this test computes itself (its own haversine, not
 * the product's) to 0.1 mile, the first being the nearest of the whole directory; with the position
 * refused the message of rules 15.4 shows and search still works, and a typed postcode is measured
 * from instead (rules 15.9); without a location the list opens in the company's home order (rules
 * 15.3) and the map gets every dealer found (rules 15.6); a member adds a dealer to their own
 * collection, shows only the collection, and removes it again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogIn, post, sessionHeaders, type ApiSession } from './device-client';
import { logIn, message } from './support';

const EMPLOYEE = { email: 'employee@demo.yardfleet.test', password: 'Demo1234' } as const;
/** Where the test says the browser is: Chicago's Loop (State and Madison). */
const LOOP = { latitude: 41.8819, longitude: -87.6278 };

/** Mean Earth radius (IUGG, 6,371.0088 km) in statute miles (1,609.344 m). */
const EARTH_RADIUS_MILES = 6_371_008.8 / 1_609.344;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;
/** Great-circle distance by the haversine formula, statute miles: this test's own, independent of the product's. */
const haversineMiles = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
};

interface DirectoryDealer {
  readonly id: string;
  readonly name: string;
  readonly location: { lat: number; lng: number };
}

/** Every dealer of the directory, read page by page without a position (by name). */
async function wholeDirectory(page: Page, session: ApiSession): Promise<DirectoryDealer[]> {
  const all: DirectoryDealer[] = [];
  for (let n = 1; ; n += 1) {
    const answer = await post<{ items: DirectoryDealer[]; total: number }>(
      page.request,
      '/web-hmac/web/dealer/list',
      { page: n, pageSize: 100, search: null, category: null, country: null, region: null, collectionOnly: false, origin: null },
      sessionHeaders(session),
    );
    expect(answer.code, answer.message).toBe(200);
    all.push(...answer.entry.items);
    if (all.length >= answer.entry.total || answer.entry.items.length === 0) return all;
  }
}

/** The dealer rows of the table (each row's id attribute is `dealer-row-<dealer id>`). */
const dealerRows = (page: Page): Locator => page.locator('table tbody tr[id^="dealer-row-"]');

test("Nearby with the position granted: nearest first, and every distance equals this test's own haversine to 0.1 mi", async ({ browser, request }) => {
  const context = await browser.newContext({ geolocation: LOOP, permissions: ['geolocation'] });
  const page = await context.newPage();
  await logIn(page);
  await page.goto('/dealer');
  await page.getByRole('button', { name: message('en-US', 'dealers.nearby') }).click();
  await expect(page.getByRole('columnheader', { name: message('en-US', 'dealers.column.distance') })).toBeVisible();
  await expect(dealerRows(page).first()).toBeVisible();

  const shown = await dealerRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.id.replace('dealer-row-', ''),
      name: row.querySelector('th span')?.textContent ?? '',
      distance: row.children[4]?.textContent ?? '',
    })),
  );
  expect(shown.length).toBeGreaterThanOrEqual(10);

  const directory = await wholeDirectory(page, await apiLogIn(request, { email: 'admin@demo.yardfleet.test', password: 'Demo1234' }));
  expect(directory.length).toBeGreaterThanOrEqual(1_000);
  const byId = new Map(directory.map((d) => [d.id, d]));
  const here = { lat: LOOP.latitude, lng: LOOP.longitude };
  const miles = shown.map((row) => {
    const dealer = byId.get(row.id);
    if (!dealer) throw new Error(`row ${row.name} is not in the directory`);
    const expected = haversineMiles(here, dealer.location);
    const displayed = Number(row.distance.replace(/[^\d.]/g, ''));
    expect(Math.abs(displayed - expected), `${row.name}: shown "${row.distance}", computed ${expected.toFixed(3)} mi`).toBeLessThanOrEqual(0.051);
    return expected;
  });
  // Nearest first, and the first row is the nearest dealer of the whole directory.
  for (let i = 1; i < miles.length; i += 1) expect(miles[i]).toBeGreaterThanOrEqual((miles[i - 1] ?? 0) - 1e-9);
  const nearest = [...directory].sort((a, b) => haversineMiles(here, a.location) - haversineMiles(here, b.location))[0];
  expect(shown[0]?.id).toBe(nearest?.id);
  await context.close();
});

test('Nearby with the position refused: the location message, and search still finds dealers', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, EMPLOYEE);
  await page.goto('/dealer');
  await page.getByRole('button', { name: message('en-US', 'dealers.nearby') }).click();
  await expect(page.getByRole('status').filter({ hasText: message('en-US', 'error.authoriseLocation') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: message('en-US', 'dealers.column.distance') })).toHaveCount(0);

  await page.getByRole('searchbox', { name: message('en-US', 'dealers.search') }).fill('Evanston');
  await expect(dealerRows(page).filter({ hasText: 'Evanston Mower & Saw' })).toHaveCount(1);
  for (const text of await dealerRows(page).allTextContents()) expect(text).toMatch(/Evanston/);
  await expect(page.getByRole('status').filter({ hasText: message('en-US', 'error.authoriseLocation') })).toBeVisible();
  await context.close();
});

test("a member's own collection: add a dealer, show only the collection, remove it", async ({ page }) => {
  await logIn(page, EMPLOYEE);
  await page.goto('/dealer');
  const search = page.getByRole('searchbox', { name: message('en-US', 'dealers.search') });
  await search.fill('Will County');
  const add = page.getByRole('button', { name: message('en-US', 'dealers.collection.addName').replace('{name}', 'Will County Lawn & Garden') });
  const remove = page.getByRole('button', { name: message('en-US', 'dealers.collection.removeName').replace('{name}', 'Will County Lawn & Garden') });
  await add.click();
  await expect(remove).toHaveText(message('en-US', 'dealers.collection.remove'));

  await search.fill('');
  await page.getByRole('checkbox', { name: message('en-US', 'dealers.filter.collectionOnly') }).check();
  await expect(dealerRows(page)).toHaveCount(1);
  await expect(dealerRows(page).first()).toContainText('Will County Lawn & Garden');

  await remove.click();
  await expect(page.getByText(message('en-US', 'dealers.collection.empty'))).toBeVisible();
  // The removal is the server's too: after a reload the collection is still empty.
  await page.reload();
  await page.getByRole('checkbox', { name: message('en-US', 'dealers.filter.collectionOnly') }).check();
  await expect(page.getByText(message('en-US', 'dealers.collection.empty'))).toBeVisible();
});

test("without a location the list opens in the company's home order, and the map gets every dealer found", async ({ page }) => {
  const firstList = page.waitForResponse((r) => r.url().endsWith('/web-hmac/web/dealer/list'));
  const firstMap = page.waitForResponse((r) => r.url().endsWith('/web-hmac/web/dealer/map'));
  await logIn(page, EMPLOYEE);
  await page.goto('/dealer');
  // The demo company's depots are in Chicago: Midwest dealers of the US come first, never Europe's.
  const list = (await (await firstList).json()) as { entry: { items: { country: string; region: string }[]; total: number } };
  expect(list.entry.items.length).toBeGreaterThanOrEqual(10);
  for (const dealer of list.entry.items) expect(dealer).toMatchObject({ country: 'US', region: 'us_midwest' });
  const map = (await (await firstMap).json()) as { entry: { points: unknown[]; total: number } };
  expect(map.entry.total).toBe(list.entry.total);
  expect(map.entry.points).toHaveLength(Math.min(2_000, list.entry.total));
  expect(map.entry.points.length).toBeGreaterThan(list.entry.items.length);
  await expect(dealerRows(page).first()).toContainText(/IL|IN|WI|MI|OH|MN|IA|MO/);
});

test('Nearby refused: a postcode typed to measure from (60601, which no dealer has) lists the nearest dealers to its ZIP centroid with distances', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, EMPLOYEE);
  await page.goto('/dealer');
  await page.getByRole('button', { name: message('en-US', 'dealers.nearby') }).click();
  await page.getByRole('textbox', { name: message('en-US', 'dealers.near.label') }).fill('60601');
  await page.getByRole('button', { name: message('en-US', 'dealers.near.submit') }).click();
  await expect(page.getByRole('status')).toContainText('distances from postcode 60601 (Chicago, IL, US)');
  await expect(page.getByRole('columnheader', { name: message('en-US', 'dealers.column.distance') })).toBeVisible();
  const distances = (await dealerRows(page).evaluateAll((rows) => rows.map((row) => row.children[4]?.textContent ?? ''))).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
  expect(distances.length).toBeGreaterThanOrEqual(10);
  // The Loop's dealers are a few miles away, and the list is nearest first.
  expect(distances[0]).toBeLessThan(5);
  for (let i = 1; i < distances.length; i += 1) expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1] ?? 0);
  await context.close();
});
