/**
 * The routes `npm run bench:lighthouse` measures (docs/benchmarks.md) and who is logged in for each:
 * /login logged out; /home, /equipment, an equipment detail (`/equipment/:id`, apps/web router),
 * /warehouse, /report and /dealer (the directory's first page, its map fitted to dealers in the
 * United States and Europe) as the company admin; /power as the power-only company's admin, since
 * /power is the power-only home (rules 2.9; a full-version admin's home is the inventory).
 */

/** Who a route is measured as: nobody, the full-version admin, or the power-only admin. */
export type RouteUser = 'none' | 'admin' | 'power';

/** A measured route: a short key, its path (`:id` filled with a real machine), and its user. */
export interface BenchRoute {
  readonly key: string;
  readonly path: string;
  readonly user: RouteUser;
}

/** Every measured route, in the order printed. */
export const ROUTES: readonly BenchRoute[] = [
  { key: 'login', path: '/login', user: 'none' },
  { key: 'home', path: '/home', user: 'admin' },
  { key: 'equipment', path: '/equipment', user: 'admin' },
  { key: 'detail', path: '/equipment/:id', user: 'admin' },
  { key: 'warehouse', path: '/warehouse', user: 'admin' },
  { key: 'power', path: '/power', user: 'power' },
  { key: 'report', path: '/report', user: 'admin' },
  { key: 'dealer', path: '/dealer', user: 'admin' },
];
