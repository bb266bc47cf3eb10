import { EquipmentListPage } from '../features/equipment/equipment-list-page';
import { PowerOverviewPage } from '../features/power/power-overview-page';
import { useRouteDecision } from './route-decision';

/**
 * /home (SPEC 2, 4): the inventory home (the equipment list) for full-version companies, the power
 * home (the power overview) otherwise. Which one is the domain's decision (`routeFor(...).home`), read from the guard.
 */
export const HomeRoute = () => (useRouteDecision()?.home === 'power' ? <PowerOverviewPage /> : <EquipmentListPage />);

export const Component = HomeRoute;
