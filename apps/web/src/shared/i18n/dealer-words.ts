import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DealerCategory, DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';

/** The translated name of each dealer category (rules 3.8; domain DealerCategory). */
export const dealerCategoryWords = defineMessages({
  authorized_dealer: { id: 'dealers.category.authorizedDealer', defaultMessage: 'Authorized dealer', description: 'Dealer category: sells and services' },
  service_center: { id: 'dealers.category.serviceCenter', defaultMessage: 'Service center', description: 'Dealer category: repairs only' },
  parts_and_service: { id: 'dealers.category.partsAndService', defaultMessage: 'Parts and service', description: 'Dealer category: parts and service shop' },
  flagship_store: { id: 'dealers.category.flagshipStore', defaultMessage: 'Flagship store', description: 'Dealer category: flagship store of the brand' },
} satisfies Record<DealerCategory, MessageDescriptor>);

/** The translated name of each dealer region (rules 3.8; domain DealerRegion: US Census regions, UN M49 sub-regions of Europe). */
export const dealerRegionWords = defineMessages({
  us_northeast: { id: 'dealers.region.usNortheast', defaultMessage: 'US Northeast', description: 'Dealer region: US Census Northeast' },
  us_midwest: { id: 'dealers.region.usMidwest', defaultMessage: 'US Midwest', description: 'Dealer region: US Census Midwest' },
  us_south: { id: 'dealers.region.usSouth', defaultMessage: 'US South', description: 'Dealer region: US Census South' },
  us_west: { id: 'dealers.region.usWest', defaultMessage: 'US West', description: 'Dealer region: US Census West' },
  eu_northern: { id: 'dealers.region.euNorthern', defaultMessage: 'Northern Europe', description: 'Dealer region: UN M49 Northern Europe' },
  eu_western: { id: 'dealers.region.euWestern', defaultMessage: 'Western Europe', description: 'Dealer region: UN M49 Western Europe' },
  eu_southern: { id: 'dealers.region.euSouthern', defaultMessage: 'Southern Europe', description: 'Dealer region: UN M49 Southern Europe' },
  eu_eastern: { id: 'dealers.region.euEastern', defaultMessage: 'Eastern Europe', description: 'Dealer region: UN M49 Eastern Europe' },
} satisfies Record<DealerRegion, MessageDescriptor>);
