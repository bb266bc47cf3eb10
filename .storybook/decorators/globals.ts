import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@yardfleet/domain/locale/language';
import type { Region } from '@yardfleet/domain/locale/region';

/** The story's language global (the languages of rules 1.5); en-US for anything else. */
export const storyLanguage = (globals: Record<string, unknown>): Language => (isLanguage(globals.language) ? globals.language : DEFAULT_LANGUAGE);

/** The story's region global: eu or na (rules 1.6). */
export const storyRegion = (globals: Record<string, unknown>): Region => (globals.region === 'eu' ? 'eu' : 'na');
