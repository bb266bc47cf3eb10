/**
 * The activity history (rules 20.13) end to end against the real built server and Chromium: the
 * demo admin renames a machine of this run and ticks a tag in its Edit tags dialog; the machine's
 * History tab shows both changes with the name and the tags before and after, by the admin; the
 * security log's "Machine changes" filter lists both too, and its CSV export holds them.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createTag } from './alerts-client';
import { apiLogIn, bindMachine } from './device-client';
import { ADMIN, logIn } from './support';

test('a rename and a tag change show in the machine’s History tab and in the admin’s activity, before and after', async ({ page, request }) => {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const oldName = `History ${run}`;
  const newName = `History ${run} renamed`;
  const group = `E2E history ${run}`;
  const tag = `Crew ${run}`;
  const session = await apiLogIn(request, ADMIN);
  const machine = await bindMachine(request, session, { serialNumber: `E2E-HIST-${run}`, name: oldName, category: 'string_trimmer', modelNumber: 'ST1500' });
  await createTag(request, session, group, tag);

  await logIn(page);
  await page.goto(`/equipment/${machine.equipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: oldName })).toBeVisible();

  await test.step('the admin renames the machine and gives it a tag', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename machine' });
    await rename.getByLabel('Name').fill(newName);
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

    await page.getByRole('button', { name: 'Edit tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Edit tags' });
    await tags.getByRole('checkbox', { name: tag }).check();
    await tags.getByRole('button', { name: 'Save' }).click();
    await expect(tags).toBeHidden();
  });

  await test.step('its History tab shows both changes, newest first, with before and after and who made them', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'Changes to this machine' });
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Machine tags changed');
    await expect(rows.nth(0)).toContainText(`Tags: — → ${group}: ${tag}`);
    await expect(rows.nth(1)).toContainText('Machine renamed');
    await expect(rows.nth(1)).toContainText(`Name: ${oldName} → ${newName}`);
    await expect(rows.nth(1)).toContainText(ADMIN.name);
  });

  await test.step('the admin’s activity lists them under Machine changes, and its CSV export holds them', async () => {
    await page.goto('/security');
    await page.getByRole('combobox', { name: 'Event type' }).selectOption({ label: 'Machine changes' });
    const log = page.getByRole('table', { name: 'Security log' });
    await expect(log.locator('tbody tr').filter({ hasText: `Name: ${oldName} → ${newName}` })).toHaveCount(1);
    await expect(log.locator('tbody tr').filter({ hasText: `Tags: — → ${group}: ${tag}` })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('activity.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain(`name: ${oldName} -> ${newName}`);
    expect(csv).toContain(`tags: [] -> [${group}: ${tag}]`);
    expect(csv).toContain('equipment_renamed');
  });
});
