import type { Kysely, Transaction } from 'kysely';
import type { DealerRecord } from '@yardfleet/domain/dealers/dealer-row';
import type { Database } from '../../db/schema';

/** Rows per statement of the upsert: 15 columns each, well under PostgreSQL's 65,535 parameters. */
export const DIRECTORY_CHUNK_ROWS = 1_000;

/** What an upsert did (or, on a dry run, would do): dealers added, updated (some field differs) and unchanged. */
export interface DirectoryCounts {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}

const FIELDS = [
  'name',
  'category',
  'address',
  'town',
  'city',
  'state',
  'postcode',
  'country',
  'region',
  'telephone',
  'email',
  'website',
  'lat',
  'lng',
] as const;

type Stored = Pick<Database['dealers'], 'code' | (typeof FIELDS)[number]>;

const differs = (stored: Stored, record: DealerRecord): boolean =>
  FIELDS.some((field) => (field === 'lat' || field === 'lng' ? Number(stored[field]) !== record[field] : stored[field] !== record[field]));

const row = (r: DealerRecord): Stored => ({
  code: r.code,
  name: r.name,
  category: r.category,
  address: r.address,
  town: r.town,
  city: r.city,
  state: r.state,
  postcode: r.postcode,
  country: r.country,
  region: r.region,
  telephone: r.telephone,
  email: r.email,
  website: r.website,
  lat: r.lat,
  lng: r.lng,
});

const upsertChunk = async (trx: Transaction<Database>, records: readonly DealerRecord[], dryRun: boolean): Promise<DirectoryCounts> => {
  const stored = await trx
    .selectFrom('dealers')
    .select(['code', ...FIELDS])
    .where(
      'code',
      'in',
      records.map((r) => r.code),
    )
    .execute();
  const byCode = new Map(stored.map((s) => [s.code, s]));
  const writes: Stored[] = [];
  let added = 0;
  let updated = 0;
  for (const record of records) {
    const existing = byCode.get(record.code);
    if (existing === undefined) added += 1;
    else if (differs(existing, record)) updated += 1;
    else continue;
    writes.push(row(record));
  }
  if (!dryRun && writes.length > 0) {
    await trx
      .insertInto('dealers')
      .values(writes)
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => Object.fromEntries(FIELDS.map((f) => [f, eb.ref(`excluded.${f}`)]))))
      .execute();
  }
  return { added, updated, unchanged: records.length - added - updated };
};

/**
 * Writes a checked dealer directory (the DealerRecords of the domain's `parseDealerDirectory`,
 * codes unique within the file) into `dealers`, keyed by `code`, in ONE transaction, in chunks of
 * DIRECTORY_CHUNK_ROWS: a new code is added, a known code whose name, address, category, contact,
 * region or coordinates differ is updated (its id, so every user's collection, is kept), an
 * identical one is left alone. Dealers absent from the records are kept. With `dryRun` the same
 * counts are computed and nothing is written. Used by the operator's import
 * (`POST /web-hmac/ops/dealer/import`, rules 15.8) and usable by any loader of a directory.
 */
export const upsertDealerDirectory = async (
  db: Kysely<Database>,
  records: readonly DealerRecord[],
  options: { readonly dryRun: boolean },
): Promise<DirectoryCounts> =>
  db.transaction().execute(async (trx) => {
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (let from = 0; from < records.length; from += DIRECTORY_CHUNK_ROWS) {
      const counts = await upsertChunk(trx, records.slice(from, from + DIRECTORY_CHUNK_ROWS), options.dryRun);
      added += counts.added;
      updated += counts.updated;
      unchanged += counts.unchanged;
    }
    return { added, updated, unchanged };
  });
