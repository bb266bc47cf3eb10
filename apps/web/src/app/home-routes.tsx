import { EquipmentListPage } from '../features/equipment/equipment-list-page';
import { PowerOverviewPage } from '../features/power/power-overview-page';
import { useRouteDecision } from './route-decision';

/**
 * /home (SPEC 2, 4): the inventory home (the equipment list) for full-version companies, the power
 * home (the power overview) otherwise. Which one is the domain's decision (`routeFor(...).home`), read from the guard.
 * Both screens are imported here, not lazily (issue 12 item 3, measured): the power overview adds
 * about 10 KiB (brotli) to the inventory home's first load, while loading the chosen screen only
 * after this module would add a round trip (about 150 ms on Lighthouse's mobile network) to it.
 */
export const HomeRoute = () => (useRouteDecision()?.home === 'power' ? <PowerOverviewPage /> : <EquipmentListPage />);

export const Component = HomeRoute;
