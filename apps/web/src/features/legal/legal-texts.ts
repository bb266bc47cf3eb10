import type { Language } from '@yardfleet/domain/locale/language';
import type { LegalTexts } from './content/legal-document';

const LOADERS: Record<Language, () => Promise<{ texts: LegalTexts }>> = {
  'en-US': () => import('./content/en-us'),
  'fr-FR': () => import('./content/fr-fr'),
  'de-DE': () => import('./content/de-de'),
  'nl-NL': () => import('./content/nl-nl'),
  'es-ES': () => import('./content/es-es'),
  'it-IT': () => import('./content/it-it'),
};

/** The two agreements in `language`, each language its own lazily loaded chunk (full texts, rules 1.5). */
export const loadLegalTexts = async (language: Language): Promise<LegalTexts> => (await LOADERS[language]()).texts;
