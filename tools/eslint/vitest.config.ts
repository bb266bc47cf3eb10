import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tools' tests (run by `npm run test:tools`): the ESLint boundary test, the CI scripts' tests
 * (tools/ci) and the benchmarks' pure parts (tools/bench/*: medians, tables, goal verdicts, reading
 * answers); the ESLint fixtures are lint input, not tests.
 */
export default defineConfig({
  test: { root: join(import.meta.dirname, '..'), include: ['eslint/*.test.ts', 'ci/*.test.ts', 'bench/*/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
