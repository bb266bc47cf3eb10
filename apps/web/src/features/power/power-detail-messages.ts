import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { CHARGER_SUGGESTION_KEYS, type ChargerSuggestionKey } from '@yardfleet/domain/rules/charger-errors';

/** Words of the charge system detail (/power/{id}; rules 11.3). */
export const detailMessages = defineMessages({
  loadFailed: {
    id: 'power.detail.loadFailed',
    defaultMessage: 'The charge system could not be loaded.',
    description: 'Error state of the charge system detail',
  },
  notFoundTitle: {
    id: 'power.detail.notFound.title',
    defaultMessage: 'Charge system not found',
    description: 'Heading when the charge system does not exist (or belongs to another company)',
  },
  notFoundBody: {
    id: 'power.detail.notFound.body',
    defaultMessage: 'This charge system does not exist or its gateway has been removed.',
    description: 'Explanation when the charge system does not exist',
  },
  backToOverview: { id: 'power.detail.back', defaultMessage: 'Back to the power overview', description: 'Link from the detail to /power' },
  lastReport: { id: 'power.detail.lastReport', defaultMessage: 'Last report', description: 'Label: when the charger last reported' },
  chargers: { id: 'power.detail.chargers', defaultMessage: 'Chargers', description: 'Heading of the chargers of a charge system' },
  energyToday: { id: 'power.detail.energyToday', defaultMessage: 'Energy charged today', description: 'Label: energy a charger charged today (kWh)' },
  historicalTotal: {
    id: 'power.detail.historicalTotal',
    defaultMessage: 'Historical total',
    description: 'Label: energy a charger charged since it was first used (kWh)',
  },
  ports: { id: 'power.detail.ports', defaultMessage: 'Ports', description: 'Heading of the ports of a charger' },
  power: { id: 'power.detail.power', defaultMessage: 'Power', description: 'Label: charging power (W)' },
  noBattery: { id: 'power.detail.noBattery', defaultMessage: 'No battery on this port.', description: 'A port without a battery' },
  battery: { id: 'power.detail.battery', defaultMessage: 'Battery', description: 'Label: the battery on a port (kind and serial number)' },
  stateOfCharge: { id: 'power.detail.stateOfCharge', defaultMessage: 'State of charge', description: 'Label: battery state of charge (%)' },
  stateOfChargeUnknown: { id: 'power.detail.stateOfCharge.unknown', defaultMessage: 'Unknown', description: 'State of charge the battery does not report' },
  remaining: { id: 'power.detail.remaining', defaultMessage: 'Remaining charge time', description: 'Label: time until the battery is charged' },
  completion: {
    id: 'power.detail.completion',
    defaultMessage: 'Estimated completion',
    description: 'Label: when the battery will be charged (company time zone)',
  },
  legacyNoEstimate: {
    id: 'power.detail.legacy',
    defaultMessage: 'No estimate for legacy batteries.',
    description: 'Legacy batteries report no detail, so there is no remaining time (rules 11.5)',
  },
  suggestion: { id: 'power.detail.suggestion', defaultMessage: 'Suggestion', description: 'Label before the suggested fix of an error' },
});

/** "Port 2". */
export const portTitle = defineMessage<{ number: number }>({ id: 'power.detail.port', defaultMessage: 'Port {number}', description: 'Name of a charger port' });

/** "Error B-402": the reported code. */
export const errorCodeText = defineMessage<{ code: string }>({
  id: 'power.detail.errorCode',
  defaultMessage: 'Error {code}',
  description: 'An error code a charger or battery reports',
});

/** Remaining charge time, hours and minutes. */
export const remainingTime = defineMessage<{ hours: number; minutes: number }>({
  id: 'power.detail.remaining.value',
  defaultMessage: '{hours, plural, =0 {} other {# h }}{minutes} min',
  description: 'Remaining charge time, e.g. "1 h 47 min" or "35 min"',
});

