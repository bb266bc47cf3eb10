import { createContext, useContext } from 'react';
import type { RouteDecision } from '@yardfleet/domain/routing/route-for';

/** The `show` decision of the domain's routeFor for the current location (route, params, which home). */
export type ShowDecision = Extract<RouteDecision, { kind: 'show' }>;

export const RouteDecisionContext = createContext<ShowDecision | null>(null);

/** The routing decision the guard took for this location; null outside the guard (stories of bare views). */
export const useRouteDecision = (): ShowDecision | null => useContext(RouteDecisionContext);
