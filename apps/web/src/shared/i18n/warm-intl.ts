/** Rules 21.5, Lighthouse mobile total blocking time: the start-up's Intl warm-up (main.tsx). */

/**
 * Makes ICU load the locale data react-intl's IntlProvider checks on its first render
 * (`Intl.NumberFormat.supportedLocalesOf` and `Intl.DateTimeFormat.supportedLocalesOf` in
 * @formatjs/intl's createIntl: the first Intl call of a page pays ICU's start), in a task of its own
 * before the first render rather than inside it. Harmless without Intl support.
 */
export const warmIntl = (locale: string): void => {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // Only a warm-up: the provider reports a missing locale itself.
  }
};
