import { lazy, Suspense } from 'react';
import { DelayedSpinner } from './delayed-spinner';
import { useRouteDecision } from './route-decision';

/** The inventory home's screen, loaded only when it is the home shown (issue 12 item 3). */
const EquipmentListPage = lazy(() => import('../features/equipment/equipment-list-page').then((m) => ({ default: m.EquipmentListPage })));

/** The power home's screen (its map and charger code), loaded only for power-only companies. */
const PowerOverviewPage = lazy(() => import('../features/power/power-overview-page').then((m) => ({ default: m.PowerOverviewPage })));

/**
 * /home (SPEC 2, 4): the inventory home (the equipment list) for full-version companies, the power
 * home (the power overview) otherwise. Which one is the domain's decision (`routeFor(...).home`),
 * read from the guard. Only the chosen screen's code is downloaded (issue 12 item 3: /home used to
 * load both); a failed load reaches the route's error element, which asks to refresh (SPEC 8).
 */
export const HomeRoute = () => {
  const power = useRouteDecision()?.home === 'power';
  return <Suspense fallback={<DelayedSpinner />}>{power ? <PowerOverviewPage /> : <EquipmentListPage />}</Suspense>;
};

export const Component = HomeRoute;
