/**
 * Power (rules 11) end to end against the real server (PGlite, seeded demo) and Chromium: the
 * mobile app binds a charger gateway at a new site; the gateway's reports move a port from waiting
 * to charging (the remaining time shows) to fully charged on /power/{id} without a reload, through
 * the live stream; energy charged today rises by exactly the Wh the meter delivered; replaying the
 * reports changes nothing; and the power-only company's open browser, on its own live stream,
 * receives nothing of it (it refetches nothing), while a report of its own charger does reach it.
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { bindChargerGateway, sendChargerReports, type ChargerSnapshot, type PortReport } from './charger-client';
import { apiLogIn, secondsAgo, type ApiSession } from './device-client';
import { ADMIN, logIn } from './support';

const POWER_ADMIN = { email: 'power@demo.yardfleet.test', password: 'Demo1234' } as const;
const stamp = Date.now().toString(36).toUpperCase();
const GATEWAY_SERIAL = `E2E-CGW-${stamp}`;
const CHARGER_SERIAL = `E2E-CH-${stamp}`;
const BATTERY_SERIAL = `E2E-BAT-${stamp}`;
const SITE = `E2E Site ${stamp}`;
/** The name the server gives a charger it hears of first (apps/server/src/areas/ingest/charger-ingest.ts). */
const CHARGER_NAME = `Charger ${CHARGER_SERIAL.slice(-4)}`;
/** A yard in Evanston, north of the demo depots. */
const POSITION = { lat: 42.045, lng: -87.688 };
/** The charger's meter restarted an hour ago; its first reading is the baseline (decision 0009). */
const METER_STARTED_AT = secondsAgo(3600);

const emptyPort2: PortReport = { number: 2, state: 'empty', powerW: 0, battery: null };
const snapshot = (fixAt: string, energyMeterWh: number, port1: Omit<PortReport, 'number'>): ChargerSnapshot => ({
  fixAt,
  serialNumber: CHARGER_SERIAL,
  energyMeterWh,
  meterStartedAt: METER_STARTED_AT,
  ports: [{ number: 1, ...port1 }, emptyPort2],
});

const WAITING = snapshot(secondsAgo(240), 5_000, { state: 'waiting', powerW: 0, battery: { serialNumber: BATTERY_SERIAL, stateOfChargePercent: 20 } });
/** 1,500 Wh after the baseline. */
const CHARGING = snapshot(secondsAgo(120), 6_500, { state: 'charging', powerW: 750, battery: { serialNumber: BATTERY_SERIAL, stateOfChargePercent: 35 } });
/** 700 Wh more: 2,200 Wh delivered since the baseline. */
const FULL = snapshot(secondsAgo(60), 7_200, { state: 'fully_charged', powerW: 0, battery: { serialNumber: BATTERY_SERIAL, stateOfChargePercent: 100 } });
const DELIVERED_WH = 2_200;

/** The value shown under the label `label` in a card's field list. */
const field = (card: Locator, label: string): Locator => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The energy charged today of the test charger, as the server answers it (Wh). */
async function energyTodayWh(page: Page, session: ApiSession, gatewayId: string): Promise<number> {
  const response = await page.request.post('/web-hmac/web/power/system', {
    data: { id: gatewayId },
    headers: { deviceType: '1', lang: 'en-US', deviceId: 'e2e-power', traceId: `e2e-${Date.now()}`, token: session.token, uid: session.uid },
  });
  const answer = (await response.json()) as { code: number; entry: { chargers: { serialNumber: string; energyTodayWh: number }[] } };
  expect(answer.code).toBe(200);
  const charger = answer.entry.chargers.find((c) => c.serialNumber === CHARGER_SERIAL);
  if (!charger) throw new Error('the test charger is not in its charge system');
  return charger.energyTodayWh;
}

