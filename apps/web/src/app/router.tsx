import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { DelayedSpinner } from './delayed-spinner';
import { lazyScreen } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/**
 * The route objects of the app (rules 2.1), every screen loaded lazily (200 ms before a loader shows,
 * 60 s timeout, a chunk-load error asks to refresh; rules 8.4, 9.3). The guard applies the domain's
 * routeFor to every path first; unknown paths fall through to Not found. Stories render these
 * with `createMemoryRouter(appRoutes, { initialEntries })`.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: DelayedSpinner,
    children: [
      {
        element: <RouteGuard />,
        children: [
          {
            lazy: lazyScreen(() => import('../shell/app-shell')),
            children: [
              { path: 'home', lazy: lazyScreen(() => import('./home-routes')) },
              { path: 'power', lazy: lazyScreen(() => import('../features/power/power-overview-page')) },
              { path: 'power/:id', lazy: lazyScreen(() => import('../features/power/charge-system-page')) },
              { path: 'gateway', lazy: lazyScreen(() => import('../features/gateways/gateway-list-page')) },
              { path: 'gateway/:id', lazy: lazyScreen(() => import('../features/gateways/gateway-detail-page')) },
              { path: 'equipment', lazy: lazyScreen(() => import('../features/equipment/equipment-list-page')) },
              { path: 'equipment/:id', lazy: lazyScreen(() => import('../features/equipment-detail/equipment-detail-page')) },
              { path: 'tags', lazy: lazyScreen(() => import('../features/tags/tags-page')) },
              { path: 'warehouse', lazy: lazyScreen(() => import('../features/warehouses/warehouse-list-page')) },
              { path: 'warehouse/new', lazy: lazyScreen(() => import('../features/warehouses/warehouse-setup-page')) },
              { path: 'warehouse/:id/edit', lazy: lazyScreen(() => import('../features/warehouses/warehouse-setup-page')) },
              { path: 'people', lazy: lazyScreen(() => import('../features/people/people-page')) },
              { path: 'report', lazy: lazyScreen(() => import('../features/report/report-page')) },
              { path: 'alerts', lazy: lazyScreen(() => import('../features/alerts/alerts-page')) },
              { path: 'alerts/rules', lazy: lazyScreen(() => import('../features/alerts/alert-rules-page')) },
              { path: 'dealer', lazy: lazyScreen(() => import('../features/dealers/dealer-list-page')) },
              { path: 'personal/personalCenter', lazy: lazyScreen(() => import('../features/personal-center/personal-center-page')) },
              { path: 'personal/legalInformation', lazy: lazyScreen(() => import('../features/legal/legal-information-page')) },
              { path: 'security', lazy: lazyScreen(() => import('../features/security-log/security-log-page')) },
              { path: 'api-keys', lazy: lazyScreen(() => import('../features/api-keys/api-keys-page')) },
              { path: 'webhooks', lazy: lazyScreen(() => import('../features/webhooks/webhooks-page')) },
            ],
          },
          { path: 'login', lazy: lazyScreen(() => import('../features/login/login-page'), 'login') },
          {
            path: 'register-company',
            lazy: lazyScreen(() => import('../features/register/registration-page').then((m) => ({ Component: m.RegisterCompanyPage }))),
          },
          {
            path: 'register-personal',
            lazy: lazyScreen(() => import('../features/register/registration-page').then((m) => ({ Component: m.RegisterPersonalPage }))),
          },
          { path: 'register-invite', lazy: lazyScreen(() => import('../features/register/register-invite-page')) },
          { path: 'activate', lazy: lazyScreen(() => import('../features/register/activate-page')) },
          { path: 'forgot-password', lazy: lazyScreen(() => import('../features/register/forgot-password-page')) },
          { path: 'reset-password', lazy: lazyScreen(() => import('../features/register/reset-password-page')) },
          {
            path: 'protocol/user-agreement',
            lazy: lazyScreen(() => import('../features/legal/protocol-page').then((m) => ({ Component: m.UserAgreementPage }))),
          },
          {
            path: 'protocol/privacy-policy',
            lazy: lazyScreen(() => import('../features/legal/protocol-page').then((m) => ({ Component: m.PrivacyPolicyPage }))),
          },
          { path: 'welcome', lazy: lazyScreen(() => import('../features/account/welcome-page')) },
          { path: 'guest', lazy: lazyScreen(() => import('../features/account/guest-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser router of the app. */
export const createAppRouter = () => createBrowserRouter(appRoutes);

/** A memory router on `path` (stories and tests). */
export const createAppMemoryRouter = (path: string) => createMemoryRouter(appRoutes, { initialEntries: [path] });
