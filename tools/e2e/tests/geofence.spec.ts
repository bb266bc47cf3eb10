/**
 * Warehouses, geofence and device reports (rules 16, 17) end to end against the real server
 * (PGlite, seeded demo) and Chromium: a fleet manager sets up a warehouse through the three-step
 * wizard; a machine bound through the mobile app's call reports from inside its radius and turns
 * "In warehouse" in the list and the detail; a report outside turns it "Out for work"; a duplicate
 * report and reports with a bad or another company's credential change nothing. Then maintenance: a
 * service log and a reminder plan by engine hours, and a report that raises the engine hours past
 * the plan's lead makes the reminder due.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, bindMachine, secondsAgo, sendReports, type BoundMachine } from './device-client';
import { ADMIN, columnTexts, equipmentTable, inventoryStatuses, logIn, waitForRows } from './support';

const stamp = Date.now().toString(36).toUpperCase();
const SERIAL = `E2E-${stamp}`;
const MACHINE = `E2E mower ${stamp}`;
const YARD = `E2E Yard ${stamp}`;
/** The new warehouse's centre: Hyde Park, Chicago, kilometres from the demo depots. */
const CENTRE = { lat: 41.79, lng: -87.6 };
/** About 15 m from the centre: inside a 200 m radius. */
const INSIDE = { lat: 41.7901, lng: -87.6001 };
/** About 1.7 km away: outside. */
const OUTSIDE = { lat: 41.8, lng: -87.615 };
/** The device code of a refused report (packages/contract/src/error-codes.ts deviceUnauthorized). */
const DEVICE_UNAUTHORIZED = 1170010401;

/** The inventory status shown for the test machine in the equipment list (searched by serial number). */
async function listStatus(page: Page): Promise<string | undefined> {
  await page.goto('/equipment');
  const table = equipmentTable(page);
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(SERIAL);
  await expect.poll(() => columnTexts(table, 'SN')).toEqual([SERIAL]);
  await waitForRows(table);
  return (await inventoryStatuses(table))[0];
}

/** Opens the machine's detail from the list and returns its heading's region (the detail page). */
async function openDetail(page: Page): Promise<void> {
  await listStatus(page);
  await equipmentTable(page).getByRole('link', { name: MACHINE }).click();
  await expect(page.getByRole('heading', { level: 1, name: MACHINE })).toBeVisible();
}

