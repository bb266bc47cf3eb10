import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DEALER_COLUMNS, parseDealerRow, type DealerColumn, type DealerRowIssue } from './dealer-row';

type Row = Record<DealerColumn, string>;

const usRow: Row = {
  code: 'US-IL-0001',
  name: 'Lakeview Lift Trucks',
  category: 'authorized_dealer',
  address: '2400 N Clark St',
  town: 'Lincoln Park',
  city: 'Chicago',
  state: 'IL',
  postcode: '60614',
  country: 'US',
  region: '',
  telephone: '(773) 555-0141',
  email: 'Sales@LakeviewLift.example.com',
  website: 'https://lakeviewlift.example.com',
  lat: '41.9253',
  lng: '-87.6403',
};

/** One row per EU country: the national telephone form and the international form it is stored in. */
const euRows: readonly (readonly [string, Partial<Row>, string, string])[] = [
  [
    'FR',
    { city: 'Paris', town: 'Paris 8e', state: 'Île-de-France', postcode: '75008', telephone: '01 42 68 53 00', lat: '48.8738', lng: '2.2950' },
    '+33 1 42 68 53 00',
    'eu_western',
  ],
  [
    'DE',
    { city: 'Berlin', town: 'Mitte', state: 'Berlin', postcode: '10115', telephone: '030 1234567', lat: '52.5320', lng: '13.3849' },
    '+49 30 1234567',
    'eu_western',
  ],
  [
    'NL',
    { city: 'Amsterdam', town: 'Centrum', state: 'Noord-Holland', postcode: '1012 AB', telephone: '020 123 4567', lat: '52.3731', lng: '4.8922' },
    '+31 20 123 4567',
    'eu_western',
  ],
  [
    'ES',
    { city: 'Madrid', town: 'Centro', state: 'Comunidad de Madrid', postcode: '28013', telephone: '912 34 56 78', lat: '40.4169', lng: '-3.7035' },
    '+34 912 34 56 78',
    'eu_southern',
  ],
  [
    'IT',
    { city: 'Roma', town: 'Monti', state: 'Lazio', postcode: '00184', telephone: '06 1234 5678', lat: '41.8955', lng: '12.4823' },
    '+39 06 1234 5678',
    'eu_southern',
  ],
];

const euRow = (country: string, fields: Partial<Row>): Row => ({
  ...usRow,
  code: `${country}-0001`,
  country,
  region: '',
  address: 'Rue 1',
  email: `Info@Dealer.${country.toLowerCase()}`,
  website: `https://dealer.example.${country.toLowerCase()}`,
  ...fields,
});

const issuesOf = (record: Readonly<Record<string, string>>, row = 7): readonly DealerRowIssue[] => {
  const parsed = parseDealerRow(record, row);
  return E.isLeft(parsed) ? parsed.left : [];
};
const codesOf = (record: Readonly<Record<string, string>>): string[] => issuesOf(record).map((i) => `${i.column}:${i.code}`);

describe('import (rules 15.8): a valid row is stored normalised', () => {
  it('a US row: telephone in international form, email lower case, Census region derived from the state', () => {
    expect(parseDealerRow(usRow, 1)).toEqual(
      E.right({
        code: 'US-IL-0001',
        name: 'Lakeview Lift Trucks',
        category: 'authorized_dealer',
        address: '2400 N Clark St',
        town: 'Lincoln Park',
        city: 'Chicago',
        state: 'IL',
        postcode: '60614',
        country: 'US',
        region: 'us_midwest',
        telephone: '+1 773 555 0141',
        email: 'sales@lakeviewlift.example.com',
        website: 'https://lakeviewlift.example.com',
        lat: 41.9253,
        lng: -87.6403,
      }),
    );
  });

  it.each(euRows)('a %s row: national telephone stored as %s, region derived from the country', (country, fields, telephone, region) => {
    const parsed = parseDealerRow(euRow(country, fields), 3);
    expect(E.isRight(parsed)).toBe(true);
    if (E.isLeft(parsed)) return;
    expect(parsed.right).toMatchObject({
      country,
      telephone: telephone as string,
      region: region as string,
      email: `info@dealer.${country.toLowerCase()}`,
      postcode: fields.postcode,
    });
  });

  it('a telephone already in international form of another country is accepted', () => {
    const parsed = parseDealerRow({ ...euRow('DE', euRows[1]?.[1] ?? {}), telephone: '+33 1 42 68 53 00' }, 1);
    expect(E.isRight(parsed) && parsed.right.telephone).toBe('+33 1 42 68 53 00');
  });

  it('a given region is kept; the ZIP+4 form of a US postcode is accepted; a lower-case country is read upper case', () => {
    const parsed = parseDealerRow({ ...usRow, region: 'us_midwest', postcode: '60614-1234', country: 'us' }, 1);
    expect(E.isRight(parsed) && [parsed.right.region, parsed.right.postcode, parsed.right.country]).toEqual(['us_midwest', '60614-1234', 'US']);
  });

  it('every column of the file is a field of the stored record', () => {
    const parsed = parseDealerRow(usRow, 1);
    expect(E.isRight(parsed) && Object.keys(parsed.right).sort()).toEqual([...DEALER_COLUMNS].sort());
  });
});

