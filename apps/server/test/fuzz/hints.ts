import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { DEMO_LOGINS } from '../../src/seed/people';
import { SEED_TIME } from '../harness';
import { storableString, type Hints } from './codec-arbitrary';

const DAY_MS = 86_400_000;
const WORDS = ['Mower 1', 'North yard', 'Größe', 'Équipe', '東京', 'A', '', ' padded ', 'x'.repeat(51), 'Zone 🚜', 'DROP TABLE users;--', '%', '_'];
const ZONES = ['Europe/Berlin', 'UTC', 'America/New_York', 'Asia/Tokyo', 'Mars/Olympus'];
/** Timestamps at the edges: impossible days, year 0 and 9999, no zone, far offsets (JavaScript's Date.parse takes several of them). */
const TIME_EDGES = [
  '2026-02-30T00:00:00Z',
  '2026-02-29T12:00:00.000Z',
  '2026-04-31T08:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-06-15T24:00:00Z',
  '2026-06-15T12:00:00',
  '2026-06-15T12:00:00+14:00',
  '2026-06-15T12:00:00-12:00',
  '2026-13-01T00:00:00Z',
  '1900-01-01T00:00:00Z',
];
const DAY_EDGES = ['2026-02-30', '2026-02-29', '2026-04-31', '0000-01-01', '0001-01-01', '9999-12-31', '1970-01-01', '2026-00-10'];
const PASSWORDS = ['Zyxw9876', 'short1', 'nodigitsatall', 'Abcd1234Abcd1234X'];

/**
 * Strings for the fuzz test's generated requests, by field key (rules 20.8): ids that exist
 * in the seeded database (both demo companies, so another company's ids are tried too; user ids
 * are left out so the admin the test logs in as is never transferred away), serial numbers, e-mail
 * addresses (never the admin's: the test logs in with it), passwords (never the demo one),
 * currency and country codes,
 * times around the seed time and at the edges of the calendar, local days, IANA zones, and words
 * of several scripts.
 */
export const hintsFrom = async (db: Kysely<Database>): Promise<Hints> => {
  const tables = await sql<{ name: string }>`select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and c.column_name = 'id' and t.table_type = 'BASE TABLE' and c.table_name not in ('users', 'sessions') order by 1`.execute(
    db,
  );
  const ids: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ id: string }>`select id::text as id from ${sql.table(name)} order by id limit 4`.execute(db);
    ids.push(...rows.rows.map((r) => r.id));
  }
  const serials = (
    await sql<{
      s: string;
    }>`(select serial_number as s from equipment order by s limit 4) union all (select serial_number as s from gateways order by s limit 4)`.execute(db)
  ).rows.map((r) => r.s);
  const emails = Object.values(DEMO_LOGINS).filter((e) => e !== DEMO_LOGINS.admin);
  const recent = fc.integer({ min: SEED_TIME.getTime() - 400 * DAY_MS, max: SEED_TIME.getTime() + 3_600_000 }).map((ms) => new Date(ms).toISOString());
  const times = fc.oneof({ arbitrary: recent, weight: 3 }, { arbitrary: fc.constantFrom(...TIME_EDGES), weight: 1 });
  const days = fc.oneof({ arbitrary: recent.map((iso) => iso.slice(0, 10)), weight: 3 }, { arbitrary: fc.constantFrom(...DAY_EDGES), weight: 1 });
  const idLike = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom('1', 'not-an-id', 'x'.repeat(64)), weight: 1 },
  );
  const generic = fc.oneof(fc.constantFrom(...WORDS), storableString, idLike, times, days, fc.constantFrom(...ZONES, ...serials, ...emails));
  return {
    strings: (key) => {
      const k = (key ?? '').toLowerCase();
      if (k.includes('email') || k === 'recipients') return fc.oneof(fc.emailAddress(), fc.constantFrom(...emails, 'not-an-email'));
      // Mostly one valid password, so a form's password and its confirmation often agree.
      if (k.includes('password')) return fc.oneof({ arbitrary: fc.constant('Abcd1234'), weight: 3 }, { arbitrary: fc.constantFrom(...PASSWORDS), weight: 1 });
      if (k === 'country') return fc.oneof(fc.constantFrom('US', 'DE', 'FR', 'IT', 'NL', 'ES', 'ZZ'), fc.stringMatching(/^[A-Za-z]{1,3}$/));
      if (k === 'currency') return fc.oneof(fc.constantFrom('EUR', 'USD', 'GBP'), fc.stringMatching(/^[A-Za-z]{2,4}$/));
      if (k.includes('serial')) return fc.oneof(fc.constantFrom(...serials), fc.stringMatching(/^[A-Z]{2}[0-9]{6}$/));
      if (k.includes('zone')) return fc.constantFrom(...ZONES);
      if (/(id|ids)$/.test(k)) return idLike;
      if (/(at|from|to|day|date|since|until|before|after)$/.test(k)) return fc.oneof(times, days);
      return generic;
    },
  };
};
