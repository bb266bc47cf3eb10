import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@yardfleet/domain/locale/language';

/** The interface language in use (rules 1.5); sent as the `lang` header of every request (rules 7.4). */
export interface LocaleState {
  readonly language: Language;
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { language: DEFAULT_LANGUAGE } as LocaleState,
  reducers: {
    /** The language changed in place (the login route switches without a reload, rules 4.11). */
    languageChanged: (_state, action: PayloadAction<Language>) => ({ language: action.payload }),
  },
});

export const { languageChanged } = localeSlice.actions;
export const selectLanguage = (state: { readonly locale: LocaleState }): Language => state.locale.language;
