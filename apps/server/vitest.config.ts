import { defineConfig } from 'vitest/config';

// Each test file opens its own database (PGlite in a temp folder, and a throwaway PostgreSQL
// database when DATABASE_URL is set), migrates and seeds once; two files run at a time (2 cores).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
  },
});
