import { useIntl } from 'react-intl';
import type { DealerFiltersResponse } from '@yardfleet/contract/endpoints/dealers';
import { DEALER_SEARCH_MAX_LENGTH } from '@yardfleet/contract/endpoints/dealers';
import { countriesOfRegion, regionFitsCountry, regionsOfCountry } from '@yardfleet/domain/dealers/dealer-codes';
import type { DealerFilters } from '@yardfleet/data/slices/dealer-view';
import { Button } from '@yardfleet/ui/button';
import { Checkbox } from '@yardfleet/ui/checkbox';
import { SearchField } from '@yardfleet/ui/search-field';
import { Select } from '@yardfleet/ui/select';
import { commonMessages } from '../../shared/i18n/common-messages';
import { screenWords } from '../../shared/i18n/screen-words';
import { categoryName, countryName, regionName } from './dealer-names';
import { dealerMessages } from './dealers-messages';

export interface DealerFilterBarProps {
  /** The search text as typed (the request gets it debounced) and the chosen filters. */
  readonly searchText: string;
  readonly filters: DealerFilters;
  /** The values the directory holds (dealer/filters); null while they load: the selects offer "All" only. */
  readonly options: DealerFiltersResponse | null;
  readonly onSearchChange: (text: string) => void;
  readonly onChange: (filters: Partial<DealerFilters>) => void;
  readonly onClear: () => void;
}

const ALL = '';
/** The selects are filled from the directory once it answers: one width, so that does not re-wrap the row (rules 21.4). */
const DATA_SELECT_WIDTH = 'w-44';

/**
 * The /dealer filters (rules 15.5): a search of name, town, city or postcode (at most
 * DEALER_SEARCH_MAX_LENGTH characters), category, country (names in the interface language, sorted
 * by them) and region selects built from the directory's own values, each narrowed by the other
 * (rules 15.5: a chosen country offers only its regions, a chosen region only its countries, and
 * choosing a country a chosen region does not fit clears that region, so the two never together
 * match nothing), "Only my collection", and "Clear filters" while any is set.
 */
export const DealerFilterBar = ({ searchText, filters, options, onSearchChange, onChange, onClear }: DealerFilterBarProps) => {
  const intl = useIntl();
  const all = { value: ALL, label: intl.formatMessage(commonMessages.all) };
  const categories = (options?.categories ?? []).map((c) => ({ value: c, label: categoryName(intl, c) }));
  const countries = (options?.countries ?? [])
    .filter((c) => filters.region === null || countriesOfRegion(filters.region).includes(c))
    .map((c) => ({ value: c, label: countryName(intl, c) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const regions = (options?.regions ?? [])
    .filter((r) => filters.country === null || regionsOfCountry(filters.country).includes(r))
    .map((r) => ({ value: r, label: regionName(intl, r) }));
  const anySet = searchText !== '' || filters.category !== null || filters.country !== null || filters.region !== null || filters.collectionOnly;
  return (
    <div role="group" aria-label={intl.formatMessage(dealerMessages.filters)} className="flex flex-wrap items-end gap-3">
      <SearchField
        label={intl.formatMessage(dealerMessages.search)}
        value={searchText}
        maxLength={DEALER_SEARCH_MAX_LENGTH}
        onChange={onSearchChange}
        className="w-full sm:w-80"
      />
      <Select<string>
        label={intl.formatMessage(dealerMessages.category)}
        className={DATA_SELECT_WIDTH}
        value={filters.category ?? ALL}
        options={[all, ...categories]}
        onChange={(value) => onChange({ category: options?.categories.find((c) => c === value) ?? null })}
      />
      <Select<string>
        label={intl.formatMessage(dealerMessages.country)}
        className={DATA_SELECT_WIDTH}
        value={filters.country ?? ALL}
        options={[all, ...countries]}
        onChange={(value) => {
          const country = value === ALL ? null : value;
          onChange(country !== null && filters.region !== null && !regionFitsCountry(filters.region, country) ? { country, region: null } : { country });
        }}
      />
      <Select<string>
        label={intl.formatMessage(dealerMessages.region)}
        className={DATA_SELECT_WIDTH}
        value={filters.region ?? ALL}
        options={[all, ...regions]}
        onChange={(value) => onChange({ region: options?.regions.find((r) => r === value) ?? null })}
      />
      <Checkbox
        label={intl.formatMessage(dealerMessages.collectionOnly)}
        checked={filters.collectionOnly}
        onChange={(collectionOnly) => onChange({ collectionOnly })}
        className="pb-2"
      />
      {/* Always laid out, shown only while a filter is set: its coming and going moves nothing (rules 21.4). */}
      <Button variant="ghost" size="sm" onClick={onClear} className="mb-1" style={anySet ? undefined : { visibility: 'hidden' }}>
        {intl.formatMessage(screenWords.clearFilters)}
      </Button>
    </div>
  );
};
