import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Prng } from '@yardfleet/server/seed/prng';
import type { Town } from './places';

/**
 * Telephone numbers of the directory, in international format ("+1 773 555 0141"): in the US a
 * fictional 555-01XX line of an area code of the town's state; in the EU a fixed-line number of
 * the country's numbering plan (libphonenumber-js full metadata says FIXED_LINE), drawn from the
 * seeded generator until one is valid.
 */

/** Area codes of each state (real ones; the lines behind them are the fictional 555-0100..0199). */
const US_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  AL: ['205', '251', '256', '334'], AK: ['907'], AZ: ['480', '520', '602', '928'], AR: ['479', '501', '870'],
  CA: ['209', '213', '408', '415', '530', '559', '619', '707', '714', '760', '805', '909', '916'],
  CO: ['303', '719', '970'], CT: ['203', '860'], DE: ['302'], DC: ['202'], FL: ['305', '352', '407', '561', '727', '813', '850', '904'],
  GA: ['229', '404', '478', '706', '912'], HI: ['808'], ID: ['208'], IL: ['217', '309', '618', '630', '708', '815', '847'],
  IN: ['219', '260', '317', '574', '765', '812'], IA: ['319', '515', '563', '641', '712'], KS: ['316', '620', '785', '913'],
  KY: ['270', '502', '606', '859'], LA: ['225', '318', '337', '504'], ME: ['207'], MD: ['301', '410'], MA: ['413', '508', '617', '978'],
  MI: ['231', '269', '517', '586', '616', '810', '906', '989'], MN: ['218', '320', '507', '612', '763'], MS: ['228', '601', '662'],
  MO: ['314', '417', '573', '660', '816'], MT: ['406'], NE: ['308', '402'], NV: ['702', '775'], NH: ['603'], NJ: ['201', '609', '732', '856', '908'],
  NM: ['505', '575'], NY: ['315', '518', '585', '607', '631', '716', '845', '914'], NC: ['252', '336', '704', '828', '910', '919'],
  ND: ['701'], OH: ['216', '330', '419', '513', '614', '740', '937'], OK: ['405', '580', '918'], OR: ['503', '541'],
  PA: ['215', '412', '570', '610', '717', '724', '814'], RI: ['401'], SC: ['803', '843', '864'], SD: ['605'], TN: ['423', '615', '731', '865', '901', '931'],
  TX: ['210', '214', '254', '325', '361', '409', '432', '512', '713', '806', '830', '903', '915', '936', '940', '979'],
  UT: ['435', '801'], VT: ['802'], VA: ['276', '434', '540', '703', '757', '804'], WA: ['206', '360', '425', '509'],
  WV: ['304'], WI: ['262', '414', '608', '715', '920'], WY: ['307'],
};

const digits = (rng: Prng, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

/** French fixed-line zone (01 to 05) of each GeoNames region code. */
const FR_ZONE: Readonly<Record<string, string>> = {
  '11': '1', '24': '2', '28': '2', '52': '2', '53': '2', '27': '3', '32': '3', '44': '3', '84': '4', '93': '4', '94': '4', '75': '5', '76': '5',
};

/** A candidate national significant number of `town`'s country (not yet checked). */
const candidate = (rng: Prng, town: Town): string => {
  switch (town.country) {
    case 'FR': return `${FR_ZONE[town.admin1] ?? '5'}${digits(rng, 8)}`;
    case 'DE': return `${rng.int(2, 9)}${digits(rng, rng.int(2, 3))}${digits(rng, rng.int(6, 7))}`;
    case 'AT': return `${rng.int(2, 7)}${digits(rng, rng.int(2, 3))}${digits(rng, rng.int(5, 6))}`;
    case 'NL': return `${rng.pick(['1', '2', '3', '4', '5', '7'])}${digits(rng, 8)}`;
    case 'BE': return `${rng.pick(['2', '3', '4', '9', '1', '5', '6', '8'])}${digits(rng, 7)}`;
    case 'ES': return `9${digits(rng, 8)}`;
    case 'IT': return `0${digits(rng, rng.int(8, 9))}`;
    default: throw new Error(`no telephone plan for ${town.country}`);
  }
};

/**
 * A telephone of a dealer in `town`, international format. @throws Error when 1,000 draws give no
 * valid fixed line (a numbering plan changed in the metadata).
 */
export const telephoneFor = (rng: Prng, town: Town): string => {
  if (town.country === 'US') {
    const area = rng.pick(US_AREA_CODES[town.admin1] ?? ['202']);
    const parsed = parsePhoneNumberFromString(`+1${area}55501${digits(rng, 2)}`);
    if (!parsed?.isValid()) throw new Error(`area code ${area} of ${town.admin1} is not valid`);
    return parsed.formatInternational();
  }
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const parsed = parsePhoneNumberFromString(candidate(rng, town), town.country as CountryCode);
    if (parsed?.isValid() && parsed.getType() === 'FIXED_LINE') return parsed.formatInternational();
  }
  throw new Error(`no valid ${town.country} fixed-line number in 1,000 draws`);
};