/** Accessible name of the state of charge bar. */
export const stateOfChargeBar = defineMessage<{ serial: string }>({
  id: 'power.detail.stateOfCharge.bar',
  defaultMessage: 'State of charge of battery {serial}',
  description: 'Accessible name of the state of charge bar of a battery',
});

/** The suggested fix of every charger and battery error (domain CHARGER_SUGGESTION_KEYS, rules 11.9). */
export const suggestionMessages = defineMessages({
  'power.suggestion.overheat': {
    id: 'power.suggestion.overheat',
    defaultMessage: 'Move the charger out of direct sun and keep its vents clear. Charging resumes when the battery has cooled down.',
    description: 'Suggested fix: battery or charger overheat',
  },
  'power.suggestion.tooCold': {
    id: 'power.suggestion.tooCold',
    defaultMessage: 'Let the battery warm up indoors to at least 5 °C (41 °F) before charging.',
    description: 'Suggested fix: battery too cold to charge',
  },
  'power.suggestion.batteryFault': {
    id: 'power.suggestion.batteryFault',
    defaultMessage: 'Take the battery off the charger and stop using it. Contact your dealer to have it checked.',
    description: 'Suggested fix: internal battery fault',
  },
  'power.suggestion.cellImbalance': {
    id: 'power.suggestion.cellImbalance',
    defaultMessage: 'Leave the battery on the charger: a full charge balances the cells. If the error comes back, contact your dealer.',
    description: 'Suggested fix: cell voltage imbalance',
  },
  'power.suggestion.deepDischarge': {
    id: 'power.suggestion.deepDischarge',
    defaultMessage:
      'The battery is deeply discharged. Leave it on the charger for recovery charging; if it does not start within an hour, contact your dealer.',
    description: 'Suggested fix: deeply discharged battery',
  },
  'power.suggestion.notRecognised': {
    id: 'power.suggestion.notRecognised',
    defaultMessage: 'Take the battery off, clean its contacts and put it back firmly. Use only batteries made for this charger.',
    description: 'Suggested fix: battery not recognised',
  },
  'power.suggestion.fanFailure': {
    id: 'power.suggestion.fanFailure',
    defaultMessage: 'Unplug the charger, clear dust and debris from the fan, and plug it in again. If the fan still does not turn, contact your dealer.',
    description: 'Suggested fix: charger fan failure',
  },
  'power.suggestion.chargerHardware': {
    id: 'power.suggestion.chargerHardware',
    defaultMessage: 'Use another port for now and contact your dealer to have the charger serviced.',
    description: 'Suggested fix: charger hardware fault',
  },
  'power.suggestion.mainsVoltage': {
    id: 'power.suggestion.mainsVoltage',
    defaultMessage: 'Check the mains supply: plug the charger into its own wall outlet, not an extension reel or a generator.',
    description: 'Suggested fix: mains voltage or frequency out of range',
  },
  'power.suggestion.communication': {
    id: 'power.suggestion.communication',
    defaultMessage: 'Check the cable between the charger and the gateway and keep the charger within range of the gateway.',
    description: 'Suggested fix: no link between charger, gateway or battery',
  },
  'power.suggestion.generic': {
    id: 'power.suggestion.generic',
    defaultMessage: 'Unplug the charger for a minute and plug it in again. If the error stays, contact your dealer with the error code.',
    description: 'Suggested fix of an error code outside the catalogue',
  },
} satisfies Record<ChargerSuggestionKey, MessageDescriptor>);

/** The translated suggestion of a key the server sends; the generic one for a key this build does not know. */
export const suggestionFor = (key: string): MessageDescriptor => suggestionMessages[isSuggestionKey(key) ? key : 'power.suggestion.generic'];

const isSuggestionKey = (key: string): key is ChargerSuggestionKey => (CHARGER_SUGGESTION_KEYS as readonly string[]).includes(key);
