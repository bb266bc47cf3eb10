// @ts-check
/**
 * Root ESLint flat config. Every workspace's `lint` script (`eslint . --max-warnings 0`) finds
 * this file; the rules and the package boundaries (docs/architecture.md section 1) live in tools/eslint/.
 */
import { createConfig } from './tools/eslint/create-config.js';

export default createConfig({ rootDir: import.meta.dirname });
