import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppMemoryRouter } from '../app/router';

/**
 * The whole web app (route guard, shell, lazy screens, toasts, the 1401 alert) on a memory router
 * starting at `path`. Render it inside the app frame (AppProviders and a NavigatePortProvider), as
 * the Storybook frame does with `parameters.app.router = false`.
 */
export const AppAtRoute = ({ path }: { readonly path: string }) => {
  const [router] = useState(() => createAppMemoryRouter(path));
  return <RouterProvider router={router} />;
};
