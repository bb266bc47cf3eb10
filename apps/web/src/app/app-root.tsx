import { useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Language } from '@yardfleet/domain/locale/language';
import { selectLanguage } from '@yardfleet/data/slices/locale';
import type { AppStore } from '@yardfleet/data/store';
import { loadMessages, type Messages } from '../i18n/load-messages';
import type { AppEnvironment } from './environment';
import { NavigatePortProvider, type NavigatePort } from './navigate-port';
import { AppProviders } from './providers';

export interface AppRootProps {
  readonly store: AppStore;
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly port: NavigatePort;
  readonly environment: AppEnvironment;
  /** The catalogue of the starting language, loaded before the first render. */
  readonly initial: { readonly language: Language; readonly messages: Messages };
}

/**
 * The running app: follows the store's language (the login route switches it in place, SPEC 4),
 * loading each catalogue lazily and keeping the previous one until the new one arrives.
 */
export const AppRoot = ({ store, router, port, environment, initial }: AppRootProps) => {
  const language = useSyncExternalStore(store.subscribe, () => selectLanguage(store.getState()));
  const [catalogue, setCatalogue] = useState(initial);
  useEffect(() => {
    if (language === catalogue.language) return;
    let live = true;
    void loadMessages(language).then((messages) => {
      if (live) setCatalogue({ language, messages });
    });
    return () => {
      live = false;
    };
  }, [language, catalogue.language]);
  useEffect(() => {
    document.documentElement.lang = catalogue.language;
  }, [catalogue.language]);
  return (
    <NavigatePortProvider port={port}>
      <AppProviders store={store} language={catalogue.language} region={environment.region} messages={catalogue.messages} environment={environment}>
        <RouterProvider router={router} />
      </AppProviders>
    </NavigatePortProvider>
  );
};
