import { describe, expect, it } from 'vitest';
import { CHARGER_ERROR_CATALOGUE, CHARGER_SUGGESTION_KEYS, chargerErrorSuggestion, KNOWN_CHARGER_ERROR_CODES } from './charger-errors';

describe('charger errors with suggestions (rules 11.9)', () => {
  it.each([
    ['B-402', 'power.suggestion.overheat'],
    ['B-517', 'power.suggestion.batteryFault'],
    ['B-514', 'power.suggestion.cellImbalance'],
    ['C-101', 'power.suggestion.fanFailure'],
    ['C-201', 'power.suggestion.mainsVoltage'],
    ['B-511', 'power.suggestion.notRecognised'],
    ['C-301', 'power.suggestion.communication'],
  ])('maps %s to %s', (code, key) => {
    expect(chargerErrorSuggestion(code)).toEqual({ code, suggestionKey: key });
  });

  it('gives the generic suggestion for a code outside the catalogue', () => {
    expect(chargerErrorSuggestion('X-999')).toEqual({ code: 'X-999', suggestionKey: 'power.suggestion.generic' });
    expect(chargerErrorSuggestion('constructor').suggestionKey).toBe('power.suggestion.generic');
  });

  it('matches codes regardless of case and surrounding spaces, keeping the reported code', () => {
    expect(chargerErrorSuggestion(' b-402 ')).toEqual({ code: ' b-402 ', suggestionKey: 'power.suggestion.overheat' });
  });

  it('lists every known code and only uses keys from the exported list', () => {
    expect(KNOWN_CHARGER_ERROR_CODES).toContain('B-402');
    expect(KNOWN_CHARGER_ERROR_CODES).toContain('B-517');
    expect(KNOWN_CHARGER_ERROR_CODES).toHaveLength(Object.keys(CHARGER_ERROR_CATALOGUE).length);
    for (const code of KNOWN_CHARGER_ERROR_CODES) {
      expect(CHARGER_SUGGESTION_KEYS).toContain(chargerErrorSuggestion(code).suggestionKey);
    }
  });

  it('uses every suggestion key except the generic one for at least one code', () => {
    const used = new Set(KNOWN_CHARGER_ERROR_CODES.map((code) => chargerErrorSuggestion(code).suggestionKey));
    expect(CHARGER_SUGGESTION_KEYS.filter((key) => !used.has(key))).toEqual(['power.suggestion.generic']);
  });
});
