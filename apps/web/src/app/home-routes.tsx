import { lazy, Suspense } from 'react';
import { EquipmentListPage } from '../features/equipment/equipment-list-page';
import { useRouteDecision } from './route-decision';

/** The power home's screen, loaded only for the companies whose home it is. */
const PowerOverviewPage = lazy(() => import('../features/power/power-overview-page').then((module) => ({ default: module.PowerOverviewPage })));

/**
 * /home (rules 2.9, 4.14): the inventory home (the equipment list) for full-version companies, the power
 * home (the power overview) otherwise. Which one is the domain's decision (`routeFor(...).home`), read from the guard.
 * The equipment list is imported here; the power overview lazily (rules 21.3, mobile LCP: its three
 * chunks, about 9 KiB, would be requests on every full-version home's first paint). A power-only
 * company's first load does not wait a round trip for it: the route preload script preloads its
 * chunks beside home's when the stored user's company is not full-version (route-preload.config.ts
 * `powerHome`). No fallback: nothing else is on the page to move while it loads.
 */
export const HomeRoute = () =>
  useRouteDecision()?.home === 'power' ? (
    <Suspense fallback={null}>
      <PowerOverviewPage />
    </Suspense>
  ) : (
    <EquipmentListPage />
  );

export const Component = HomeRoute;
