import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link of a screen's text (the way back from a detail page, "Go to the home page"): green,
 * underlined, small, a router link to `to` (an app path, e.g. "/equipment" or the list's URL with
 * its search and page).
 */
export const TextLink = ({ to, children }: { readonly to: string; readonly children: ReactNode }) => (
  <Link to={to} className="text-sm font-medium text-emerald-700 underline hover:text-emerald-900">
    {children}
  </Link>
);
