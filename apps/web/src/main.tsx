import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsLoggedIn, selectRoutingSession } from '@yardfleet/data/slices/session';
import { whenFirstScreenShown } from './app/first-screen-gate';
import { createGate, holdBackgroundReads } from './shared/background-reads';
import { AppRoot } from './app/app-root';
import { createBrowserStore } from './app/create-store';
import { browserEnvironment } from './shared/environment';
import { createNavigatePort } from './app/navigate-port';
import { createAppRouter } from './app/router';
import { refreshUserInfoOnce } from './app/user-info-refresh';
import { yieldToMain } from './app/yield-to-main';
import { warmIntl } from './shared/i18n/warm-intl';
import { initialLanguage } from './shared/i18n/initial-language';
import { activateCatalogueStore, createCatalogueStore } from './shared/i18n/catalogue-store';
import { loadMessages } from './shared/i18n/load-messages';
import './styles.css';

/**
 * Composition root of the web app: environment, language, store, router. Its steps run in tasks of
 * their own (yieldToMain; rules 21.5: Lighthouse mobile counts every task over 50 ms at 4x CPU as
 * blocking). The first render stays a plain (synchronous) one: as a transition it painted the
 * equipment table's loading state with taller headers first (CLS 0.027 at 1280 px, layout-stability).
 */
const start = async (): Promise<void> => {
  const environment = browserEnvironment();
  const language = initialLanguage(environment.storage, navigator.languages);
  const port = createNavigatePort();
  await yieldToMain();
  // The live stream (its code too) and the reads the first paint does not show wait until the
  // first screen has painted (app/first-screen-gate.ts).
  const firstScreen = createGate();
  holdBackgroundReads(firstScreen.opened);
  const store = createBrowserStore(environment.storage, language, port.navigate, firstScreen.opened);
  // A logged-out visitor lands on /login: load only the login scope of the catalogue; every other
  // screen loads the whole catalogue before it renders (src/app/lazy-route.ts).
  const scope = selectIsLoggedIn(store.getState()) ? 'full' : 'login';
  const messages = loadMessages(language, scope);
  await yieldToMain();
  // Rules 21.2: logged in, what the first screen needs starts at once and travels side by
  // side: the restored session's login/info, the router's lazy screen chunks (a router starts
  // loading its matched routes when created) and the catalogue, instead of one after the other.
  // Logged out, the router waits for the catalogue store, which its screens may ask to complete.
  if (selectRoutingSession(store.getState()) === 'pending') {
    void refreshUserInfoOnce(store.dispatch);
    await yieldToMain();
  }
  const early = scope === 'full' ? createAppRouter() : undefined;
  await yieldToMain();
  warmIntl(language);
  const catalogues = createCatalogueStore({ language, messages: await messages, scope });
  activateCatalogueStore(catalogues);
  const router = early ?? createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  void whenFirstScreenShown({
    isSettled: () => {
      const state = store.getState();
      return (
        router.state.initialized &&
        router.state.navigation.state === 'idle' &&
        selectRoutingSession(state) !== 'pending' &&
        Object.values(state.api.queries).every((query) => query?.status !== 'pending')
      );
    },
    subscribe: (listener) => {
      const fromStore = store.subscribe(listener);
      const fromRouter = router.subscribe(listener);
      return () => {
        fromStore();
        fromRouter();
      };
    },
  }).then(firstScreen.open);
  await yieldToMain();
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} router={router} port={port} environment={environment} catalogues={catalogues} />
    </StrictMode>,
  );
};

void start();
