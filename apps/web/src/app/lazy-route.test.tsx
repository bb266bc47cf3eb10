import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS } from '@yardfleet/domain/constants';
import { createStoryStore } from '../testing/story-store';
import { ChunkLoadTimeoutError, isChunkLoadError, lazyScreen } from './lazy-route';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { createTestServer } from '../testing/test-server';

// Every request fails the test: the lazy screens load chunks, never data.
createTestServer();
afterEach(() => {
  vi.useRealTimers();
});

describe('lazy screens (rules 8.4, 9.3)', () => {
  it('gives up on a screen chunk after 60 s', async () => {
    vi.useFakeTimers();
    const never = lazyScreen(() => new Promise(() => undefined));
    const loading = never();
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('recognises the dynamic-import failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/login-page-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('asks to refresh when a screen chunk fails to load, and the button reloads', async () => {
    const reload = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders store={createStoryStore()} language="en-US" region="na" environment={{ reload }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('This page could not be loaded, possibly because a new version was released. Please refresh the page.')).toBeTruthy();
    screen.getByRole('button', { name: 'Refresh' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
