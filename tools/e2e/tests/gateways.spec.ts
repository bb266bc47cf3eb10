/**
 * Gateways (rules 14) end to end against the real server in Chromium, with the data arriving as in
 * real life (the mobile app binds, gateways report over the device API): a crew phone bound as a
 * mobile app gateway shows on its tab with the phone and the signed-in member's email, and the
 * machine it heard as a sub-device; a deleted gateway leaves its tab but a search finds it, marked
 * deleted with the date; a warehouse with a gateway is refused deletion (rules 17.4), the
 * gateway is reset, and the warehouse is then deleted.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, bindMachine, secondsAgo } from './device-client';
import { bindAppGateway, bindDeviceGateway, createWarehouse, sendGatewayReport } from './gateway-client';
import { ADMIN, logIn, message } from './support';

const stamp = Date.now().toString(36).toUpperCase();
/** A yard in Skokie, north of the demo depots and outside their radii. */
const YARD = { lat: 42.0334, lng: -87.7334 };

const text = (id: string): string => message('en-US', id);

/** Opens /gateway on the tab whose name starts with `kind` and searches `search`. */
async function openTab(page: Page, kindMessageId: string, search: string): Promise<void> {
  await page.goto('/gateway');
  await page.getByRole('tab', { name: new RegExp(`^${text(kindMessageId)}`) }).click();
  await page.getByRole('searchbox', { name: text('gateways.search') }).fill(search);
}

test('a crew phone bound as a mobile app gateway shows with its phone and member, and the machine it heard', async ({ page, request }) => {
  const session = await apiLogIn(request, ADMIN);
  const machine = await bindMachine(request, session, {
    serialNumber: `E2E-AGM-LM-${stamp}`,
    name: `E2E Mower ${stamp}`,
    category: 'mower',
    modelNumber: 'LM-2100',
  });
  expect(machine.equipmentId).toBeTruthy();
  const phone = {
    serialNumber: `F2LXK${stamp}`,
    model: 'iPhone 15',
    brand: 'Apple',
    systemVersion: 'iOS 18.6',
    appVersion: '4.12.0',
    udid: `00008120-${stamp.padStart(16, '0').slice(-16)}`,
  };
  const gateway = await bindAppGateway(request, session, 'mobile', phone);
  const answer = await sendGatewayReport(request, gateway, secondsAgo(30), YARD, [`E2E-AGM-LM-${stamp}`]);
  expect(answer.code).toBe(200);
  expect(answer.entry?.accepted).toBe(1);

  await logIn(page);
  await openTab(page, 'gateways.kind.appGatewayMobile', phone.serialNumber);
  const row = page.getByRole('row').filter({ hasText: phone.serialNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Apple');
  await expect(row).toContainText(ADMIN.email);

  // The list refetches when the gateway's and the machine's live events arrive (rules 12.2); a click
  // that lands while its row is being replaced is clicked again.
  await expect(async () => {
    await row.getByRole('link', { name: phone.serialNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/gateway/${gateway.gatewayId}$`), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: text('gateway.subDevices') })).toBeVisible();
  const subDevice = page.getByRole('row').filter({ hasText: `E2E Mower ${stamp}` });
  await expect(subDevice).toContainText(text('gateways.detail.connected'));
  await expect(page.getByText(phone.udid)).toBeVisible();
});

test('a deleted gateway leaves its tab, and a search finds it marked deleted with the date', async ({ page, request }) => {
  const session = await apiLogIn(request, ADMIN);
  const serial = `E2E-DG-DEL-${stamp}`;
  await bindDeviceGateway(request, session, { serialNumber: serial, model: 'DG-300', warehouseId: null });

  await logIn(page);
  await openTab(page, 'gateways.kind.deviceGateway', serial);
  const row = page.getByRole('row').filter({ hasText: serial });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: text('gateways.actions.for').replace('{serial}', serial) }).click();
  await page.getByRole('menuitem', { name: text('gateways.delete') }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(serial);
  await dialog.getByRole('button', { name: text('gateways.delete') }).click();
  await expect(page.getByText(text('gateways.delete.done'))).toBeVisible();

  // Still found by search, marked deleted with today's date; no actions left.
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date());
  await expect(row).toContainText(/Deleted/);
  await expect(row).toContainText(today);
  await expect(row.getByRole('button', { name: text('gateways.actions.for').replace('{serial}', serial) })).toHaveCount(0);

  // Without a search the tab no longer lists it.
  await page.getByRole('searchbox', { name: text('gateways.search') }).fill('');
  await expect(page.getByRole('row').filter({ hasText: 'DG-300' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: serial })).toHaveCount(0);
});

test('a warehouse with a gateway is refused deletion; after the gateway is reset the warehouse is deleted', async ({ page, request }) => {
  const session = await apiLogIn(request, ADMIN);
  const name = `E2E Depot ${stamp}`;
  const warehouseId = await createWarehouse(request, session, { name, location: YARD, radius: 150 });
  const serial = `E2E-DG-WH-${stamp}`;
  await bindDeviceGateway(request, session, { serialNumber: serial, model: 'DG-300', warehouseId });

  await logIn(page);
  await page.goto('/warehouse');
  // The row says why it cannot be deleted before any delete is offered (rules 17.4).
  const deleteButton = page.getByRole('button', { name: text('warehouses.delete.for').replace('{name}', name) });
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('This warehouse has 1 gateway assigned, reset them before removing it.');
  await expect(deleteButton).toBeDisabled();

  await openTab(page, 'gateways.kind.deviceGateway', serial);
  const row = page.getByRole('row').filter({ hasText: serial });
  await expect(row).toContainText(name);
  await row.getByRole('button', { name: text('gateways.actions.for').replace('{serial}', serial) }).click();
  await page.getByRole('menuitem', { name: text('gateways.reset') }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: text('gateways.reset') }).click();
  await expect(page.getByText(text('gateways.reset.done'))).toBeVisible();
  await expect(row).not.toContainText(name);

  await page.goto('/warehouse');
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: text('warehouses.delete') })
    .click();
  await expect(page.getByText(text('warehouses.deleted'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('warehouses.delete.for').replace('{name}', name) })).toHaveCount(0);
});
