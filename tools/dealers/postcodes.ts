import type { Prng } from '@yardfleet/server/seed/prng';
import type { Town, Zip } from './places';

/**
 * Postcodes of the directory, consistent with the place where the country's format allows:
 * US the town's real ZIP (places.ts zipFinder); France the département number of the town and
 * three digits; Spain the province number (INE) and three digits; Germany, Austria, Belgium, the
 * Netherlands and Italy a leading zone of the town's state, province or region and the rest of the
 * country's format. Every result is checked by postcode-validator in the builder.
 */

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** INE province numbers by GeoNames province letters (Spain's admin2 codes). */
const ES_PROVINCE: Readonly<Record<string, string>> = {
  VI: '01',
  AB: '02',
  A: '03',
  AL: '04',
  AV: '05',
  BA: '06',
  PM: '07',
  B: '08',
  BU: '09',
  CC: '10',
  CA: '11',
  CS: '12',
  CR: '13',
  CO: '14',
  C: '15',
  CU: '16',
  GI: '17',
  GR: '18',
  GU: '19',
  SS: '20',
  H: '21',
  HU: '22',
  J: '23',
  LE: '24',
  L: '25',
  LO: '26',
  LU: '27',
  M: '28',
  MA: '29',
  MU: '30',
  NA: '31',
  OR: '32',
  O: '33',
  P: '34',
  GC: '35',
  PO: '36',
  SA: '37',
  TF: '38',
  S: '39',
  SG: '40',
  SE: '41',
  SO: '42',
  T: '43',
  TE: '44',
  TO: '45',
  V: '46',
  VA: '47',
  BI: '48',
  ZA: '49',
  Z: '50',
  CE: '51',
  ME: '52',
};

/** Leading two digits of German postcodes (Leitregionen) found in each state (GeoNames admin1). */
const DE_ZONES: Readonly<Record<string, readonly string[]>> = {
  '01': ['68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '88', '89'],
  '02': ['80', '81', '82', '83', '84', '85', '86', '87', '90', '91', '92', '93', '94', '95', '96', '97'],
  '03': ['28'],
  '04': ['20', '21', '22'],
  '05': ['34', '35', '36', '60', '61', '63', '64', '65'],
  '06': ['26', '27', '29', '30', '31', '37', '38', '49'],
  '07': ['32', '33', '40', '41', '42', '44', '45', '46', '47', '48', '50', '51', '52', '53', '57', '58', '59'],
  '08': ['54', '55', '56', '67'],
  '09': ['66'],
  '10': ['23', '24', '25'],
  '11': ['03', '14', '15', '16'],
  '12': ['17', '18', '19'],
  '13': ['01', '02', '04', '08', '09'],
  '14': ['06', '38', '39'],
  '15': ['07', '36', '98', '99'],
  '16': ['10', '12', '13'],
};

/** Leading digit of Austrian postcodes in each state. */
const AT_ZONES: Readonly<Record<string, readonly string[]>> = {
  '01': ['7'],
  '02': ['9'],
  '03': ['2', '3'],
  '04': ['4'],
  '05': ['5'],
  '06': ['8'],
  '07': ['6'],
  '08': ['6'],
  '09': ['1'],
};

/** Leading two digits of Belgian postcodes in each province (GeoNames admin2). */
const BE_ZONES: Readonly<Record<string, readonly string[]>> = {
  BRU: ['10', '11', '12'],
  VAN: ['20', '21', '22', '23', '24', '25', '26', '28', '29'],
  VBR: ['15', '16', '17', '18', '19', '30', '31', '32', '33', '34'],
  VLI: ['35', '36', '37', '38', '39'],
  VOV: ['90', '91', '92', '93', '95', '96', '97', '98', '99'],
  VWV: ['80', '82', '83', '84', '85', '86', '87', '88', '89'],
  WBR: ['13', '14'],
  WHT: ['60', '61', '65', '70', '71', '72', '73', '74', '75', '76', '78', '79'],
  WLG: ['40', '41', '42', '43', '44', '45', '46', '47', '48', '49'],
  WLX: ['66', '67', '68', '69'],
  WNA: ['50', '51', '53', '55', '56'],
};

/** Leading two digits of Dutch postcodes in each province (GeoNames admin1). */
const NL_ZONES: Readonly<Record<string, readonly string[]>> = {
  '07': ['10', '11', '14', '15', '16', '17', '18', '19', '20', '21'],
  '11': ['22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33'],
  '09': ['34', '35', '36', '37', '39'],
  '03': ['38', '40', '41', '65', '66', '67', '68', '69', '70', '71', '72', '73'],
  '06': ['46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57'],
  '05': ['59', '60', '61', '62', '63', '64'],
  '15': ['74', '75', '76', '77', '80', '81'],
  '02': ['84', '85', '86', '87', '88', '89', '90', '91', '92'],
  '04': ['93', '96', '97', '98', '99'],
  '01': ['78', '79', '94', '95'],
  '16': ['13', '82', '83'],
  '10': ['43', '44', '45'],
};

/** Leading two digits of Italian postcodes (CAP) in each region (GeoNames admin1). */
const IT_ZONES: Readonly<Record<string, readonly string[]>> = {
  '07': ['00', '01', '02', '03', '04'],
  '18': ['05', '06'],
  '14': ['07', '08', '09'],
  '12': ['10', '12', '13', '14', '15', '28'],
  '19': ['11'],
  '08': ['16', '17', '18', '19'],
  '09': ['20', '21', '22', '23', '24', '25', '26', '27', '46'],
  '17': ['38', '39'],
  '20': ['30', '31', '32', '35', '36', '37', '45'],
  '06': ['33', '34'],
  '05': ['29', '40', '41', '42', '43', '44', '47', '48'],
  '16': ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59'],
  '10': ['60', '61', '62', '63'],
  '01': ['64', '65', '66', '67'],
  '11': ['86'],
  '13': ['70', '71', '72', '73', '74', '76'],
  '02': ['75', '85'],
  '04': ['80', '81', '82', '83', '84'],
  '03': ['87', '88', '89'],
  '15': ['90', '91', '92', '93', '94', '95', '96', '97', '98'],
};

const zone = (table: Readonly<Record<string, readonly string[]>>, key: string, town: Town): readonly string[] => {
  const found = table[key];
  if (found === undefined) throw new Error(`no postcode zone for ${town.country} ${key} (${town.name})`);
  return found;
};

/** Letters of a Dutch postcode: never SA, SD or SS (PostNL does not issue them). */
const nlLetters = (rng: Prng): string => {
  const letters = 'ABCDEFGHJKLMNPRTVWXZ';
  for (;;) {
    const pair = `${rng.pick([...letters])}${rng.pick([...letters])}`;
    if (!['SA', 'SD', 'SS'].includes(pair)) return pair;
  }
};

/**
 * The postcode of a dealer in `town` (`zip`: the US town's ZIP, required in the US).
 * @throws Error when the place has no zone in the tables above (a GeoNames code changed).
 */
export const postcodeFor = (rng: Prng, town: Town, zip: Zip | undefined): string => {
  switch (town.country) {
    case 'US':
      if (zip === undefined) throw new Error(`${town.name}, ${town.admin1} has no ZIP`);
      return zip.zip;
    case 'FR': {
      const department = town.admin2 === '2A' || town.admin2 === '2B' ? '20' : town.admin2;
      if (!/^\d{2}$/.test(department)) throw new Error(`${town.name}: département "${town.admin2}" is not metropolitan`);
      return `${department}${rng.int(0, 9)}${rng.int(0, 9)}0`;
    }
    case 'ES': {
      const province = ES_PROVINCE[town.admin2];
      if (province === undefined) throw new Error(`${town.name}: no INE number for province "${town.admin2}"`);
      return `${province}${pad(rng.int(1, 899), 3)}`;
    }
    case 'DE':
      return `${rng.pick(zone(DE_ZONES, town.admin1, town))}${pad(rng.int(0, 999), 3)}`;
    case 'AT':
      return town.admin1 === '09' ? `1${pad(rng.int(1, 23), 2)}0` : `${rng.pick(zone(AT_ZONES, town.admin1, town))}${pad(rng.int(0, 999), 3)}`;
    case 'BE':
      return `${rng.pick(zone(BE_ZONES, town.admin2 === '' ? town.admin1 : town.admin2, town))}${pad(rng.int(0, 99), 2)}`;
    case 'NL':
      return `${rng.pick(zone(NL_ZONES, town.admin1, town))}${pad(rng.int(0, 99), 2)} ${nlLetters(rng)}`;
    case 'IT':
      return `${rng.pick(zone(IT_ZONES, town.admin1, town))}${pad(rng.int(0, 999), 3)}`;
    default:
      throw new Error(`no postcode format for ${town.country}`);
  }
};