test('charger reports move a port from waiting to charging to fully charged without a reload; energy today rises by the delivered Wh; replays change nothing; another company hears nothing', async ({
  page,
  browser,
  request,
}) => {
  const session = await apiLogIn(request, ADMIN);
  const gateway = await bindChargerGateway(request, session, { serialNumber: GATEWAY_SERIAL, siteName: SITE, position: POSITION });
  await test.step('the first report creates the charger and its battery; its meter reading is the baseline', async () => {
    const answer = await sendChargerReports(request, gateway, [WAITING]);
    expect(answer).toEqual({ code: 200, entry: { accepted: 1, duplicates: 0, unknown: 0 } });
  });

  // The power-only company, logged in at the same time in its own browser, counts its power reads.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherReads: { url: string; at: number }[] = [];
  otherPage.on('request', (r: Request) => {
    if (r.url().includes('/web-hmac/web/power/')) otherReads.push({ url: r.url(), at: Date.now() });
  });
  await logIn(otherPage, POWER_ADMIN);
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  // Its home (the power overview) has loaded the overview and the first system's topology: quiet for 2 s.
  await expect.poll(() => otherReads.length > 1 && Date.now() - (otherReads.at(-1)?.at ?? 0) > 2_000, { timeout: 20_000 }).toBe(true);
  const readsBefore = otherReads.length;

  const card = page.getByRole('region', { name: CHARGER_NAME });
  const port1 = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Port 1', exact: true }) });
  await test.step('the charge system detail shows the waiting port and no energy yet', async () => {
    await logIn(page);
    await page.goto(`/power/${gateway.gatewayId}`);
    await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
    await expect(port1).toContainText('Waiting');
    await expect(field(card, 'Energy charged today')).toHaveText('0.0 kWh');
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  });

  await test.step('a charging report shows charging, the remaining time and 1.5 kWh without a reload', async () => {
    expect((await sendChargerReports(request, gateway, [CHARGING])).entry?.accepted).toBe(1);
    await expect(port1).toContainText('Charging');
    await expect(field(port1, 'Remaining charge time')).toHaveText(/\d+ h \d+ min|\d+ min/);
    await expect(field(port1, 'Estimated completion')).not.toBeEmpty();
    await expect(field(card, 'Energy charged today')).toHaveText('1.5 kWh');
  });

  await test.step('a fully charged report ends the estimate; energy today is the 2,200 Wh delivered', async () => {
    expect((await sendChargerReports(request, gateway, [FULL])).entry?.accepted).toBe(1);
    await expect(port1).toContainText('Fully charged');
    await expect(field(port1, 'Remaining charge time')).toHaveCount(0);
    await expect(field(card, 'Energy charged today')).toHaveText('2.2 kWh');
    expect(await energyTodayWh(page, session, gateway.gatewayId)).toBe(DELIVERED_WH);
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  });

  await test.step('replaying the reports changes nothing', async () => {
    const replay = await sendChargerReports(request, gateway, [WAITING, CHARGING, FULL]);
    expect(replay).toEqual({ code: 200, entry: { accepted: 0, duplicates: 3, unknown: 0 } });
    expect(await energyTodayWh(page, session, gateway.gatewayId)).toBe(DELIVERED_WH);
    await expect(field(card, 'Energy charged today')).toHaveText('2.2 kWh');
    await expect(port1).toContainText('Fully charged');
  });

  await test.step("the other company's browser received no event of it, and does receive its own", async () => {
    expect(otherReads.slice(readsBefore).map((r) => r.url)).toEqual([]);
    const powerSession = await apiLogIn(request, POWER_ADMIN);
    const own = await bindChargerGateway(request, powerSession, { serialNumber: `${GATEWAY_SERIAL}-B`, siteName: `${SITE} B`, position: POSITION });
    await sendChargerReports(request, own, [{ ...WAITING, serialNumber: `${CHARGER_SERIAL}-B`, ports: [emptyPort2] }]);
    await expect.poll(() => otherReads.length, { timeout: 15_000 }).toBeGreaterThan(readsBefore);
  });
  await other.close();
});

test('the topology is one Tab stop: the arrow keys move in it, and Enter opens the node with the focus on the heading of what it opened', async ({ page }) => {
  await logIn(page, POWER_ADMIN);
  await page.goto('/power');
  await page.getByRole('link', { name: 'Naperville Charging Yard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naperville Charging Yard' })).toBeVisible();
  const topology = page.getByRole('tree', { name: 'Topology of Naperville Charging Yard' });
  const back = page.getByRole('link', { name: 'Back to the power overview' });
  const opened = (heading: string) => page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"] ${heading}`).first();

  await test.step('Tab enters at the gateway; the next Tab leaves the whole tree; Shift+Tab comes back', async () => {
    await back.focus();
    await page.keyboard.press('Tab');
    await expect(topology.getByRole('treeitem', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(topology.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(topology.getByRole('treeitem', { level: 1 })).toBeFocused();
  });

  await test.step('Down to the first charger, Right to its first port, Enter: the port row opens and its heading has the focus', async () => {
    await page.keyboard.press('ArrowDown');
    await expect(topology.getByRole('treeitem', { level: 2 }).first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(topology.getByRole('treeitem', { level: 3 }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#port-/);
    await expect(opened('h4')).toBeFocused();
    await expect(opened('h4')).toHaveText('Port 1');
  });

  await test.step('back in the tree at that port, Left to its charger, Space: the charger card opens and its heading has the focus', async () => {
    await back.focus();
    await page.keyboard.press('Tab');
    await expect(topology.getByRole('treeitem', { level: 3 }).first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(/#charger-/);
    await expect(opened('h2')).toBeFocused();
  });
});
