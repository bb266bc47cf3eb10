import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsLoggedIn } from '@yardfleet/data/slices/session';
import { AppRoot } from './app/app-root';
import { createBrowserStore } from './app/create-store';
import { browserEnvironment } from './app/environment';
import { createNavigatePort } from './app/navigate-port';
import { createAppRouter } from './app/router';
import { initialLanguage } from './i18n/initial-language';
import { activateCatalogueStore, createCatalogueStore } from './i18n/catalogue-store';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

/** Composition root of the web app: environment, language, store, router. */
const start = async (): Promise<void> => {
  const environment = browserEnvironment();
  const language = initialLanguage(environment.storage, navigator.languages);
  const port = createNavigatePort();
  const store = createBrowserStore(environment.storage, language, port.navigate);
  // A logged-out visitor lands on /login: load only the login scope of the catalogue; every other
  // screen loads the whole catalogue before it renders (src/app/lazy-route.ts).
  const scope = selectIsLoggedIn(store.getState()) ? 'full' : 'login';
  const catalogues = createCatalogueStore({ language, messages: await loadMessages(language, scope), scope });
  activateCatalogueStore(catalogues);
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} router={router} port={port} environment={environment} catalogues={catalogues} />
    </StrictMode>,
  );
};

void start();