describe('import (rules 15.8): each refusal names the row, the column and the reason', () => {
  const required = DEALER_COLUMNS.filter((c) => c !== 'region' && c !== 'lat' && c !== 'lng');
  it.each(required)('an empty %s is required', (column) => {
    for (const blank of ['', '   ']) {
      expect(issuesOf({ ...usRow, [column]: blank }, 12)).toContainEqual(expect.objectContaining({ row: 12, column, code: 'required' }));
    }
  });

  it('a missing column value counts as empty', () => {
    const { email: _email, ...withoutEmail } = usRow;
    expect(codesOf(withoutEmail)).toEqual(['email:required']);
  });

  it.each<[DealerColumn, number]>([
    ['code', 40],
    ['name', 100],
    ['address', 200],
    ['town', 100],
    ['city', 100],
    ['postcode', 12],
    ['telephone', 30],
    ['website', 200],
  ])('%s longer than %i characters is too long', (column, max) => {
    const long = column === 'website' ? `https://a${'b'.repeat(max)}.example.com` : 'x'.repeat(max + 1);
    expect(issuesOf({ ...usRow, [column]: long })).toContainEqual(expect.objectContaining({ row: 7, column, code: 'too_long' }));
  });

  it('a name of exactly 100 characters is accepted', () => {
    expect(codesOf({ ...usRow, name: 'n'.repeat(100) })).toEqual([]);
  });

  it.each(['code', 'name', 'city', 'telephone', 'email'] as const)('%s with leading or trailing spaces is refused (rules 5.7)', (column) => {
    expect(codesOf({ ...usRow, [column]: ` ${usRow[column]}` })).toEqual([`${column}:outer_spaces`]);
    expect(codesOf({ ...usRow, [column]: `${usRow[column]} ` })).toEqual([`${column}:outer_spaces`]);
  });

  it.each<[string, Partial<Row>, string]>([
    ['an unknown category', { category: 'Authorized dealer' }, 'category:unknown_category'],
    ['a country outside the US and the EU', { country: 'GB' }, 'country:unknown_country'],
    ['a country by its name', { country: 'United States' }, 'country:unknown_country'],
    ['a US state by its name', { state: 'Illinois' }, 'state:unknown_state'],
    ['an unknown region', { region: 'na' }, 'region:unknown_region'],
    ['a postcode of another country', { postcode: '1012 AB' }, 'postcode:invalid_postcode'],
    ['a US postcode of four digits', { postcode: '6061' }, 'postcode:invalid_postcode'],
    ['a telephone with too few digits', { telephone: '555-0141' }, 'telephone:invalid_telephone'],
    ['a telephone that is words', { telephone: 'call us' }, 'telephone:invalid_telephone'],
    ['an email without a domain', { email: 'sales@' }, 'email:invalid_email'],
    ['an email without @', { email: 'sales.lakeviewlift.example.com' }, 'email:invalid_email'],
    ['a website without a scheme', { website: 'www.lakeviewlift.example.com' }, 'website:invalid_website'],
    ['an ftp website', { website: 'ftp://lakeviewlift.example.com' }, 'website:invalid_website'],
    ['a website with a space', { website: 'https://lakeview lift.example.com' }, 'website:invalid_website'],
    ['a latitude beyond 90', { lat: '90.5' }, 'lat:invalid_coordinate'],
    ['a latitude below -90', { lat: '-91' }, 'lat:invalid_coordinate'],
    ['a longitude beyond 180', { lng: '180.01' }, 'lng:invalid_coordinate'],
    ['a longitude below -180', { lng: '-200' }, 'lng:invalid_coordinate'],
    ['a latitude that is not a number', { lat: 'north' }, 'lat:invalid_coordinate'],
    ['a longitude with a decimal comma', { lng: '-87,6403' }, 'lng:invalid_coordinate'],
    ['a hexadecimal latitude', { lat: '0x29' }, 'lat:invalid_coordinate'],
    ['an infinite longitude', { lng: 'Infinity' }, 'lng:invalid_coordinate'],
  ])('%s is refused', (_name, fields, expected) => {
    expect(codesOf({ ...usRow, ...fields })).toEqual([expected]);
  });

  it.each<[string, Partial<Row>, string]>([
    ['a French postcode of four digits', { postcode: '7500' }, 'postcode:invalid_postcode'],
    ['a US telephone number given nationally', { telephone: '(773) 555-0141' }, 'telephone:invalid_telephone'],
  ])('in France, %s is refused', (_name, fields, expected) => {
    expect(codesOf({ ...euRow('FR', euRows[0]?.[1] ?? {}), ...fields })).toEqual([expected]);
  });

  it.each(['lat', 'lng'] as const)('an empty %s is required', (column) => {
    expect(codesOf({ ...usRow, [column]: '' })).toEqual([`${column}:required`]);
  });

  it.each(['lat', 'lng'] as const)('%s with outer spaces is refused', (column) => {
    expect(codesOf({ ...usRow, [column]: ` ${usRow[column]}` })).toEqual([`${column}:outer_spaces`]);
  });

  it('the poles and the antimeridian are valid coordinates', () => {
    expect(codesOf({ ...usRow, lat: '90', lng: '-180' })).toEqual([]);
    expect(codesOf({ ...usRow, lat: '-90', lng: '180' })).toEqual([]);
  });

  it('a region of the other side of the Atlantic is refused', () => {
    expect(codesOf({ ...usRow, region: 'eu_western' })).toEqual(['region:unknown_region']);
    expect(codesOf({ ...euRow('FR', euRows[0]?.[1] ?? {}), region: 'us_west' })).toEqual(['region:unknown_region']);
  });

  it('every issue of a row is reported at once, each with an English sentence naming the value', () => {
    const issues = issuesOf({ ...usRow, category: 'shop', email: 'nobody', lat: '100' }, 4);
    expect(issues.map((i) => [i.row, i.column, i.code])).toEqual([
      [4, 'category', 'unknown_category'],
      [4, 'email', 'invalid_email'],
      [4, 'lat', 'invalid_coordinate'],
    ]);
    expect(issues[0]?.message).toContain('"shop"');
    expect(issues[1]?.message).toContain('"nobody"');
    expect(issues[2]?.message).toContain('"100"');
  });
});
