import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@yardfleet/domain/locale/language';

/**
 * A message catalogue: message id -> ICU message (lang/<language>.json, formatjs "simple" format);
 * production builds receive the same catalogue parsed into ICU ASTs (vite.config.ts).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** How much of a catalogue: the login scope (src/shared/i18n/catalogue-scope.ts) or all of it. */
export type CatalogueScope = 'login' | 'full';

type Loader = () => Promise<{ default: Messages }>;

const FULL: Record<Language, Loader> = {
  'en-US': () => import('../../../lang/en-US.json'),
  'fr-FR': () => import('../../../lang/fr-FR.json'),
  'de-DE': () => import('../../../lang/de-DE.json'),
  'nl-NL': () => import('../../../lang/nl-NL.json'),
  'es-ES': () => import('../../../lang/es-ES.json'),
  'it-IT': () => import('../../../lang/it-IT.json'),
};

const LOGIN: Record<Language, Loader> = {
  'en-US': () => import('../../../lang/en-US.json?scope=login'),
  'fr-FR': () => import('../../../lang/fr-FR.json?scope=login'),
  'de-DE': () => import('../../../lang/de-DE.json?scope=login'),
  'nl-NL': () => import('../../../lang/nl-NL.json?scope=login'),
  'es-ES': () => import('../../../lang/es-ES.json?scope=login'),
  'it-IT': () => import('../../../lang/it-IT.json?scope=login'),
};

/**
 * Loads one language's messages with a dynamic import, so each catalogue is its own chunk and the
 * first route carries only the language in use (rules 21.2); `scope` 'login' loads only the
 * part the logged-out first route shows.
 */
export const loadMessages = async (language: Language, scope: CatalogueScope = 'full'): Promise<Messages> =>
  (await (scope === 'full' ? FULL : LOGIN)[language]()).default;
