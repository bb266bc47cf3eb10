import { LANGUAGE_STORAGE_KEY, resolveLanguage, type Language } from '@yardfleet/domain/locale/language';
import type { KeyValueStorage } from '@yardfleet/data/ports';

/** Rules 1.5: the stored choice (`currentLang`), else the browser languages, else en-US (domain rule). */
export const initialLanguage = (storage: KeyValueStorage, browserLanguages: readonly string[]): Language =>
  resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browserLanguages);
