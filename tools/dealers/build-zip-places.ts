import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { US_STATE_CODES } from '@yardfleet/domain/dealers/dealer-codes';
import type { Zip } from './places';

/**
 * Builds the place list the dealer list measures a typed US ZIP code from (rules 15.9),
 * apps/server/assets/dealers/us-zip-places.csv: every ZIP code of the 50 states and DC in the
 * `zipcodes` package (its centroid, to 4 decimals, and its post office's city), sorted by ZIP, so
 * "60601" is measured from the Loop even when no dealer has that postcode. Same bytes on every run.
 *
 * Run: `npx tsx tools/dealers/build-zip-places.ts`.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT = join(root, 'apps', 'server', 'assets', 'dealers', 'us-zip-places.csv');

const require = createRequire(import.meta.url);
const codes = (require('zipcodes') as { codes: Record<string, Zip> }).codes;
const quoted = (text: string): string => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const rows = Object.values(codes)
  .filter((z) => z.country === 'US' && US_STATE_CODES.includes(z.state) && /^\d{5}$/.test(z.zip))
  .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
  .map((z) => [z.zip, z.latitude.toFixed(4), z.longitude.toFixed(4), quoted(z.city), z.state].join(','));
writeFileSync(OUTPUT, `zip,lat,lng,city,state\n${rows.join('\n')}\n`);
console.log(`wrote ${rows.length} ZIP codes to ${OUTPUT}`);
