import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { inLoginScope } from './src/shared/i18n/catalogue-scope';

/**
 * Message catalogues (lang/*.json). `lang/<language>.json?scope=login` is the part of a catalogue
 * the logged-out first route needs (src/shared/i18n/catalogue-scope.ts names the id prefixes); the whole
 * catalogue loads before any other screen (src/app/lazy-route.ts). Production builds ship both
 * already parsed into ICU ASTs, so the ICU parser stays out of the bundle (the formatjs
 * "precompile" advice). Every id exists in every catalogue (src/shared/i18n/catalogues.test.ts), so a
 * default message is never parsed at run time. Storybook uses it too (.storybook/main.ts).
 */
export const messageCatalogues = (command: 'build' | 'serve'): Plugin => ({
  name: 'yardfleet:message-catalogues',
  enforce: 'pre',
  load(id) {
    const match = /[\\/]lang[\\/][A-Za-z-]+\.json(\?scope=login)?$/.exec(id);
    if (!match) return null;
    const file = id.replace(/\?.*$/, '');
    const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const entries = Object.entries(source).filter(([key]) => !match[1] || inLoginScope(key));
    const compiled = Object.fromEntries(entries.map(([key, message]) => [key, command === 'build' ? parse(message) : message]));
    // A plain .json id goes on to Vite's JSON handling; a queried one is not JSON to Vite, so it
    // becomes a module here.
    const json = JSON.stringify(compiled);
    return { code: match[1] ? `export default ${json};` : json, map: null };
  },
});
