import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromLocalePath, LOCALE_PATHS, matchLanguage, resolveLanguage } from './language';

describe('rules 1.5 language: stored choice, else browser, else en-US', () => {
  it.each<[string, string | null, string[], string]>([
    ['the stored choice wins', 'de-DE', ['fr-FR'], 'de-DE'],
    ['no choice: the browser language', null, ['nl-NL', 'en-US'], 'nl-NL'],
    ['a browser region variant maps to its language', null, ['fr-CA'], 'fr-FR'],
    ['a bare primary tag maps too', null, ['es'], 'es-ES'],
    ['the first matching browser language wins', null, ['ja-JP', 'it-IT', 'de-DE'], 'it-IT'],
    ['an unknown stored value is ignored', 'xx-YY', ['de'], 'de-DE'],
    ['zh-CN is for titles only, not an interface language', 'zh-CN', ['zh-CN'], 'en-US'],
    ['nothing matches: en-US', null, ['ja-JP'], 'en-US'],
    ['no information: en-US', undefined, [], 'en-US'],
  ] as [string, string | null, string[], string][])('%s', (_name, stored, browser, expected) => {
    expect(resolveLanguage(stored, browser)).toBe(expected);
  });

  it.each([
    ['DE-de', 'de-DE'],
    ['en', 'en-US'],
    ['pt-BR', undefined],
  ])('matchLanguage(%s) = %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it('rules 1.5, 2.2: every interface language the switcher offers has its locale path (/it-IT included); other paths set nothing', () => {
    expect(LOCALE_PATHS).toEqual(['/en-US', '/fr-FR', '/de-DE', '/nl-NL', '/es-ES', '/it-IT']);
    expect(LOCALE_PATHS.map(languageFromLocalePath)).toEqual(['en-US', 'fr-FR', 'de-DE', 'nl-NL', 'es-ES', 'it-IT']);
    expect(languageFromLocalePath('/it-IT')).toBe('it-IT');
    expect(languageFromLocalePath('/zh-CN')).toBeUndefined();
    expect(languageFromLocalePath('/home')).toBeUndefined();
  });

  it('property: the resolved language is always an interface language', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.array(fc.string()), (stored, browser) => {
        const lang = resolveLanguage(stored, browser);
        expect(isLanguage(lang)).toBe(true);
        if (isLanguage(stored)) expect(lang).toBe(stored);
      }),
    );
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });
});
