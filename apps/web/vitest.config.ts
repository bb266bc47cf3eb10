import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Web app tests: jsdom 29, React Testing Library, msw/node for the network. */
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', setupFiles: ['./src/testing/test-setup.ts'], testTimeout: 15_000 },
});
