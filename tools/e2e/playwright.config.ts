import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * End-to-end tests (decision 0003) in Debian's Chromium, no browser download. The global setup
 * starts the built server (apps/server/dist/main.js) on a free port with a fresh PGlite folder,
 * so the demo data is seeded; it builds nothing. Run with `npm run test:e2e` after `npm run build`.
 * One worker: the tests share one server and the machine has 2 cores. A failed test runs once
 * more and, when it then passes, is reported as flaky (the list's last lines), not as passed:
 * docs/decisions/0020-e2e-one-retry.md.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 1,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env['E2E_BASE_URL'],
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
