import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tools' tests (run by `npm run test:tools`): the ESLint boundary test and the CI scripts'
 * tests (tools/ci); the ESLint fixtures are lint input, not tests.
 */
export default defineConfig({
  test: { root: join(import.meta.dirname, '..'), include: ['eslint/*.test.ts', 'ci/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
