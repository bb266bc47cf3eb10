import { defineConfig } from 'vitest/config';

/** UI kit tests render components in jsdom (jsdom 29 on Node 20). */
export default defineConfig({ test: { environment: 'jsdom' } });
