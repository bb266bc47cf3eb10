// @ts-check
/**
 * Root ESLint flat config. Every workspace's `lint` script (`eslint . --max-warnings 0`) finds
 * this file; the rules and the DESIGN 1 boundaries live in tools/eslint/.
 */
import { createConfig } from './tools/eslint/create-config.js';

export default createConfig({ rootDir: import.meta.dirname });
