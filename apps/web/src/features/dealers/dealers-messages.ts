import { defineMessage, defineMessages } from 'react-intl';

/** Words of the Dealers screen (/dealer; rules 2.17, 15). */
export const dealerMessages = defineMessages({
  nearby: { id: 'dealers.nearby', defaultMessage: 'Nearby', description: 'Toggle button: ask the browser for the location and list the nearest dealers first' },
  locating: { id: 'dealers.locating', defaultMessage: 'Finding your location…', description: 'Shown while the browser looks for the user position' },
  nearestFirst: {
    id: 'dealers.nearestFirst',
    defaultMessage: 'Nearest dealers first, distances from your location.',
    description: 'Shown when the list is sorted by distance from the user',
  },
  search: { id: 'dealers.search', defaultMessage: 'Search name, town, city or postcode', description: 'Label of the dealer search field' },
  category: { id: 'dealers.filter.category', defaultMessage: 'Category', description: 'Filter and column: dealer category' },
  country: { id: 'dealers.filter.country', defaultMessage: 'Country', description: 'Filter: dealer country' },
  region: { id: 'dealers.filter.region', defaultMessage: 'Region', description: 'Filter and field: sales region of the dealer' },
  collectionOnly: { id: 'dealers.filter.collectionOnly', defaultMessage: 'Only my collection', description: 'Checkbox: show only the dealers the user saved' },
  filters: { id: 'dealers.filters', defaultMessage: 'Dealer filters', description: 'Accessible name of the filter group' },
  name: { id: 'dealers.column.name', defaultMessage: 'Dealer', description: 'Column: dealer name and category' },
  address: { id: 'dealers.column.address', defaultMessage: 'Address', description: 'Column: street, town, city, state, postcode and country' },
  contact: { id: 'dealers.column.contact', defaultMessage: 'Contact', description: 'Column: telephone, email and website' },
  distance: { id: 'dealers.column.distance', defaultMessage: 'Distance', description: 'Column: distance in miles from the user' },
  collection: { id: 'dealers.column.collection', defaultMessage: 'My collection', description: 'Column: whether the dealer is in the user collection' },
  addToCollection: {
    id: 'dealers.collection.add',
    defaultMessage: 'Add',
    description: 'Button of a dealer not in the user collection (column My collection, outlined star): adds it',
  },
  removeFromCollection: {
    id: 'dealers.collection.remove',
    defaultMessage: 'Remove',
    description: 'Button of a dealer in the user collection (column My collection, filled star): removes it',
  },
  telephone: { id: 'dealers.telephone', defaultMessage: 'Telephone', description: 'Label before the dealer telephone number' },
  email: { id: 'dealers.email', defaultMessage: 'Email', description: 'Label before the dealer email address' },
  website: { id: 'dealers.website', defaultMessage: 'Website', description: 'Label before the dealer website' },
  opensNewTab: { id: 'dealers.website.newTab', defaultMessage: '(opens in a new tab)', description: 'Screen reader hint after a website link' },
  loadFailed: { id: 'dealers.loadFailed', defaultMessage: 'The dealers could not be loaded.', description: 'Error state of the list' },
  noResultsHint: {
    id: 'dealers.noResults.hint',
    defaultMessage: 'Try another search or clear the filters.',
    description: 'Empty state hint when no dealer matches',
  },
  emptyCollection: {
    id: 'dealers.collection.empty',
    defaultMessage: 'Your collection is empty',
    description: 'Empty state title with "Only my collection" on and nothing saved',
  },
  emptyCollectionHint: {
    id: 'dealers.collection.empty.hint',
    defaultMessage: 'Press "Add" on a dealer to keep it here.',
    description: 'Empty state hint of the empty collection',
  },
  mapLabel: {
    id: 'dealers.map.found',
    defaultMessage: 'Map of the dealers found',
    description: 'Accessible name of the dealer map (every dealer matching the filters, not only the page)',
  },
  nearLabel: {
    id: 'dealers.near.label',
    defaultMessage: 'Town or postcode to measure from',
    description: 'Label of the field where the user types a town or postcode when the browser gives no location',
  },
  nearSubmit: { id: 'dealers.near.submit', defaultMessage: 'Measure', description: 'Button: list the dealers nearest the typed town or postcode' },
  nearClear: {
    id: 'dealers.near.clear',
    defaultMessage: 'Stop measuring',
    description: 'Button: forget the typed town or postcode and list the dealers without distances',
  },
  placeMarker: {
    id: 'dealers.map.place',
    defaultMessage: 'Measured from here',
    description: 'Label of the map marker of the town or postcode distances are measured from',
  },
  mapHint: { id: 'dealers.map.hint', defaultMessage: 'Choose a dealer on the map to find it in the list.', description: 'Hint under the map' },
  yourPosition: { id: 'dealers.map.you', defaultMessage: 'Your location', description: 'Label of the user position marker on the map' },
});

/** Accessible name of the per-dealer add button (starts with its visible text, WCAG 2.5.3). */
export const addToCollectionName = defineMessage<{ name: string }>({
  id: 'dealers.collection.addName',
  defaultMessage: 'Add to my collection: {name}',
  description: 'Accessible name of the button that adds a dealer to the user collection; {name} is the dealer name',
});

/** Accessible name of the per-dealer remove button (starts with its visible text, WCAG 2.5.3). */
export const removeFromCollectionName = defineMessage<{ name: string }>({
  id: 'dealers.collection.removeName',
  defaultMessage: 'Remove from my collection: {name}',
  description: 'Accessible name of the button that removes a dealer from the user collection; {name} is the dealer name',
});

type PlaceValues = { query: string; place: string };

/** Status lines of a list measured from a typed town or postcode (rules 15.9); {place} is e.g. "Evanston, IL, US", {query} the typed text. */
export const placeMessages = {
  town: defineMessage<PlaceValues>({
    id: 'dealers.place.town',
    defaultMessage: 'Nearest dealers first, distances from {place}.',
    description: 'Status when distances are measured from a typed town; {place} is the town, state and country',
  }),
  postcode: defineMessage<PlaceValues>({
    id: 'dealers.place.postcode',
    defaultMessage: 'Nearest dealers first, distances from postcode {query} ({place}).',
    description: 'Status when distances are measured from a typed postcode a dealer has; {place} is the town, state and country',
  }),
  postcodeArea: defineMessage<PlaceValues>({
    id: 'dealers.place.postcodeArea',
    defaultMessage: 'Nearest dealers first, distances from the area of postcode {query} ({place}).',
    description: 'Status when no dealer has the typed postcode and distances are measured from the dealers of its area',
  }),
  fromSearch: defineMessage<PlaceValues>({
    id: 'dealers.place.fromSearch',
    defaultMessage: 'No dealer matches “{query}”: showing the dealers nearest {place}.',
    description: 'Status when the search found no dealer but names a town or postcode; the nearest dealers are listed instead',
  }),
  notFound: defineMessage<{ query: string }>({
    id: 'dealers.place.notFound',
    defaultMessage: 'No town or postcode “{query}” in the dealer directory. Try a nearby town.',
    description: 'Status when the typed town or postcode is not in the dealer directory',
  }),
  mapCapped: defineMessage<{ shown: number; total: number }>({
    id: 'dealers.map.capped',
    defaultMessage: 'The map shows the first {shown, number} of {total, number} dealers.',
    description: 'Note under the map when more dealers match than it draws',
  }),
};
