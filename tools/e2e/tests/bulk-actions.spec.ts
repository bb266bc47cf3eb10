/**
 * Bulk actions on the equipment list (docs/roles.md "Bulk actions") against the real server and
 * Chromium: the demo admin finds three machines of one run by search, selects the page, tags all
 * three in one call, sees the tag on every row, then deletes them, confirming the number; the list
 * no longer holds them and the server agrees.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createTag } from './alerts-client';
import { apiLogIn, bindMachine, post, sessionHeaders } from './device-client';
import { ADMIN, equipmentTable, logIn } from './support';

test('an admin selects the machines a search finds, tags them in one go and deletes them, confirming the number', async ({ page, request }) => {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const prefix = `E2E-BULK-${run}`;
  const session = await apiLogIn(request, ADMIN);
  for (const n of [1, 2, 3])
    await bindMachine(request, session, { serialNumber: `${prefix}-${n}`, name: `Bulk ${run} ${n}`, category: 'string_trimmer', modelNumber: 'ST1500' });
  const tagName = `Crew ${run}`;
  await createTag(request, session, `E2E bulk ${run}`, tagName);

  await logIn(page);
  await page.goto('/equipment');
  const table = equipmentTable(page);
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(prefix);
  const rows = table.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  const bar = page.getByRole('toolbar', { name: 'Actions on the selected machines' });
  await expect(bar.getByRole('status')).toHaveText('3 machines selected');
  await bar.getByLabel('Tag', { exact: true }).selectOption({ label: tagName });
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('3 machines changed')).toBeVisible();
  for (const n of [1, 2, 3]) await expect(rows.filter({ hasText: `${prefix}-${n}` })).toContainText(tagName);

  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 3 machines?' });
  await expect(confirm).toContainText('Their maintenance logs and reports stay in the statistics.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 machines deleted')).toBeVisible();
  await expect(rows).toHaveCount(0);

  const left = await post<{ total: number }>(
    request,
    '/web-hmac/web/equipment/list',
    { page: 1, pageSize: 20, search: prefix, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
    sessionHeaders(session),
  );
  expect(left.entry.total).toBe(0);
});
