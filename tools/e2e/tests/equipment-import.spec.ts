/**
 * The equipment import and bulk actions by filter (rules 23; docs/roles.md "Bulk actions") against
 * the real server and Chromium: the demo admin downloads the import template, fills 20 of its rows
 * (two of them wrong), sees the dry run refuse exactly those two with their line and reason, fixes
 * them, applies, and sees the new names in each machine's history and in the list; then tags the 30 machines a search finds by
 * "every machine matching the filters", exports them as CSV and reads the export back.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Download, type Page } from '@playwright/test';
import { createTag } from './alerts-client';
import { apiLogIn, bindMachine, post, sessionHeaders } from './device-client';
import { ADMIN, equipmentTable, logIn } from './support';

/** The rows of a downloaded CSV (its byte order mark skipped). */
const csvRows = async (download: Download): Promise<string[][]> => parse(await readFile(await download.path()), { bom: true }) as string[][];

/** A CSV file of `rows` for the file input, cells quoted. */
const csvFile = (rows: readonly (readonly string[])[]) => ({
  name: 'fleet.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'), 'utf8'),
});

const downloadOf = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
};

test('an admin imports names and tags from the template, fixing two refused rows, then tags 30 machines by filter and reads their export back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8).toUpperCase();
  const prefix = `E2E-IMP-${run}`;
  const serial = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`;
  const session = await apiLogIn(request, ADMIN);
  const ids = new Map<string, string>();
  for (let n = 1; n <= 30; n += 1)
    ids.set(
      serial(n),
      (await bindMachine(request, session, { serialNumber: serial(n), name: `Unnamed ${run} ${n}`, category: 'blower', modelNumber: 'BL-700' })).equipmentId,
    );
  const group = `E2E import ${run}`;
  await createTag(request, session, group, `Crew ${run}`);
  await createTag(request, session, `E2E bulk ${run}`, `Bulk ${run}`);

  await logIn(page);
  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import equipment details' });
  const template = await csvRows(await downloadOf(page, () => dialog.getByRole('button', { name: 'Download template (CSV)' }).click()));
  expect(template[0]).toEqual(['Serial number', 'Name', 'Tags']);
  const ours = template.filter((r) => (r[0] ?? '').startsWith(prefix)).slice(0, 20);
  expect(ours).toHaveLength(20);

  // 20 rows: every machine renamed and tagged; line 8 has a name too long, line 14 an unknown tag.
  const filled = ours.map((r, i) => [r[0] ?? '', `Imported ${run} ${i + 1}`, `${group}: Crew ${run}`]);
  const wrong = filled.map((r, i) => (i === 6 ? [r[0] ?? '', 'N'.repeat(51), r[2] ?? ''] : i === 12 ? [r[0] ?? '', r[1] ?? '', `${group}: Nowhere`] : r));
  const input = dialog.getByLabel('File to check (CSV or XLSX, at most 10 MB)');
  await input.setInputFiles(csvFile([template[0] ?? [], ...wrong]));
  await expect(dialog.getByRole('alert')).toHaveText('18 machines to change, 0 unchanged, 2 rows refused');
  const refused = dialog.locator('tr[data-outcome="refused"]');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toContainText('8');
  await expect(refused.nth(0)).toContainText('Name: at most 50 characters.');
  await expect(refused.nth(1)).toContainText('14');
  await expect(refused.nth(1)).toContainText(`Tags: unknown tag “${group}: Nowhere”.`);
  await expect(dialog.getByRole('button', { name: 'Apply changes' })).toBeDisabled();

  // Fixed: all 20 change; applying changes them at once.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await input.setInputFiles(csvFile([template[0] ?? [], ...filled]));
  await expect(dialog.getByRole('status')).toHaveText('20 machines to change, 0 unchanged, 0 rows refused');
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '20 machines changed.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Each machine's history holds its rename by the import (rules 20.13), in the API and on its History tab.
  for (const [serialNumber, name] of filled) {
    const history = await post<{ items: { kind: string; fields?: { field: string; from: unknown; to: unknown }[] | null }[] }>(
      request,
      '/web-hmac/web/equipment/history',
      { id: ids.get(serialNumber ?? ''), page: 1, pageSize: 20 },
      sessionHeaders(session),
    );
    const renamed = history.entry.items.find((e) => e.kind === 'equipment_renamed');
    expect(renamed?.fields?.[0]).toMatchObject({ field: 'name', to: name });
  }
  const [firstSerial, firstName] = filled[0] ?? [];
  await page.goto(`/equipment/${ids.get(firstSerial ?? '') ?? ''}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Changes to this machine' }).locator('tbody tr').filter({ hasText: 'Machine renamed' })).toContainText(
    `→ ${firstName ?? ''}`,
  );
  await page.goto('/equipment');

  const table = equipmentTable(page);
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(`Imported ${run}`);
  await expect(table.getByRole('row').filter({ hasText: `Imported ${run}` })).toHaveCount(20);
  await expect(table.getByRole('row').filter({ hasText: serial(1) })).toContainText(`Crew ${run}`);

  // Every machine the search finds (30, over two pages) tagged in one call, exported and read back.
  // The page of the new search (the previous one showed 20 of the same machines): wait for its answer.
  const listed = page.waitForResponse(
    (r) => r.url().endsWith('/web-hmac/web/equipment/list') && (r.request().postData() ?? '').includes(`"search":"${prefix}"`),
  );
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(prefix);
  await listed;
  await expect(table.getByRole('row').filter({ hasText: prefix })).toHaveCount(20);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  const bar = page.getByRole('toolbar', { name: 'Actions on the selected machines' });
  await bar.getByRole('button', { name: 'Select all 30 machines matching the filters' }).click();
  await expect(bar.getByRole('status')).toHaveText('30 machines selected');
  await bar.getByLabel('Tag', { exact: true }).selectOption({ label: `Bulk ${run}` });
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('30 machines changed')).toBeVisible();
  const exported = await csvRows(await downloadOf(page, () => bar.getByRole('button', { name: 'Export CSV' }).click()));
  const header = exported[0] ?? [];
  const at = (title: string) => header.indexOf(title);
  // The export has the inventory report's columns in the reader's language (SN, Name, Tags, ...).
  const rows = exported.slice(1).filter((r) => (r[at('SN')] ?? '').startsWith(prefix));
  expect(rows).toHaveLength(30);
  for (const row of rows) expect(row[at('Tags')]).toContain(`Bulk ${run}`);
  expect(rows.filter((r) => (r[at('Name')] ?? '').startsWith(`Imported ${run} `))).toHaveLength(20);
});
