import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { createBrowserStore } from './app/create-store';
import { browserEnvironment } from './app/environment';
import { createNavigatePort } from './app/navigate-port';
import { createAppRouter } from './app/router';
import { initialLanguage } from './i18n/initial-language';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

/** Composition root of the web app: environment, language, store, router. */
const start = async (): Promise<void> => {
  const environment = browserEnvironment();
  const language = initialLanguage(environment.storage, navigator.languages);
  const messages = await loadMessages(language);
  const port = createNavigatePort();
  const store = createBrowserStore(environment.storage, language, port.navigate);
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} router={router} port={port} environment={environment} initial={{ language, messages }} />
    </StrictMode>,
  );
};

void start();
