// @ts-check
/**
 * Merges translations into the web app's catalogues (apps/web/lang/<lang>.json), keeping each file's
 * keys sorted and its two-space format. Several people (or helpers) can run it at once: a lock file
 * serialises the read-modify-write.
 *
 *   node tools/i18n/add-messages.mjs translations.json
 *
 * translations.json: { "fr-FR": { "id": "texte" }, "de-DE": { ... }, ... } (any subset of languages;
 * en-US is normally written by `npm run i18n:extract -w @yardfleet/web`, but may be given too).
 * Prints how many keys each catalogue gained or changed.
 */
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANG_DIR = join(import.meta.dirname, '..', '..', 'apps', 'web', 'lang');
const LOCK = join(LANG_DIR, '.lock');

const source = process.argv[2];
if (!source) {
  console.error('usage: node tools/i18n/add-messages.mjs translations.json');
  process.exit(2);
}
/** @type {Record<string, Record<string, string>>} */
const additions = JSON.parse(readFileSync(source, 'utf8'));

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
let lock = -1;
for (let attempt = 0; lock < 0; attempt += 1) {
  try {
    lock = openSync(LOCK, 'wx');
  } catch {
    if (attempt > 300) throw new Error(`${LOCK} is held for more than 30 s; remove it if no merge is running`);
    await sleep(100);
  }
}
try {
  for (const [language, messages] of Object.entries(additions)) {
    const file = join(LANG_DIR, `${language}.json`);
    /** @type {Record<string, string>} */
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    let changed = 0;
    for (const [id, text] of Object.entries(messages)) {
      if (catalogue[id] !== text) changed += 1;
      catalogue[id] = text;
    }
    const sorted = Object.fromEntries(
      Object.keys(catalogue)
        .sort()
        .map((id) => [id, catalogue[id]]),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${language}: ${changed} added or changed, ${Object.keys(sorted).length} in all`);
  }
} finally {
  closeSync(lock);
  rmSync(LOCK, { force: true });
}
