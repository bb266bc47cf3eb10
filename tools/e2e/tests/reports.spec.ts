/**
 * Reports (rules 10) end to end against the real server (PGlite, seeded demo) and Chromium: a
 * service log of last week is added through the API; on /report the admin opens the maintenance
 * report, chooses "Past week", sees the chart and the table with the log, downloads CSV and XLSX
 * and finds in both exactly the rows the server reports for that period (read back with csv-parse
 * and exceljs); then schedules the report weekly to a new address, sends it now, and finds the mail
 * in the development mailbox with the XLSX attached, holding the same log.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { apiLogIn, type ApiSession } from './device-client';
import { ADMIN, logIn } from './support';

const stamp = Date.now().toString(36).toUpperCase();
const PERFORMER = `E2E Tech ${stamp}`;
const RECIPIENT = `e2e-report-${stamp.toLowerCase()}@example.com`;
/** The demo company's time zone (apps/server/src/seed). */
const TIME_ZONE = 'America/Chicago';

/** YYYY-MM-DD of `date` in TIME_ZONE. */
const localDay = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The past week as the product defines it (packages/domain/src/reports/period.ts): the previous Monday to Sunday, company-local. */
function pastWeek(now: Date): { from: string; to: string; wednesdayNoonUtc: string } {
  const today = new Date(`${localDay(now)}T12:00:00Z`);
  const weekday = (today.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(today.getTime() - (weekday + 7) * 86_400_000);
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), to: day(6), wednesdayNoonUtc: `${day(2)}T18:00:00.000Z` };
}

const headers = (session: ApiSession) => ({
  deviceType: '1',
  lang: 'en-US',
  deviceId: 'e2e-reports',
  traceId: randomUUID(),
  token: session.token,
  uid: session.uid,
});

async function post<T>(request: APIRequestContext, session: ApiSession, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: headers(session) });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { code: number; message: string; entry: T };
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/** The "Performed by" values of every row of the maintenance report of `period`, as the server answers them page by page. */
async function reportedPerformers(request: APIRequestContext, session: ApiSession, period: { from: string; to: string }): Promise<string[]> {
  const performers: string[] = [];
  for (let page = 1; ; page += 1) {
    const entry = await post<{ rows: { performedBy: string }[]; total: number }>(request, session, '/web-hmac/web/report/maintenance', {
      period,
      filters: { tagId: null, category: null, warehouseId: null },
      page,
      pageSize: 100,
    });
    performers.push(...entry.rows.map((r) => r.performedBy));
    if (performers.length >= entry.total || entry.rows.length === 0) return performers;
  }
}

/** Clicks `button` and returns the file the page saves. */
async function downloadBy(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return download;
}

/** The values of the column titled `title` in the first sheet of an XLSX file (its title row excluded). */
async function xlsxColumn(file: Buffer, title: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the XLSX has no sheet');
  const titles = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const index = titles.indexOf(title);
  expect(index, `no column "${title}" among ${titles.join(', ')}`).toBeGreaterThan(0);
  const values: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) values.push(String(row.getCell(index).value ?? ''));
  });
  return values;
}

/** The values of the column titled `title` of a CSV export's first table (the report's rows; totals follow after an empty line). */
function csvColumn(file: Buffer, title: string): string[] {
  const records: string[][] = parse(file, { bom: true, relax_column_count: true });
  const end = records.findIndex((r) => r.length === 1 && r[0] === '');
  const [titles = [], ...rows] = end < 0 ? records : records.slice(0, end);
  const index = titles.indexOf(title);
  expect(index, `no column "${title}" among ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[index] ?? '');
}

const sorted = (values: readonly string[]) => [...values].sort();

test('the maintenance report of the past week: chart and table, CSV and XLSX with the same rows, and a scheduled report mailed with its XLSX', async ({
  page,
  request,
}) => {
  const session = await apiLogIn(request, ADMIN);
  const week = pastWeek(new Date());
  await test.step('a service log of last Wednesday is added through the API', async () => {
    const list = await post<{ items: { id: string }[] }>(request, session, '/web-hmac/web/equipment/list', {
      page: 1,
      pageSize: 1,
      search: null,
      category: null,
      inventoryStatus: null,
      onlineStatus: null,
      tagId: null,
    });
    const equipmentId = list.items[0]?.id;
    if (!equipmentId) throw new Error('the demo fleet is empty');
    await post(request, session, '/web-hmac/web/maintenance/add', {
      equipmentId,
      serviceType: 'repair',
      date: week.wednesdayNoonUtc,
      runtimeHours: 812,
      laborTimeHours: 1.5,
      expense: { minorUnits: 12_345, currency: 'USD' },
      performedBy: PERFORMER,
      details: 'Blade and belt replaced',
    });
  });
  const expected = await reportedPerformers(request, session, { from: week.from, to: week.to });
  expect(expected).toContain(PERFORMER);

  await test.step('choose the maintenance report and the past week: the chart and the table show it', async () => {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    // The menu opens /report; the page then writes the kept report view into the URL (rules 10.7).
    await expect(page).toHaveURL(/\/report(\?|$)/);
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await page.getByRole('button', { name: /^Period/ }).click();
    await page.getByRole('button', { name: 'Past week', exact: true }).click();
    await expect(page.getByRole('figure', { name: 'Expenses by month' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Maintenance' })).toContainText(PERFORMER);
  });

  await test.step('the CSV and the XLSX hold exactly the rows of the report', async () => {
    const csv = await downloadBy(page, 'Download CSV');
    expect(csv.suggestedFilename()).toBe(`maintenance-${week.from}-${week.to}.csv`);
    expect(sorted(csvColumn(readFileSync(await csv.path()), 'Performed by'))).toEqual(sorted(expected));
    const xlsx = await downloadBy(page, 'Download XLSX');
    expect(xlsx.suggestedFilename()).toBe(`maintenance-${week.from}-${week.to}.xlsx`);
    expect(sorted(await xlsxColumn(readFileSync(await xlsx.path()), 'Performed by'))).toEqual(sorted(expected));
  });

  await test.step('schedule the report weekly to a new address and send it now', async () => {
    await page.getByRole('button', { name: 'Schedule this report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a report' });
    await dialog.getByRole('radio', { name: /Weekly/ }).check();
    await dialog.getByRole('textbox', { name: 'Recipient 1' }).fill(RECIPIENT);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Scheduled reports' }).getByRole('row').filter({ hasText: RECIPIENT });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Send now/ }).click();
    await expect(page.getByText(/Sent to 1 recipient/)).toBeVisible();
  });

  await test.step('the development mailbox has the mail with the XLSX, holding the same rows', async () => {
    type Mail = { to: string; subject: string; attachments: { filename: string; href: string }[] };
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const answer = (await (await request.get('/web-hmac/dev/mailbox')).json()) as { entry: { mails: Mail[] } };
          mail = answer.entry.mails.find((m) => m.to === RECIPIENT);
          return mail?.attachments.length ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const attachment = mail?.attachments[0];
    if (!attachment) throw new Error('no attachment');
    expect(attachment.filename).toBe(`maintenance-${week.from}-${week.to}.xlsx`);
    const file = await (await request.get(attachment.href)).body();
    expect(sorted(await xlsxColumn(file, 'Performed by'))).toEqual(sorted(expected));
  });
});
