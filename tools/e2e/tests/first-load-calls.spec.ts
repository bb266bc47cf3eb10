/**
 * Early reads (rules 21.2), in Chromium against the built server: on a logged-in first load the route
 * preload script sends login/info and the screen's first reads before the app has run, and the app
 * uses those answers instead of asking again: each of those reads reaches the server once, and
 * the screen shows its data. A read the user asks for later still goes to the server.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, equipmentTable, logIn, waitForRows } from './support';

/**
 * Counts the page's API calls by path from the next page load on (the previous page's late calls,
 * such as the user info read again after the login's consent, are not counted; the live event
 * stream is not a read).
 */
const countCalls = (page: Page): Map<string, number> => {
  const counts = new Map<string, number>();
  let loaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loaded = true;
    const { pathname } = new URL(request.url());
    if (!loaded || !pathname.startsWith('/web-hmac/') || pathname.includes('/live/')) return;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
};

/** Logs in and waits until the home's own reads have answered, so none of them is counted. */
const logInAndSettle = async (page: Page): Promise<void> => {
  await logIn(page, ADMIN);
  await waitForRows(equipmentTable(page));
};

/** The counts of `paths` (under /web-hmac/web/) as an object, for a readable failure. */
const countsOf = (calls: Map<string, number>, paths: readonly string[]): Record<string, number | undefined> =>
  Object.fromEntries(paths.map((path) => [path, calls.get(`/web-hmac/web/${path}`)]));

test('a reload of /equipment sends login/info, the bell, the first list page and the tags once each, and shows the rows', async ({ page }) => {
  await logInAndSettle(page);
  const calls = countCalls(page);
  await page.goto('/equipment');
  await waitForRows(equipmentTable(page));
  const paths = ['auth/login/info', 'notification/unreadCount', 'equipment/list', 'tag/list'];
  // The bell asks once the first screen has painted (apps/web/src/shared/background-reads.ts): polled.
  await expect.poll(() => countsOf(calls, paths)).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));

  // Going to the next page asks the server (the early answer served the first load only).
  await page.getByRole('button', { name: 'Next page', exact: true }).click();
  await expect.poll(() => calls.get('/web-hmac/web/equipment/list')).toBe(2);
});

test('a reload of /report sends the company settings, tags and warehouses once each and shows the inventory report', async ({ page }) => {
  await logInAndSettle(page);
  const calls = countCalls(page);
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  const paths = ['auth/login/info', 'notification/unreadCount', 'personal/company', 'tag/list', 'warehouse/list', 'report/inventory'];
  // The bell asks once the first screen has painted (apps/web/src/shared/background-reads.ts): polled.
  await expect.poll(() => countsOf(calls, paths)).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
});

test("a reload of a machine's detail sends its detail, maintenance log and reminder once each and shows them", async ({ page }) => {
  await logInAndSettle(page);
  const href = await equipmentTable(page).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/equipment\/[^/]+$/);
  const calls = countCalls(page);
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service and maintenance' })).toBeVisible();
  const paths = ['auth/login/info', 'equipment/detail', 'maintenance/list', 'maintenance/reminder'];
  await expect.poll(() => countsOf(calls, paths)).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
});
