import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { parseDealerDirectory } from '@yardfleet/domain/dealers/dealer-row';
import { findRepoRoot } from '../config/env';
import type { Database } from '../db/schema';

/**
 * The demo's dealer directory (rules 15.8): apps/server/assets/dealers/dealer-directory.csv,
 * built by tools/dealers/build-directory.ts (`npm run dealers:directory`) from real GeoNames towns.
 */
export const dealerDirectoryPath = (): string => join(findRepoRoot(), 'apps', 'server', 'assets', 'dealers', 'dealer-directory.csv');

/** Rows per INSERT: 15 columns each, far under PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 500;

/**
 * Splits RFC 4180 CSV text into rows of fields: quoted fields may hold commas, doubled quotes and
 * line breaks; LF or CRLF line ends; a leading BOM and blank lines are skipped. (The server bundle
 * keeps npm packages external and csv-parse is not a runtime dependency of the server, so the
 * directory's plain CSV is read here.) @throws Error on a quote left open.
 */
export const readCsvRows = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = (): void => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else if (c !== '\r' || text[i + 1] !== '\n') field += c;
  }
  if (quoted) throw new Error('the CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
};

/**
 * Loads the dealer directory into an EMPTY dealers table and answers how many dealers it inserted.
 * When the table already holds any dealer (a database seeded before, or an operator's import) it
 * does nothing and answers 0: the directory never overwrites or duplicates dealers.
 * `csvText` is the directory file's text (default: the file at dealerDirectoryPath()); every row is checked
 * with the domain's parseDealerDirectory (rules 3.8 columns, postcodes, telephones...) and stored in
 * its normalized form (telephone in international format, email lower case), in chunks of 500 rows
 * in one transaction.
 * @throws Error listing the first issues when the file breaks a rule (nothing is inserted).
 */
export const seedDealerDirectory = async (db: Kysely<Database>, csvText?: string): Promise<number> => {
  const existing = await db.selectFrom('dealers').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return 0;
  const [header = [], ...cells] = readCsvRows(csvText ?? readFileSync(dealerDirectoryPath(), 'utf8'));
  const rows = cells.map((values) => Object.fromEntries(header.map((column, i) => [column, values[i] ?? ''])));
  const checked = parseDealerDirectory(header, rows);
  if (E.isLeft(checked)) {
    const first = checked.left.slice(0, 10).map((issue) => `row ${issue.row}, column ${issue.column}: ${issue.message}`);
    throw new Error(`the dealer directory has ${checked.left.length} issues:\n${first.join('\n')}`);
  }
  const records = checked.right;
  const insert = async (trx: Kysely<Database>): Promise<void> => {
    for (let start = 0; start < records.length; start += CHUNK_ROWS) {
      await trx
        .insertInto('dealers')
        .values(records.slice(start, start + CHUNK_ROWS).map((r) => ({ ...r })))
        .execute();
    }
  };
  // Within the demo seed's transaction it joins it; on its own it takes one.
  if (db.isTransaction) await insert(db);
  else await db.transaction().execute(insert);
  return records.length;
};
