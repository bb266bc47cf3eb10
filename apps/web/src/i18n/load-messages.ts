import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@yardfleet/domain/locale/language';

/**
 * A message catalogue: message id -> ICU message (lang/<language>.json, formatjs "simple" format);
 * production builds receive the same catalogue parsed into ICU ASTs (vite.config.ts).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('../../lang/en-US.json'),
  'fr-FR': () => import('../../lang/fr-FR.json'),
  'de-DE': () => import('../../lang/de-DE.json'),
  'nl-NL': () => import('../../lang/nl-NL.json'),
  'es-ES': () => import('../../lang/es-ES.json'),
  'it-IT': () => import('../../lang/it-IT.json'),
};

/**
 * Loads one language's messages with a dynamic import, so each catalogue is its own chunk and the
 * first route carries only the language in use (issue 2 item 7).
 */
export const loadMessages = async (language: Language): Promise<Messages> => (await LOADERS[language]()).default;
