import type { IntlShape } from 'react-intl';
import type { DealerCategory, DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';
import { dealerCategoryWords, dealerRegionWords } from '../../shared/i18n/dealer-words';

/** The translated name of a dealer category code (rules 3.8). */
export const categoryName = (intl: IntlShape, category: DealerCategory): string => intl.formatMessage(dealerCategoryWords[category]);

/** The translated name of a dealer region code (rules 3.8). */
export const regionName = (intl: IntlShape, region: DealerRegion): string => intl.formatMessage(dealerRegionWords[region]);

/** One Intl.DisplayNames of regions per interface language (making one costs more than every name it gives a page). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The name of a country (ISO 3166-1 alpha-2 code, as the directory stores it) in the interface
 * language, from Intl.DisplayNames ("Germany", "Allemagne"); the code itself when the runtime has no name.
 */
export const countryName = (intl: IntlShape, code: string): string => {
  if (!regionNames.has(intl.locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    regionNames.set(intl.locale, names);
  }
  try {
    return regionNames.get(intl.locale)?.of(code) ?? code;
  } catch {
    return code;
  }
};
