/**
 * What the screenshot scripts share (screenshots.ts and screenshots-*.ts):
 * the built server and browser they run on, where the PNGs go, the demo admin, and the waits for a
 * quiet network and a drawn map.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { REPO_ROOT, startBuiltServer } from './server';

/** docs/screenshots of the repository. */
export const OUT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
/** The demo admin of the full-version company. */
export const ADMIN = { email: 'admin@demo.yardfleet.test', password: 'Demo1234' };

/**
 * Waits until no request but the live stream (which stays open while logged in, so Playwright's
 * 'networkidle' never comes) has been in flight for 500 ms.
 */
export async function quiet(page: Page): Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const track = (request: { url: () => string }, add: boolean) => {
    if (request.url().includes('/web-hmac/web/live/stream')) return;
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  const started = (r: { url: () => string }) => track(r, true);
  const ended = (r: { url: () => string }) => track(r, false);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 500)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Saves a PNG of the viewport and says where. */
export async function shoot(page: Page, name: string): Promise<void> {
  const path = join(OUT_DIR, name);
  await page.screenshot({ path, fullPage: false });
  console.log(`wrote ${path}`);
}

/** Waits for the network and a map's canvas (OpenLayers draws after its chunk and the basemap load). */
export async function settle(page: Page): Promise<void> {
  await quiet(page);
  await page.waitForTimeout(1_500);
}

/**
 * Logs `account` in through the real login form (email, password, the agreements box) on `page`
 * and waits until the app has left /login. `page` must already show /login.
 */
export async function logIn(page: Page, account: { readonly email: string; readonly password: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The two sizes screens are shot at: a 1280 x 800 laptop and a 390 x 844 phone. */
export const LAPTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A new page of `context`, logged in as the demo admin. */
export async function adminPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN);
  return page;
}

/** Opens a browser context on the running server: 1280 x 800, en-US, and `options` on top. */
export type ContextMaker = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * Creates OUT_DIR, starts the built server (a fresh PGlite folder, ./server.ts) and Debian's
 * Chromium (./chromium.ts), runs `work` with a maker of contexts on that server, then closes the
 * browser and stops the server, also when `work` throws.
 */
export async function withScreenshotBrowser(work: (newContext: ContextMaker) => Promise<void>): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    await work((options = {}) => browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-US', ...options }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Runs `screens` on one new context of a screenshot browser (withScreenshotBrowser) when the script
 * of `moduleUrl` (its `import.meta.url`) is the one node was started with; a failure is printed and
 * sets exit code 1. Lets each screenshots-*.ts run alone and also be imported by screenshots.ts.
 */
export function runWhenStarted(moduleUrl: string, screens: (context: BrowserContext) => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  withScreenshotBrowser(async (newContext) => {
    const context = await newContext();
    await screens(context);
    await context.close();
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
