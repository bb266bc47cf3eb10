import { EU_COUNTRY_CODES, type DealerRegion } from './dealer-codes';

/**
 * Where a company is at home in the dealer directory (rules 15.3): its country (ISO alpha-2) and
 * dealer region, each null when unknown, and its side of the directory (`na`: the United States,
 * `eu`: the EU member states; rules 1.6 regions).
 */
export interface DealerHome {
  readonly country: string | null;
  readonly region: DealerRegion | null;
  readonly side: 'na' | 'eu';
}

/** What a tier of the home order asks of a dealer: every given field must match. */
export interface DealerHomeTier {
  readonly country?: string;
  readonly region?: DealerRegion;
  readonly countries?: readonly string[];
}

/**
 * The order of the directory before a location is given (rules 15.3): the tiers a dealer falls in,
 * nearest the company's home first. A dealer belongs to the first tier it matches, and to none (it
 * comes last) when it matches no tier; within a tier, and among dealers of no tier, dealers are by
 * name, then id. Tiers: the home country and region together, the home country, the home region
 * (other EU member states of the same sub-region), the home side (the US or the EU). So a Chicago
 * company (US, us_midwest) sees Midwest dealers, then the rest of the US, then Europe; a Dutch one
 * the Netherlands, then western Europe, then the rest of the EU, then the US.
 */
export const dealerHomeTiers = (home: DealerHome): readonly DealerHomeTier[] => {
  const tiers: DealerHomeTier[] = [];
  if (home.country !== null && home.region !== null) tiers.push({ country: home.country, region: home.region });
  if (home.country !== null) tiers.push({ country: home.country });
  if (home.region !== null) tiers.push({ region: home.region });
  tiers.push({ countries: home.side === 'eu' ? EU_COUNTRY_CODES : ['US'] });
  return tiers;
};

/** The index of the first tier of `tiers` that `dealer` matches, or `tiers.length` when none (it comes last). */
export const dealerHomeRank = (dealer: { readonly country: string; readonly region: string }, tiers: readonly DealerHomeTier[]): number => {
  const index = tiers.findIndex(
    (tier) =>
      (tier.country === undefined || tier.country === dealer.country) &&
      (tier.region === undefined || tier.region === dealer.region) &&
      (tier.countries === undefined || tier.countries.includes(dealer.country)),
  );
  return index === -1 ? tiers.length : index;
};

/**
 * Sorts dealers in the home order of `home` (dealerHomeTiers: tier, then name, then id); a new array.
 * The server gives the same order in SQL from the same tiers.
 */
export const byHome = <T extends { readonly id: string; readonly name: string; readonly country: string; readonly region: string }>(
  dealers: readonly T[],
  home: DealerHome,
): T[] => {
  const tiers = dealerHomeTiers(home);
  return [...dealers].sort(
    (a, b) =>
      dealerHomeRank(a, tiers) - dealerHomeRank(b, tiers) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
};

/**
 * A company's home (rules 15.3) from the places of its warehouses, each given as the country and
 * region of the directory's dealer nearest to it (the app has no geocoder; the directory's dealers
 * sit at real towns): the country most warehouses are in (a tie goes to the one listed first, the
 * oldest warehouse), and that country's most common region the same way. Without any warehouse the
 * home is only the side of the host's region (`side`: rules 1.6).
 */
export const companyDealerHome = (warehousePlaces: readonly { readonly country: string; readonly region: DealerRegion }[], side: 'na' | 'eu'): DealerHome => {
  const mostCommon = <V>(values: readonly V[]): V | null => {
    const counts = new Map<V, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    let best: V | null = null;
    let bestCount = 0;
    for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
    return best;
  };
  const country = mostCommon(warehousePlaces.map((p) => p.country));
  if (country === null) return { country: null, region: null, side };
  const region = mostCommon(warehousePlaces.filter((p) => p.country === country).map((p) => p.region));
  return { country, region, side: country === 'US' ? 'na' : EU_COUNTRY_CODES.includes(country) ? 'eu' : side };
};
