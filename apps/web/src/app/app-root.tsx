import { useEffect, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { selectLanguage } from '@yardfleet/data/slices/locale';
import type { AppStore } from '@yardfleet/data/store';
import type { CatalogueStore } from '../shared/i18n/catalogue-store';
import type { AppEnvironment } from '../shared/environment';
import { NavigatePortProvider, type NavigatePort } from './navigate-port';
import { AppProviders } from './providers';

export interface AppRootProps {
  readonly store: AppStore;
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly port: NavigatePort;
  readonly environment: AppEnvironment;
  /** The running app's catalogue (the starting language's is loaded before the first render). */
  readonly catalogues: CatalogueStore;
}

/**
 * The running app: follows the store's language (the login route switches it in place, rules 4.11),
 * loading each catalogue lazily and keeping the previous one until the new one arrives.
 */
export const AppRoot = ({ store, router, port, environment, catalogues }: AppRootProps) => {
  const language = useSyncExternalStore(store.subscribe, () => selectLanguage(store.getState()));
  const catalogue = useSyncExternalStore(catalogues.subscribe, catalogues.get);
  useEffect(() => {
    void catalogues.switchTo(language);
  }, [catalogues, language]);
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
