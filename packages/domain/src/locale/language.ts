/** Interface languages (rules 1.5). zh-CN is not one: a browser asking for it gets en-US. */
export const LANGUAGES = ['en-US', 'fr-FR', 'de-DE', 'nl-NL', 'es-ES', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
/** Local storage key of the chosen language (rules 1.5, 4.11). */
export const LANGUAGE_STORAGE_KEY = 'currentLang';
/**
 * Locale paths (rules 2.2): one per interface language the switcher offers (`/en-US` ... `/it-IT`),
 * derived from LANGUAGES so that no offered language is Not found.
 */
export const LOCALE_PATHS: readonly `/${Language}`[] = LANGUAGES.map((language) => `/${language}` as const);

/** Each language's own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'nl-NL': 'Nederlands',
  'es-ES': 'Español',
  'it-IT': 'Italiano',
};

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Matches a browser language tag to an interface language: exact tag first ("de-DE"), then the
 * primary subtag ("de", "de-AT" -> de-DE). Undefined when nothing matches.
 */
export const matchLanguage = (tag: string): Language | undefined => {
  const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((l) => l.split('-')[0] === primary);
};

/**
 * Rules 1.5: the language comes from the stored choice, else the browser languages (in order of
 * preference), else en-US.
 */
export const resolveLanguage = (stored: string | null | undefined, browserLanguages: readonly string[]): Language => {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
};

/** The language of a locale path ("/de-DE" -> "de-DE"); undefined for any other path (rules 2.2). */
export const languageFromLocalePath = (path: string): Language | undefined =>
  (LOCALE_PATHS as readonly string[]).includes(path) ? (path.slice(1) as Language) : undefined;
