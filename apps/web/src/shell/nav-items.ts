import type { Role } from '@yardfleet/domain/entities/person';
import { routeFor, type RoutingSession } from '@yardfleet/domain/routing/route-for';
import { can } from '@yardfleet/domain/rules/permissions';
import { ROUTES, type RouteKey } from '@yardfleet/domain/routing/routes';

/** Sidebar screens that exist in this build. */
const BUILT_SIDEBAR_SCREENS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'power',
  'equipment',
  'gateway',
  'people',
  'warehouse',
  'report',
  'dealer',
  'alerts',
]);

/**
 * The sidebar menu for `session` (rules 2.1, 2.3): the sidebar routes whose screens exist, kept only where
 * the domain's routeFor would show them to this user (full version: Home, Power and Equipment;
 * power-only: Home and Power), People only for a role the domain's PERMISSIONS let view people (admin,
 * manager; rules 6.2).
 */
export const navItemsFor = (session: RoutingSession, role: Role | null = null): { readonly key: RouteKey; readonly path: string }[] =>
  ROUTES.filter((route) => route.sidebar && BUILT_SIDEBAR_SCREENS.has(route.key))
    .filter((route) => routeFor(session, route.path).kind === 'show')
    .filter((route) => route.key !== 'people' || can(role, 'people.view'))
    .map((route) => ({ key: route.key, path: route.path }));
