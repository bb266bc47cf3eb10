import type { ChargerError } from '../entities/charger';

/**
 * Charger and battery errors with suggestions (rules 11.9).
 *
 * A charger reports an error code per port (battery errors) or for the whole charger. Every code
 * maps to the message key of a suggested fix; the web translates the key (apps/web lang/*.json),
 * the server sends the pair `{ code, suggestionKey }`. Code families:
 * - `B-4xx` battery temperature, `B-5xx` battery faults (both reported by the battery in a port),
 * - `C-1xx` charger hardware, `C-2xx` mains supply, `C-3xx` communication (the charger itself).
 * A code outside the catalogue gets `power.suggestion.generic`, so a new firmware code still shows
 * a sensible hint.
 */
export const CHARGER_SUGGESTION_KEYS = [
  'power.suggestion.overheat',
  'power.suggestion.tooCold',
  'power.suggestion.batteryFault',
  'power.suggestion.cellImbalance',
  'power.suggestion.deepDischarge',
  'power.suggestion.notRecognised',
  'power.suggestion.fanFailure',
  'power.suggestion.chargerHardware',
  'power.suggestion.mainsVoltage',
  'power.suggestion.communication',
  'power.suggestion.generic',
] as const;

/** A suggestion message key (one of `CHARGER_SUGGESTION_KEYS`). */
export type ChargerSuggestionKey = (typeof CHARGER_SUGGESTION_KEYS)[number];

/**
 * The known codes, what each means (for docs and logs; the web shows the suggestion, not this
 * text) and its suggestion key.
 */
export const CHARGER_ERROR_CATALOGUE: Readonly<Record<string, { meaning: string; suggestionKey: ChargerSuggestionKey }>> = {
  // Battery temperature
  'B-401': { meaning: 'battery too warm to start charging', suggestionKey: 'power.suggestion.overheat' },
  'B-402': { meaning: 'battery overheat while charging', suggestionKey: 'power.suggestion.overheat' },
  'B-403': { meaning: 'battery too cold to charge', suggestionKey: 'power.suggestion.tooCold' },
  // Battery faults
  'B-511': { meaning: 'battery not recognised', suggestionKey: 'power.suggestion.notRecognised' },
  'B-512': { meaning: 'battery deeply discharged', suggestionKey: 'power.suggestion.deepDischarge' },
  'B-514': { meaning: 'cell voltage imbalance', suggestionKey: 'power.suggestion.cellImbalance' },
  'B-517': { meaning: 'battery error (internal fault)', suggestionKey: 'power.suggestion.batteryFault' },
  'B-519': { meaning: 'battery management system fault', suggestionKey: 'power.suggestion.batteryFault' },
  // Charger hardware
  'C-101': { meaning: 'charger fan failure', suggestionKey: 'power.suggestion.fanFailure' },
  'C-102': { meaning: 'charger internal overheat', suggestionKey: 'power.suggestion.overheat' },
  'C-110': { meaning: 'port contact fault', suggestionKey: 'power.suggestion.chargerHardware' },
  'C-120': { meaning: 'power stage fault', suggestionKey: 'power.suggestion.chargerHardware' },
  // Mains
  'C-201': { meaning: 'mains voltage too low', suggestionKey: 'power.suggestion.mainsVoltage' },
  'C-202': { meaning: 'mains voltage too high', suggestionKey: 'power.suggestion.mainsVoltage' },
  'C-205': { meaning: 'mains frequency out of range', suggestionKey: 'power.suggestion.mainsVoltage' },
  // Communication
  'C-301': { meaning: 'no link between charger and gateway', suggestionKey: 'power.suggestion.communication' },
  'C-302': { meaning: 'no link between charger and battery', suggestionKey: 'power.suggestion.communication' },
};

/** Every code of the catalogue, sorted. */
export const KNOWN_CHARGER_ERROR_CODES: readonly string[] = Object.keys(CHARGER_ERROR_CATALOGUE).sort();

/**
 * The error of a charger or port with the message key of its suggested fix (rules 11.9). Codes are
 * matched after trimming and upper-casing (`b-402` is `B-402`); the code is returned as reported.
 * Unknown codes get `power.suggestion.generic`.
 */
export const chargerErrorSuggestion = (code: string): ChargerError & { suggestionKey: ChargerSuggestionKey } => {
  const known = Object.prototype.hasOwnProperty.call(CHARGER_ERROR_CATALOGUE, code.trim().toUpperCase())
    ? CHARGER_ERROR_CATALOGUE[code.trim().toUpperCase()]
    : undefined;
  return { code, suggestionKey: known?.suggestionKey ?? 'power.suggestion.generic' };
};