test("a warehouse set up in the wizard decides a reporting machine's inventory status; duplicates and bad credentials change nothing", async ({
  page,
  request,
}) => {
  let machine: BoundMachine | undefined;
  await test.step('the mobile app binds a new machine to the demo company', async () => {
    const session = await apiLogIn(request, ADMIN);
    machine = await bindMachine(request, session, { serialNumber: SERIAL, name: MACHINE, category: 'mower', modelNumber: 'LM2156-X' });
  });
  if (!machine) throw new Error('the machine was not bound');
  const credential = machine;

  await test.step('set up a warehouse in three steps: location by coordinates, radius, name', async () => {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Warehouses' }).click();
    await page
      .getByRole('link', { name: 'Set up a warehouse' })
      .or(page.getByRole('button', { name: 'Set up a warehouse' }))
      .click();
    await expect(page).toHaveURL(/\/warehouse\/new$/);
    await expect(page.getByRole('list', { name: 'Set-up steps' })).toContainText('Choose the location');

    // Typed coordinates are the location at once, without a search or a click (rules 17.2).
    await page.getByRole('textbox', { name: 'Search an address or coordinates' }).fill(`${CENTRE.lat}, ${CENTRE.lng}`);
    await expect(page.getByText('Chosen location')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('spinbutton', { name: 'Radius in metres' }).fill('200');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Name' }).fill(YARD);
    await page.getByRole('button', { name: 'Save warehouse' }).click();
    await expect(page).toHaveURL(/\/warehouse$/);
    const row = page.getByRole('table', { name: 'Warehouses' }).getByRole('row').filter({ hasText: YARD });
    await expect(row).toContainText('200');
  });

  await test.step('a report inside the radius: in warehouse in the list and the detail', async () => {
    const answer = await sendReports(request, credential, [{ fixAt: secondsAgo(120), position: INSIDE, engineHours: 100 }]);
    expect(answer).toEqual({ code: 200, entry: { accepted: 1, duplicates: 0, unknown: 0 } });
    expect(await listStatus(page)).toBe('In warehouse');
    await openDetail(page);
    await expect(page.getByRole('main')).toContainText('In warehouse');
  });

  const outsideFix = secondsAgo(60);
  await test.step('a report outside: out for work in the list and the detail', async () => {
    const answer = await sendReports(request, credential, [{ fixAt: outsideFix, position: OUTSIDE, engineHours: 101 }]);
    expect(answer.entry?.accepted).toBe(1);
    expect(await listStatus(page)).toBe('Out for work');
    await openDetail(page);
    await expect(page.getByRole('main')).toContainText('Out for work');
  });

  await test.step('a duplicate report (same machine and fix time) changes nothing', async () => {
    const answer = await sendReports(request, credential, [{ fixAt: outsideFix, position: INSIDE, engineHours: 101 }]);
    expect(answer).toEqual({ code: 200, entry: { accepted: 0, duplicates: 1, unknown: 0 } });
    expect(await listStatus(page)).toBe('Out for work');
  });

  await test.step("a bad credential and another company's credential are refused and store nothing", async () => {
    const wrongSecret = await sendReports(request, { deviceId: credential.deviceId, deviceSecret: `${credential.deviceSecret}x` }, [
      { fixAt: secondsAgo(30), position: INSIDE },
    ]);
    expect(wrongSecret.code).toBe(DEVICE_UNAUTHORIZED);
    const otherCompany = await bindMachine(request, await apiLogIn(request, { email: 'power@demo.yardfleet.test', password: 'Demo1234' }), {
      serialNumber: `E2E-BL-${stamp}`,
      name: `Brightline mower ${stamp}`,
      category: 'mower',
      modelNumber: 'LM2156-X',
    });
    const borrowed = await sendReports(request, { deviceId: credential.deviceId, deviceSecret: otherCompany.deviceSecret }, [
      { fixAt: secondsAgo(20), position: INSIDE },
    ]);
    expect(borrowed.code).toBe(DEVICE_UNAUTHORIZED);
    expect(await listStatus(page)).toBe('Out for work');
  });
});

test('a service log and a reminder plan by engine hours; reports that raise the runtime past its lead make it due', async ({ page, request }) => {
  const serial = `E2E-SVC-${stamp}`;
  const name = `E2E trimmer ${stamp}`;
  const session = await apiLogIn(request, ADMIN);
  const credential = await bindMachine(request, session, { serialNumber: serial, name, category: 'string_trimmer', modelNumber: 'ST1613' });
  expect((await sendReports(request, credential, [{ fixAt: secondsAgo(240), position: OUTSIDE, engineHours: 100 }])).entry?.accepted).toBe(1);

  await logIn(page);
  await page.goto('/equipment');
  await page.getByRole('searchbox', { name: 'Search by name or serial number' }).fill(serial);
  await equipmentTable(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await test.step('add a service log at the current runtime', async () => {
    await page.getByRole('button', { name: 'Add log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a service log' });
    await dialog.getByRole('combobox', { name: 'Service type' }).selectOption({ label: 'Inspection' });
    await dialog.getByRole('textbox', { name: 'Runtime (h)' }).fill('100');
    await dialog.getByRole('textbox', { name: 'Labor time (h)' }).fill('0.5');
    await dialog.getByRole('textbox', { name: 'Expense' }).fill('45.00');
    await dialog.getByRole('textbox', { name: 'Performed by' }).fill('Jordan Lee');
    await dialog.getByRole('textbox', { name: 'Additional details' }).fill('Line head and guard checked.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table').filter({ hasText: 'Jordan Lee' })).toContainText('Inspection');
  });

  await test.step('set a reminder every 50 engine hours: not due yet', async () => {
    await page.getByRole('button', { name: 'Set reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the reminder plan' });
    await dialog.getByRole('radio', { name: 'By engine hours' }).check();
    await dialog.getByRole('textbox', { name: 'Reminder time' }).fill('50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const plan = page.getByRole('heading', { name: 'Reminder plan' }).locator('..');
    await expect(plan).toContainText('150');
    await expect(plan).not.toContainText('Due');
  });

  await test.step('reports raise the engine hours to 145 (within the 10 h lead of 150): the reminder is due', async () => {
    expect((await sendReports(request, credential, [{ fixAt: secondsAgo(30), position: OUTSIDE, engineHours: 145 }])).entry?.accepted).toBe(1);
    await page.reload();
    const plan = page.getByRole('heading', { name: 'Reminder plan' }).locator('..');
    await expect(plan).toContainText('Due');
  });
});
