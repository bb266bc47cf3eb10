/**
 * The main journey (decision 0003), end to end against the real server and its seeded demo:
 * log in as the demo admin, see the fleet, search it, filter it, leave and come back with the
 * filters kept, switch the language to de-DE, log out.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, columnTexts, equipmentTable, inventoryStatuses, logIn, message, waitForRows } from './support';

test('a fleet manager logs in, searches and filters the fleet, keeps the filters, switches language and logs out', async ({ page }) => {
  await test.step('log in as the demo admin and see the seeded equipment', async () => {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    const table = equipmentTable(page);
    await waitForRows(table);
    expect((await columnTexts(table, 'Name')).length).toBeGreaterThan(5);
  });

  const table = equipmentTable(page);
  const search = page.getByRole('searchbox', { name: 'Search by name or serial number' });

  await test.step('search by serial number, then by name', async () => {
    const [serial] = await columnTexts(table, 'SN');
    expect(serial).toBeTruthy();
    await search.fill(serial ?? '');
    await expect.poll(() => columnTexts(table, 'SN')).toEqual([serial]);

    const names = await (async () => {
      await search.fill('');
      await waitForRows(table);
      return columnTexts(table, 'Name');
    })();
    const word = (names[0] ?? '').split(/\s+/)[0] ?? '';
    expect(word.length).toBeGreaterThan(2);
    await search.fill(word);
    await expect.poll(async () => (await columnTexts(table, 'Name')).every((name) => name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await search.fill('');
    await waitForRows(table);
  });

  let kept: { category: string; status: string; rows: string[] } = { category: '', status: '', rows: [] };
  await test.step('filter by category and inventory status', async () => {
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Chainsaw' });
    await expect.poll(async () => [...new Set(await columnTexts(table, 'Category'))]).toEqual(['Chainsaw']);
    const [status] = await inventoryStatuses(table);
    expect(status).toBeTruthy();
    await page.getByRole('combobox', { name: 'Inventory status' }).selectOption({ label: status ?? '' });
    await expect.poll(async () => [...new Set(await inventoryStatuses(table))]).toEqual([status]);
    kept = { category: 'Chainsaw', status: status ?? '', rows: await columnTexts(table, 'Name') };
    expect(kept.rows.length).toBeGreaterThan(0);
  });

  await test.step('leave through the user menu to My Account and come back with the filters kept', async () => {
    await page.getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/personal\/personalCenter$/);
    await expect(table).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    await waitForRows(table);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('chainsaw');
    await expect(page.getByRole('combobox', { name: 'Inventory status' }).locator('option:checked')).toHaveText(kept.status);
    expect(await columnTexts(table, 'Name')).toEqual(kept.rows);
  });

  await test.step('switch the language to de-DE: the text changes and currentLang is stored', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: 'Deutsch' }).click()]);
    expect(await page.evaluate(() => localStorage.getItem('currentLang'))).toBe('de-DE');
    const germanTable = equipmentTable(page, 'de-DE');
    await waitForRows(germanTable);
    await expect(page.getByRole('searchbox', { name: message('de-DE', 'equipment.list.search') })).toBeVisible();
    expect(message('de-DE', 'equipment.list.search')).not.toBe(message('en-US', 'equipment.list.search'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  await test.step('log out (confirmed) and land on /login', async () => {
    const logOut = message('de-DE', 'common.logOut');
    await page.getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: logOut }).click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: logOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: message('de-DE', 'login.submit') })).toBeVisible();
  });
});
