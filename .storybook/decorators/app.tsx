import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { action } from 'storybook/actions';
import type { Language } from '@yardfleet/domain/locale/language';
import type { Region } from '@yardfleet/domain/locale/region';
import { createMemoryStorage } from '@yardfleet/data/ports';
import { selectLanguage } from '@yardfleet/data/slices/locale';
import { createStoryStore } from '../../apps/web/src/testing/story-store';
import { createNavigatePort, NavigatePortProvider } from '../../apps/web/src/app/navigate-port';
import { AppProviders } from '../../apps/web/src/app/providers';
import { loadMessages, type Messages } from '../../apps/web/src/shared/i18n/load-messages';
import { readAppParameters, type AppStoryParameters } from '../../apps/web/src/testing/story-parameters';
import { storyLanguage, storyRegion } from './globals';

const Slot = createContext<ReactNode>(null);
const SlotContent = () => <>{useContext(Slot)}</>;

/** A memory data router on `path` whose every route renders the story (Link, useNavigate, useSearchParams work). */
const StoryRouter = ({ path, children }: { readonly path: string; readonly children: ReactNode }) => {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <SlotContent /> }], { initialEntries: [path] }));
  return (
    <Slot.Provider value={children}>
      <RouterProvider router={router} />
    </Slot.Provider>
  );
};

interface FrameProps {
  readonly app: AppStoryParameters;
  readonly language: Language;
  readonly region: Region;
  readonly messages: Messages;
  readonly children: ReactNode;
}

/**
 * One story's app: a fresh store (memory storage, the fixture session of `app.user`), its navigate
 * port bound by the app's root layout (and logged in the Actions panel), AppProviders with the
 * toolbar's language and region, and a memory router unless the story renders the whole app.
 */
const AppFrame = ({ app, language, region, messages, children }: FrameProps) => {
  const [frame] = useState(() => {
    const storage = createMemoryStorage();
    const port = createNavigatePort();
    const logNavigate = action('navigate');
    const store = createStoryStore({
      ...(app.user ? { user: app.user } : {}),
      ...(app.equipmentList ? { equipmentList: app.equipmentList } : {}),
      language,
      storage,
      navigate: (path) => {
        logNavigate(path);
        port.navigate(path);
      },
    });
    return { storage, port, store, reload: action('reload page') };
  });
  // Like the app root: a language switched in place (the login route, rules 4.11) loads its catalogue.
  const current = useSyncExternalStore(frame.store.subscribe, () => selectLanguage(frame.store.getState()));
  const [catalogue, setCatalogue] = useState({ language, messages });
  useEffect(() => {
    if (current === catalogue.language) return;
    let live = true;
    void loadMessages(current).then((next) => {
      if (live) setCatalogue({ language: current, messages: next });
    });
    return () => {
      live = false;
    };
  }, [current, catalogue.language]);
  return (
    <NavigatePortProvider port={frame.port}>
      <AppProviders
        store={frame.store}
        language={catalogue.language}
        region={region}
        messages={catalogue.messages}
        environment={{ storage: frame.storage, reload: frame.reload }}
      >
        {app.router === false ? children : <StoryRouter path={app.route ?? '/'}>{children}</StoryRouter>}
      </AppProviders>
    </NavigatePortProvider>
  );
};

/**
 * Gives every story with `parameters.app` (apps/web/src/testing/story-parameters.ts) the web app's
 * providers; other stories (the UI kit) render as they are. A new language remounts the frame,
 * because the store sends the language as the `lang` header (rules 7.4).
 */
export const withApp: Decorator = (Story, context) => {
  const app = readAppParameters(context.parameters);
  if (!app) return <Story />;
  const language = storyLanguage(context.globals);
  const messages = (context.loaded.messages ?? {}) as Messages;
  return (
    <AppFrame key={`${context.id}:${language}`} app={app} language={language} region={storyRegion(context.globals)} messages={messages}>
      <Story />
    </AppFrame>
  );
};
