import { EquipmentListPage } from '../features/equipment/equipment-list-page';
import { PowerHomePage } from '../features/power-home/power-home-page';
import { useRouteDecision } from './route-decision';

/**
 * /home (SPEC 2, 4): the inventory home (the equipment list) for full-version companies, the power
 * home otherwise. Which one is the domain's decision (`routeFor(...).home`), read from the guard.
 */
export const HomeRoute = () => (useRouteDecision()?.home === 'power' ? <PowerHomePage /> : <EquipmentListPage />);

export const Component = HomeRoute;
