import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import type { Region } from '@yardfleet/domain/locale/region-host';
import { createMemoryStorage, type KeyValueStorage } from '@yardfleet/data/ports';
import { createStoryStore } from './story-store';
import { createNavigatePort, NavigatePortProvider } from '../app/navigate-port';
import { AppProviders } from '../app/providers';
import { createAppMemoryRouter } from '../app/router';

/** Origin of requests in jsdom tests (msw/node answers them; handlers match any origin). */
export const TEST_ORIGIN = 'http://localhost';

export interface RenderAppOptions {
  readonly user?: UserInfo;
  readonly storage?: KeyValueStorage;
  readonly region?: Region;
}

/**
 * Renders the whole app (guard, shell, lazy screens) on `path` in a memory router, with a story
 * store (logged in as `user` when given), memory storage and a spy for page reloads.
 */
export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  const storage = options.storage ?? createMemoryStorage();
  const reload = vi.fn();
  const port = createNavigatePort();
  const store = createStoryStore({ ...(options.user ? { user: options.user } : {}), storage, baseUrl: TEST_ORIGIN, navigate: port.navigate });
  const router = createAppMemoryRouter(path);
  const view = render(
    <NavigatePortProvider port={port}>
      <AppProviders store={store} language="en-US" region={options.region ?? 'na'} environment={{ storage, reload }}>
        <RouterProvider router={router} />
      </AppProviders>
    </NavigatePortProvider>,
  );
  return { ...view, store, router, storage, reload };
};

export interface RenderWithProvidersOptions extends RenderAppOptions {
  /** Records the store's navigations (default: ignores them). */
  readonly navigate?: (path: string) => void;
}

/**
 * Renders `ui` (a screen part, outside the router) inside the app's providers: a story store
 * logged in as `user` when given, memory storage (or `storage`), region `na` unless given, en-US.
 * Returns the render result and the store (for its toasts and cache).
 */
export const renderWithProviders = (ui: ReactNode, options: RenderWithProvidersOptions = {}) => {
  const storage = options.storage ?? createMemoryStorage();
  const store = createStoryStore({
    ...(options.user ? { user: options.user } : {}),
    storage,
    baseUrl: TEST_ORIGIN,
    navigate: options.navigate ?? (() => undefined),
  });
  const view = render(
    <AppProviders store={store} language="en-US" region={options.region ?? 'na'} environment={{ storage, reload: () => undefined }}>
      {ui}
    </AppProviders>,
  );
  return { ...view, store };
};

/**
 * A matchMedia stub for a viewport `width` px wide, answering `(max-width: Npx)` and
 * `(min-width: Npx)` queries; install with `vi.stubGlobal('matchMedia', matchMediaFor(800))`.
 */
export const matchMediaFor = (width: number) => (query: string) => {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
};
