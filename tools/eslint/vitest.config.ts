import { defineConfig } from 'vitest/config';

/** The ESLint boundary test (run by `npm run test:tools`); the fixtures are lint input, not tests. */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
