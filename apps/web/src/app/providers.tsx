import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { DEFAULT_LANGUAGE, type Language } from '@yardfleet/domain/locale/language';
import type { Region } from '@yardfleet/domain/locale/region';
import type { AppStore } from '@yardfleet/data/store';
import type { Messages } from '../shared/i18n/load-messages';
import { browserEnvironment, EnvironmentProvider, type AppEnvironment } from '../shared/environment';

export interface AppProvidersProps {
  /** The Redux store (`createBrowserStore` in the app, `createStoryStore` in stories and tests). */
  readonly store: AppStore;
  /** Interface language (rules 1.5). */
  readonly language: Language;
  /** Region (rules 1.6): logo and date format; the app passes `regionFromHost(location.host)`. */
  readonly region: Region;
  readonly children: ReactNode;
  /** The language's catalogue (`loadMessages(language)`); absent: the en-US default messages. */
  readonly messages?: Messages;
  /** Storage for `currentLang` and the page reload (default: localStorage and location.reload). */
  readonly environment?: Partial<Omit<AppEnvironment, 'region'>>;
}

/**
 * Everything a screen needs around it: react-intl (with the language's messages), the Redux store
 * and the app environment (region, storage, reload). Storybook renders views and pages inside it.
 */
export const AppProviders = ({ store, language, region, children, messages, environment }: AppProvidersProps) => {
  const value = useMemo<AppEnvironment>(() => {
    const browser = browserEnvironment();
    return { region, storage: environment?.storage ?? browser.storage, reload: environment?.reload ?? browser.reload };
  }, [region, environment?.storage, environment?.reload]);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages} onError={reportIntlError}>
      <Provider store={store}>
        <EnvironmentProvider value={value}>{children}</EnvironmentProvider>
      </Provider>
    </IntlProvider>
  );
};

/** Missing translations fall back to the en-US default message silently; anything else is reported. */
const reportIntlError = (error: { code: string; message: string }): void => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
};
