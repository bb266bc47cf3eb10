import { describe, expect, it } from 'vitest';
import { byHome, companyDealerHome, dealerHomeRank, dealerHomeTiers } from './home-order';
import { countriesOfRegion, regionFitsCountry, regionsOfCountry } from './dealer-codes';

const dealer = (id: string, name: string, country: string, region: string) => ({ id, name, country, region });

describe('the home order of the dealer directory (rules 15.3)', () => {
  const directory = [
    dealer('1', 'Agrimacchine Bologna', 'IT', 'eu_southern'),
    dealer('2', 'Atlanta Mower', 'US', 'us_south'),
    dealer('3', 'Zeeland Tuin', 'NL', 'eu_western'),
    dealer('4', 'Peoria Power', 'US', 'us_midwest'),
    dealer('5', 'Berliner Gartentechnik', 'DE', 'eu_western'),
    dealer('6', 'Amsterdam Maaiers', 'NL', 'eu_western'),
  ];

  it('puts a Chicago company’s Midwest dealers first, then the rest of the US, then Europe, each by name', () => {
    const home = companyDealerHome([{ country: 'US', region: 'us_midwest' }], 'na');
    expect(byHome(directory, home).map((d) => d.name)).toEqual([
      'Peoria Power',
      'Atlanta Mower',
      'Agrimacchine Bologna',
      'Amsterdam Maaiers',
      'Berliner Gartentechnik',
      'Zeeland Tuin',
    ]);
  });

  it('puts a Dutch company’s Dutch dealers first, then western Europe, then the rest of the EU, then the US', () => {
    const home = companyDealerHome([{ country: 'NL', region: 'eu_western' }], 'eu');
    expect(byHome(directory, home).map((d) => d.name)).toEqual([
      'Amsterdam Maaiers',
      'Zeeland Tuin',
      'Berliner Gartentechnik',
      'Agrimacchine Bologna',
      'Atlanta Mower',
      'Peoria Power',
    ]);
  });

  it('takes the country most warehouses are in (ties: the oldest warehouse) and its most common region', () => {
    expect(
      companyDealerHome(
        [
          { country: 'DE', region: 'eu_western' },
          { country: 'US', region: 'us_west' },
          { country: 'US', region: 'us_midwest' },
          { country: 'US', region: 'us_midwest' },
        ],
        'eu',
      ),
    ).toEqual({ country: 'US', region: 'us_midwest', side: 'na' });
    expect(
      companyDealerHome(
        [
          { country: 'FR', region: 'eu_western' },
          { country: 'US', region: 'us_west' },
        ],
        'na',
      ),
    ).toMatchObject({ country: 'FR' });
  });

  it('without warehouses puts only the host region’s side first', () => {
    const home = companyDealerHome([], 'eu');
    expect(home).toEqual({ country: null, region: null, side: 'eu' });
    expect(dealerHomeTiers(home)).toHaveLength(1);
    expect(dealerHomeRank({ country: 'IT', region: 'eu_southern' }, dealerHomeTiers(home))).toBe(0);
    expect(dealerHomeRank({ country: 'US', region: 'us_west' }, dealerHomeTiers(home))).toBe(1);
  });
});

describe('regions and countries narrow each other (rules 15.5)', () => {
  it('offers the four Census regions in the US and the one M49 sub-region of an EU country', () => {
    expect(regionsOfCountry('US')).toEqual(['us_northeast', 'us_midwest', 'us_south', 'us_west']);
    expect(regionsOfCountry('IT')).toEqual(['eu_southern']);
    expect(regionsOfCountry('CH')).toEqual([]);
  });

  it('knows the United States and Western Europe cannot match together', () => {
    expect(regionFitsCountry('eu_western', 'US')).toBe(false);
    expect(regionFitsCountry('us_midwest', 'US')).toBe(true);
    expect(regionFitsCountry('eu_western', 'NL')).toBe(true);
    expect(countriesOfRegion('eu_western')).toEqual(['AT', 'BE', 'FR', 'DE', 'LU', 'NL']);
    expect(countriesOfRegion('us_south')).toEqual(['US']);
  });
});
