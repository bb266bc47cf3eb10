import type { FastifyRequest } from 'fastify';
import type { Language } from '@yardfleet/domain/locale/language';
import { requestLanguage } from '../../../mail/compose';
import type { ReportValuePrefix } from '../scope';
import type { ReportTitles } from './report-title-types';
import { deDE } from './titles-de-de';
import { enUS } from './titles-en-us';
import { esES } from './titles-es-es';
import { frFR } from './titles-fr-fr';
import { itIT } from './titles-it-it';
import { nlNL } from './titles-nl-nl';

const TITLES: Readonly<Record<Language, ReportTitles>> = { 'en-US': enUS, 'fr-FR': frFR, 'de-DE': deDE, 'nl-NL': nlNL, 'es-ES': esES, 'it-IT': itIT };

/** The export texts in `language`. */
export const reportTitles = (language: Language): ReportTitles => TITLES[language];

/** The export texts in the language of a request (its `lang` header, rules 7.4, else en-US; the same choice as the mails). */
export const requestTitles = (request: FastifyRequest): ReportTitles => TITLES[requestLanguage(request)];

/** The text of the coded value `code` of a column with `prefix` ('' stays ''; an unknown code is written as is). */
export const valueText = (titles: ReportTitles, prefix: ReportValuePrefix, code: string): string => {
  const texts: Readonly<Record<string, string>> = titles.values[prefix];
  return texts[code] ?? code;
};
