import { defineMessage, defineMessages } from 'react-intl';

/** Words of the warehouse set-up wizard (/warehouse/new, /warehouse/:id/edit; rules 17.2, 17.3). */
export const setupMessages = defineMessages({
  steps: { id: 'warehouses.setup.steps', defaultMessage: 'Set-up steps', description: 'Accessible name of the list of the three steps' },
  stepLocation: { id: 'warehouses.setup.step.location', defaultMessage: 'Choose the location', description: 'Step 1 title' },
  stepRadius: { id: 'warehouses.setup.step.radius', defaultMessage: 'Set the radius', description: 'Step 2 title' },
  stepName: { id: 'warehouses.setup.step.name', defaultMessage: 'Name it', description: 'Step 3 title' },
  back: { id: 'warehouses.setup.back', defaultMessage: 'Back', description: 'Button: previous step' },
  next: { id: 'warehouses.setup.next', defaultMessage: 'Next', description: 'Button: next step' },
  save: { id: 'warehouses.setup.save', defaultMessage: 'Save warehouse', description: 'Button of the last step that saves the warehouse' },
  search: { id: 'warehouses.setup.search', defaultMessage: 'Search an address or coordinates', description: 'Label of the search box of step 1' },
  searchHint: {
    id: 'warehouses.setup.search.hint',
    defaultMessage: 'For example “233 S Wacker Dr, Chicago” or “41.8781, -87.6298”. Or click the map.',
    description: 'Hint under the search box of step 1',
  },
  searchButton: { id: 'warehouses.setup.search.button', defaultMessage: 'Search', description: 'Button that runs the address search' },
  results: { id: 'warehouses.setup.results', defaultMessage: 'Search results', description: 'Accessible name of the list of places found' },
  searching: { id: 'warehouses.setup.searching', defaultMessage: 'Searching…', description: 'Shown while the address search runs' },
  outOfRange: {
    id: 'warehouses.setup.outOfRange',
    defaultMessage: 'Latitude must be between -90 and 90 and longitude between -180 and 180.',
    description: 'Typed coordinates out of range',
  },
  geocoderUnavailable: {
    id: 'warehouses.setup.geocoderUnavailable',
    defaultMessage: 'Address search is not available right now. Enter coordinates or click the map.',
    description: 'Code 1170010503: the address search service cannot answer',
  },
  nameTaken: {
    id: 'warehouses.setup.nameTaken',
    defaultMessage: 'Another warehouse already has this name.',
    description: 'Field error of the name (server 1170010001 taken): the company has a warehouse with this name',
  },
  chosen: { id: 'warehouses.setup.chosen', defaultMessage: 'Chosen location', description: 'Heading of the chosen point under the map' },
  notChosen: {
    id: 'warehouses.setup.notChosen',
    defaultMessage: 'No location chosen yet: search above or click the map.',
    description: 'Step 1 before a point is chosen',
  },
  mapLabelLocation: {
    id: 'warehouses.setup.map.location',
    defaultMessage: 'Map: click to choose the warehouse location',
    description: 'Accessible name of the map of step 1',
  },
  mapLabelRadius: { id: 'warehouses.setup.map.radius', defaultMessage: 'Map of the warehouse radius', description: 'Accessible name of the map of step 2' },
  radiusSlider: { id: 'warehouses.setup.radius.slider', defaultMessage: 'Radius slider', description: 'Label of the radius range slider' },
  radiusMeters: { id: 'warehouses.setup.radius.meters', defaultMessage: 'Radius in metres', description: 'Label of the radius number input' },
  name: { id: 'warehouses.setup.name', defaultMessage: 'Name', description: 'Label of the name field' },
  address: { id: 'warehouses.setup.address', defaultMessage: 'Address', description: 'Label of the address field (optional)' },
  addressHint: { id: 'warehouses.setup.address.hint', defaultMessage: 'Optional. Shown in the list.', description: 'Hint of the address field' },
  location: { id: 'warehouses.setup.location', defaultMessage: 'Location', description: 'Field name: the location (errors, summary)' },
  radius: { id: 'warehouses.setup.radius', defaultMessage: 'Radius', description: 'Field name: the radius (errors, summary)' },
  summary: { id: 'warehouses.setup.summary', defaultMessage: 'Summary', description: 'Heading of the summary of step 3' },
  notFound: { id: 'warehouses.setup.notFound', defaultMessage: 'This warehouse does not exist.', description: 'Edit of a warehouse that is not in the list' },
  backToList: { id: 'warehouses.setup.backToList', defaultMessage: 'Back to Warehouses', description: 'Link back to the list' },
  readOnly: {
    id: 'warehouses.setup.readOnly',
    defaultMessage: 'Only admins and managers can set up or edit warehouses.',
    description: 'Shown to an employee who opens the set-up',
  },
});

/** "Step 1 of 3" above the current step. */
export const stepOfMessage = defineMessage<{ step: number; total: number }>({
  id: 'warehouses.setup.stepOf',
  defaultMessage: 'Step {step} of {total}',
  description: 'Progress of the wizard',
});

/** The radius in the summary and in the circle's label, in metres. */
export const metresMessage = defineMessage<{ metres: string }>({
  id: 'warehouses.setup.metres',
  defaultMessage: '{metres} m',
  description: 'A distance in metres; metres is the formatted number',
});

/** Hint of the radius field: what the circle means and its bounds (formatted metres). */
export const radiusHintMessage = defineMessage<{ min: string; max: string }>({
  id: 'warehouses.setup.radius.hint',
  defaultMessage: 'Machines inside the circle count as in warehouse. From {min} to {max} metres.',
  description: 'Hint of step 2; min and max are metres',
});
