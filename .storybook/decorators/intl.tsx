import type { Decorator, Loader } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@yardfleet/domain/locale/language';
import { loadMessages, type Messages } from '../../apps/web/src/shared/i18n/load-messages';
import { storyLanguage } from './globals';

/** Loads the catalogue of the story's language (apps/web/lang/<language>.json) into `loaded.messages`. */
export const messagesLoader: Loader = async ({ globals }) => ({ messages: await loadMessages(storyLanguage(globals)) });

/** Missing translations fall back to the default message silently, as in the app. */
const ignoreMissing = (error: { code: string; message: string }): void => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
};

/** react-intl for the language global, for the UI kit's own messages (web stories get AppProviders on top). */
export const withIntl: Decorator = (Story, { globals, loaded }) => (
  <IntlProvider locale={storyLanguage(globals)} defaultLocale={DEFAULT_LANGUAGE} messages={(loaded.messages ?? {}) as Messages} onError={ignoreMissing}>
    <Story />
  </IntlProvider>
);
