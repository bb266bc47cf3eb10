import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The end-to-end run against a scale-seeded fleet (rules 21.14): the list, search and filter
 * spec (tests/fleet.spec.ts), the detail and device spec (tests/geofence.spec.ts) and the scale
 * checks (scale/*.spec.ts: totals, paging, a search deep in the fleet, a detail, the 1280 px
 * screenshot at 100,000) against the built server on a database `scale-setup.ts` seeds
 * (E2E_SCALE machines, default 100,000) or finds seeded (E2E_SCALE_DATABASE_URL). The normal run
 * (`playwright.config.ts`, tests/ only) is unchanged.
 *
 *   npm run build
 *   E2E_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/yf_scale npx playwright test -c tools/e2e/playwright.scale.config.ts
 *   E2E_SCALE=2000 npx playwright test -c tools/e2e/playwright.scale.config.ts      # a PGlite folder seeded on the spot
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['tests/fleet.spec.ts', 'tests/geofence.spec.ts', 'scale/*.spec.ts'],
  // Its own results folder: Playwright empties the output folder when a run starts, and the normal run may be going on beside it.
  outputDir: '../../test-results/e2e-scale',
  globalSetup: './scale-setup.ts',
  timeout: 120_000,
});
