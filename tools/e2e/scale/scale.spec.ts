/**
 * The equipment list, search and detail on a scale-seeded fleet (100,000 machines for the goals of
 * rules 21.6, 21.14; run by playwright.scale.config.ts only). Data-independent: the expected total,
 * the last machine and its serial number come from the server's own list call, so any seed size
 * works. At 100,000 or more machines it also writes the 1280 px screenshot of the list
 * (docs/screenshots/equipment-list-100k-1280.png).
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogIn, post, sessionHeaders } from '../tests/device-client';
import { ADMIN, columnTexts, equipmentTable, logIn, waitForRows } from '../tests/support';

const ALL = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const SCREENSHOT = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', 'equipment-list-100k-1280.png');

interface ListPage {
  readonly items: readonly { readonly name: string; readonly serialNumber: string }[];
  readonly total: number;
}

test("a scale fleet: the total, the next page, the last page, a search deep in the fleet by serial and by name, and that machine's detail", async ({
  page,
  request,
}) => {
  const session = await apiLogIn(request, ADMIN);
  const first = await post<ListPage>(request, '/web-hmac/web/equipment/list', { ...ALL, page: 1, pageSize: 100 }, sessionHeaders(session));
  const total = first.entry.total;
  expect(total, 'the run needs a fleet of more than one page of 100 (a scale seed)').toBeGreaterThan(100);
  const lastPage = await post<ListPage>(
    request,
    '/web-hmac/web/equipment/list',
    { ...ALL, page: Math.ceil(total / 100), pageSize: 100 },
    sessionHeaders(session),
  );
  const deep = lastPage.entry.items[lastPage.entry.items.length - 1];
  expect(deep, 'the last page has rows').toBeDefined();
  if (deep === undefined) return;

  const table = equipmentTable(page);
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  await test.step('the list shows the first page and the whole total', async () => {
    await logIn(page);
    await page.goto('/equipment');
    await waitForRows(table);
    await expect(paging).toContainText(`${total.toLocaleString('en-US')} results`);
    expect(await columnTexts(table, 'Name')).toEqual(first.entry.items.slice(0, (await columnTexts(table, 'Name')).length).map((m) => m.name));
    if (total >= 100_000) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await waitForRows(table);
      await page.screenshot({ path: SCREENSHOT, fullPage: true });
    }
  });

  await test.step('the next page', async () => {
    const before = await columnTexts(table, 'Name');
    await paging.getByRole('button', { name: 'Next page' }).click();
    await expect(paging).toContainText(/Page 2 of/);
    await expect.poll(() => columnTexts(table, 'Name')).not.toEqual(before);
    await waitForRows(table);
  });

  await test.step('the last page, one click away, ends with the last machine of the fleet', async () => {
    await paging.getByRole('button', { name: 'Last page' }).click();
    const shown = Number((await paging.getByRole('combobox', { name: 'Rows per page' }).inputValue()) || '20');
    const pages = Math.ceil(total / shown).toLocaleString('en-US');
    await expect(paging).toContainText(`Page ${pages} of ${pages}`);
    await expect.poll(async () => (await columnTexts(table, 'Name')).at(-1)).toBe(deep.name);
    await expect(paging.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await paging.getByRole('button', { name: 'First page' }).click();
    await expect(paging).toContainText(`Page 1 of ${pages}`);
  });

  const search = page.getByRole('searchbox', { name: 'Search by name or serial number' });
  await test.step('search the last machine of the fleet by serial number, then by name', async () => {
    await search.fill(deep.serialNumber);
    await expect.poll(() => columnTexts(table, 'SN')).toEqual([deep.serialNumber]);
    await search.fill(deep.name);
    await expect.poll(async () => (await columnTexts(table, 'Name')).includes(deep.name)).toBe(true);
    expect((await columnTexts(table, 'Name')).every((name) => name.toLowerCase().includes(deep.name.toLowerCase()))).toBe(true);
  });

  await test.step('open its detail', async () => {
    await search.fill(deep.serialNumber);
    await expect.poll(() => columnTexts(table, 'SN')).toEqual([deep.serialNumber]);
    await table.getByRole('link', { name: deep.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: deep.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Service and maintenance' })).toBeVisible();
    await expect(page.getByText(deep.serialNumber).first()).toBeVisible();
  });
});
