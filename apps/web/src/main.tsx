import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsLoggedIn, selectRoutingSession } from '@yardfleet/data/slices/session';
import { AppRoot } from './app/app-root';
import { createBrowserStore } from './app/create-store';
import { browserEnvironment } from './app/environment';
import { createNavigatePort } from './app/navigate-port';
import { createAppRouter } from './app/router';
import { refreshUserInfoOnce } from './app/user-info-refresh';
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
  const messages = loadMessages(language, scope);
  // Issue 12 item 2: logged in, what the first screen needs starts at once and travels side by
  // side: the restored session's login/info, the router's lazy screen chunks (a router starts
  // loading its matched routes when created) and the catalogue, instead of one after the other.
  // Logged out, the router waits for the catalogue store, which its screens may ask to complete.
  if (selectRoutingSession(store.getState()) === 'pending') void refreshUserInfoOnce(store.dispatch);
  const early = scope === 'full' ? createAppRouter() : undefined;
  const catalogues = createCatalogueStore({ language, messages: await messages, scope });
  activateCatalogueStore(catalogues);
  const router = early ?? createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} router={router} port={port} environment={environment} catalogues={catalogues} />
    </StrictMode>,
  );
};

void start();
