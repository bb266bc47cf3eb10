import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DEALER_COLUMNS, parseDealerDirectory, type DealerColumn, type DealerRowIssue } from './dealer-row';

type Row = Record<DealerColumn, string>;

const row = (n: number, fields: Partial<Row> = {}): Row => ({
  code: `US-${String(n).padStart(4, '0')}`,
  name: `Dealer ${n}`,
  category: 'service_center',
  address: `${n} Main St`,
  town: 'Downtown',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  country: 'US',
  region: '',
  telephone: '512-555-0100',
  email: `dealer${n}@example.com`,
  website: 'https://dealer.example.com',
  lat: '30.2672',
  lng: '-97.7431',
  ...fields,
});

const header = [...DEALER_COLUMNS];
const issuesOf = (result: E.Either<readonly DealerRowIssue[], unknown>): readonly DealerRowIssue[] => (E.isLeft(result) ? result.left : []);
const brief = (issues: readonly DealerRowIssue[]): [number, string, string][] => issues.map((i) => [i.row, i.column, i.code]);

describe('import (rules 15.8): the header', () => {
  it('a header in any order with every column is accepted', () => {
    const parsed = parseDealerDirectory([...header].reverse(), [row(1)]);
    expect(E.isRight(parsed) && parsed.right.map((r) => r.code)).toEqual(['US-0001']);
  });

  it('a missing column is reported on row 0 by name, and no row is read', () => {
    const result = parseDealerDirectory(
      header.filter((c) => c !== 'website' && c !== 'lat'),
      [row(1, { category: 'bad' })],
    );
    expect(brief(issuesOf(result))).toEqual([
      [0, 'website', 'missing_column'],
      [0, 'lat', 'missing_column'],
    ]);
  });

  it('an unknown column is reported with its name', () => {
    const issues = issuesOf(parseDealerDirectory([...header, 'fax'], [row(1)]));
    expect(brief(issues)).toEqual([[0, 'row', 'unknown_column']]);
    expect(issues[0]?.message).toContain('"fax"');
  });

  it('a column named twice is refused (one of its values would be lost)', () => {
    expect(brief(issuesOf(parseDealerDirectory([...header, 'email'], [row(1)])))).toEqual([[0, 'email', 'duplicate_column']]);
  });

  it('a header of a different case is not guessed at', () => {
    const result = parseDealerDirectory(
      header.map((c) => (c === 'code' ? 'Code' : c)),
      [row(1)],
    );
    expect(brief(issuesOf(result))).toEqual([
      [0, 'code', 'missing_column'],
      [0, 'row', 'unknown_column'],
    ]);
  });
});

describe('import (rules 15.8): the rows', () => {
  it('a valid file answers every record in file order', () => {
    const parsed = parseDealerDirectory(header, [row(1), row(2), row(3)]);
    expect(E.isRight(parsed) && parsed.right.map((r) => [r.code, r.region, r.telephone])).toEqual([
      ['US-0001', 'us_south', '+1 512 555 0100'],
      ['US-0002', 'us_south', '+1 512 555 0100'],
      ['US-0003', 'us_south', '+1 512 555 0100'],
    ]);
  });

  it('an empty file is a valid file of no dealers', () => {
    expect(parseDealerDirectory(header, [])).toEqual(E.right([]));
  });

  it('one bad row refuses the whole file, naming that row (1 is the first after the header)', () => {
    const result = parseDealerDirectory(header, [row(1), row(2), row(3, { postcode: 'ABCDE' }), row(4)]);
    expect(brief(issuesOf(result))).toEqual([[3, 'postcode', 'invalid_postcode']]);
  });

  it('issues of several rows are all reported, in row order', () => {
    const result = parseDealerDirectory(header, [row(1, { email: 'x' }), row(2), row(3, { lat: '', state: 'Texas' })]);
    expect(brief(issuesOf(result))).toEqual([
      [1, 'email', 'invalid_email'],
      [3, 'state', 'unknown_state'],
      [3, 'lat', 'required'],
    ]);
  });

  it('a repeated code is reported on the later rows, each naming the first row that used it', () => {
    const issues = issuesOf(parseDealerDirectory(header, [row(1), row(2, { code: 'X-1' }), row(3), row(4, { code: 'X-1' }), row(5, { code: 'X-1' })]));
    expect(brief(issues)).toEqual([
      [4, 'code', 'duplicate_code'],
      [5, 'code', 'duplicate_code'],
    ]);
    expect(issues.map((i) => i.message)).toEqual(['code "X-1" is already used by row 2', 'code "X-1" is already used by row 2']);
  });

  it('a repeated code is reported even when the later row has other issues too', () => {
    const result = parseDealerDirectory(header, [row(1), row(2, { code: 'US-0001', website: 'nope' })]);
    expect(brief(issuesOf(result))).toEqual([
      [2, 'website', 'invalid_website'],
      [2, 'code', 'duplicate_code'],
    ]);
  });

  it('codes differing only in case are different dealers', () => {
    const parsed = parseDealerDirectory(header, [row(1, { code: 'abc' }), row(2, { code: 'ABC' })]);
    expect(E.isRight(parsed) && parsed.right).toHaveLength(2);
  });
});
