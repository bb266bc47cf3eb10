import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from '@yardfleet/domain/dealers/dealer-codes';
import { DEALER_COLUMNS, parseDealerDirectory } from '@yardfleet/domain/dealers/dealer-row';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { distanceMiles } from '@yardfleet/domain/geometry/distance';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { readCsvRows, seedDealerDirectory } from '../src/seed/dealer-directory';
import { DEALERS, GREENWAY_WAREHOUSES } from '../src/seed/places';
import { backends } from './harness';

/** The committed dealer directory (rules 15.8) loaded into an empty database. */
describe.each(backends())('the dealer directory seed on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let inserted: number;
  beforeAll(async () => {
    const opened = await backend.open();
    db = opened.db;
    dispose = opened.dispose;
    await migrateToLatest(db);
    inserted = await seedDealerDirectory(db);
  });
  afterAll(async () => {
    await dispose();
  });

  const count = async (): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('dealers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('inserts at least 1,000 dealers, about 60% US and the rest in seven EU countries', async () => {
    expect(inserted).toBeGreaterThanOrEqual(1_000);
    expect(await count()).toBe(inserted);
    const byCountry = await db
      .selectFrom('dealers')
      .select(['country', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('country')
      .execute();
    const counts = new Map(byCountry.map((r) => [r.country, Number(r.n)]));
    const us = counts.get('US') ?? 0;
    expect(us / inserted).toBeGreaterThan(0.5);
    expect(us / inserted).toBeLessThan(0.7);
    for (const country of ['FR', 'DE', 'NL', 'ES', 'IT', 'BE', 'AT']) expect(counts.get(country) ?? 0).toBeGreaterThanOrEqual(30);
    expect([...counts.keys()].every((c) => c === 'US' || EU_COUNTRY_CODES.includes(c))).toBe(true);
  });

  it('every stored dealer passes the domain directory rules, with unique codes', async () => {
    const stored = await db
      .selectFrom('dealers')
      .select([...DEALER_COLUMNS])
      .execute();
    const rows = stored.map((d) => Object.fromEntries(DEALER_COLUMNS.map((c) => [c, String(d[c])])));
    const checked = parseDealerDirectory(DEALER_COLUMNS, rows);
    expect(E.isLeft(checked) ? checked.left.slice(0, 5) : []).toEqual([]);
    expect(new Set(stored.map((d) => d.code)).size).toBe(stored.length);
    expect(stored.every((d) => d.telephone.startsWith('+') && d.email.endsWith('.example') && d.website.startsWith('https://'))).toBe(true);
  });

  it('keeps the six demo dealers first in the directory, and the Chicago depots have at least ten dealers within 30 miles', async () => {
    const demo = await db.selectFrom('dealers').select(['code', 'name', 'postcode', 'category']).where('code', 'like', 'US-IL-0000%').orderBy('code').execute();
    expect(demo.slice(0, DEALERS.length).map((d) => d.name)).toEqual(DEALERS.map((d) => d.name));
    expect(demo[0]).toMatchObject({ code: 'US-IL-00001', postcode: '60614', category: 'authorized_dealer' });
    const depot = GREENWAY_WAREHOUSES[0];
    if (depot === undefined) throw new Error('no demo depot');
    const all = await db.selectFrom('dealers').select(['lat', 'lng']).execute();
    const near = all.filter((d) => distanceMiles({ lat: depot.lat, lng: depot.lng } as GeoPoint, { lat: d.lat, lng: d.lng } as GeoPoint) <= 30);
    expect(near.length).toBeGreaterThanOrEqual(10);
  });

  it('does nothing on a dealers table that is not empty (a second seed, or after an import)', async () => {
    const before = await count();
    expect(await seedDealerDirectory(db)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('refuses a directory with a bad row and inserts nothing', async () => {
    await db.deleteFrom('dealers').execute();
    const header = DEALER_COLUMNS.join(',');
    const good =
      'US-IL-09001,Test Mower,service_center,1 Main St,Elgin,Kane County,IL,60120,US,,+1 847 555 0100,sales@test.example,https://test.example,42.03,-88.28';
    const bad = 'US-IL-09002,Test Saw,garage,1 Main St,Elgin,Kane County,IL,6012,US,,+1 847 555 0101,sales@test2.example,https://test2.example,42.03,-88.28';
    await expect(seedDealerDirectory(db, `${header}\n${good}\n${bad}\n`)).rejects.toThrow(
      /row 2, column category: category "garage"[\s\S]*row 2, column postcode/,
    );
    expect(await count()).toBe(0);
    expect(await seedDealerDirectory(db, `${header}\r\n${good}\r\n`)).toBe(1);
  });
});

describe('readCsvRows', () => {
  it('reads quoted commas, doubled quotes, line breaks in quotes, CRLF, a BOM and skips blank lines', () => {
    expect(readCsvRows('\ufeffa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });

  it('refuses a quote left open', () => {
    expect(() => readCsvRows('a,b\n"open,1\n')).toThrow(/inside a quoted field/);
  });
});
