import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_VERSION, POWER_VERSION } from '../entities/user-info';
import { loginRedirectFor, routeFor, safeRedirectTarget, type RouteDecision, type RoutingSession } from './route-for';
import { ROUTES } from './routes';

const user = (companyName: string | null, companyRole: string, userType: number): RoutingSession => ({
  kind: 'logged_in',
  user: { companyName, companyRole, userType },
});

const SESSIONS = {
  loggedOut: { kind: 'logged_out' },
  fullAdmin: user('Green Acres', FULL_VERSION, 1),
  powerOnly: user('Volt Grounds', POWER_VERSION, 1),
  noCompany: user(null, FULL_VERSION, 1),
  type3: user('Green Acres', FULL_VERSION, 3),
  type2: user('Green Acres', FULL_VERSION, 2),
} satisfies Record<string, RoutingSession>;
type Kind = keyof typeof SESSIONS;
const KINDS = Object.keys(SESSIONS) as Kind[];

/** Decision shorthand: show, login (redirect with ?redirect=), home, guest, welcome, nf (not found). */
type Short = 'show' | 'login' | 'home' | 'guest' | 'welcome' | 'nf';
const short = (d: RouteDecision): string => {
  switch (d.kind) {
    case 'show':
      return 'show';
    case 'not_found':
      return 'nf';
    case 'set_language':
      return `lang:${d.language}`;
    case 'redirect':
      return d.to.startsWith('/login?redirect=') || d.to === '/login'
        ? 'login'
        : d.to === '/home'
          ? 'home'
          : d.to === '/guest'
            ? 'guest'
            : d.to === '/welcome'
              ? 'welcome'
              : d.to;
  }
};

// Columns: loggedOut, fullAdmin, powerOnly, noCompany, type3, type2 (rules 2.1 routes x rules 4.14).
const TABLE: [string, Short, Short, Short, Short, Short, Short][] = [
  ['/home', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/power', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/power/42', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/equipment', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/equipment/42', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/gateway', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/gateway/42', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/people', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/dealer', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/report', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/alerts', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/alerts/rules', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/warehouse', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/warehouse/new', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/warehouse/42/edit', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/personal/personalCenter', 'login', 'show', 'show', 'show', 'welcome', 'show'],
  ['/personal/legalInformation', 'login', 'show', 'show', 'show', 'welcome', 'show'],
  ['/tags', 'login', 'show', 'nf', 'guest', 'welcome', 'show'],
  ['/security', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/api-keys', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/webhooks', 'login', 'show', 'show', 'guest', 'welcome', 'show'],
  ['/login', 'show', 'home', 'home', 'guest', 'welcome', 'home'],
  ['/register-personal', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/register-invite', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/register-company', 'show', 'show', 'show', 'show', 'welcome', 'nf'],
  ['/reset-password', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/forgot-password', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/activate', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/protocol/user-agreement', 'show', 'show', 'show', 'show', 'show', 'show'],
  ['/protocol/privacy-policy', 'show', 'show', 'show', 'show', 'show', 'show'],
  ['/welcome', 'login', 'home', 'home', 'home', 'show', 'home'],
  ['/guest', 'login', 'home', 'home', 'show', 'welcome', 'home'],
  ['/noFound', 'show', 'show', 'show', 'show', 'welcome', 'show'],
  ['/no-such-page', 'nf', 'nf', 'nf', 'nf', 'welcome', 'nf'],
  ['/', 'login', 'home', 'home', 'home', 'home', 'home'],
];

describe('session routing (rules 4.14) for every route of rules 2.1 and kind of user', () => {
  for (const [path, ...expected] of TABLE) {
    it.each(KINDS.map((k, i) => [k, expected[i]] as const))(`${path} for %s -> %s`, (kind, want) => {
      expect(short(routeFor(SESSIONS[kind], path))).toBe(want);
    });
  }

  it('every route of rules 2.1 is in the table', () => {
    const tabled = new Set(TABLE.map(([p]) => p.replace('/42', '/:id')));
    expect(ROUTES.map((r) => r.path).filter((p) => !tabled.has(p))).toEqual([]);
  });

  it('/home is the inventory home for full version and the power home otherwise', () => {
    const full = routeFor(SESSIONS.fullAdmin, '/home');
    const power = routeFor(SESSIONS.powerOnly, '/home');
    expect(full.kind === 'show' && full.home).toBe('inventory');
    expect(power.kind === 'show' && power.home).toBe('power');
  });

  it('the charge system detail gets its id', () => {
    const d = routeFor(SESSIONS.powerOnly, '/power/CS-7%2F1');
    expect(d.kind === 'show' && d.params).toEqual({ id: 'CS-7/1' });
  });

  it('a logged-out user keeps the whole path and query in the redirect', () => {
    expect(routeFor(SESSIONS.loggedOut, '/equipment?page=2&q=mower')).toEqual({ kind: 'redirect', to: loginRedirectFor('/equipment?page=2&q=mower') });
    expect(loginRedirectFor('/equipment?page=2')).toBe('/login?redirect=%2Fequipment%3Fpage%3D2');
  });

  it.each(['/en-US', '/fr-FR', '/de-DE', '/nl-NL', '/es-ES', '/it-IT'].map((p) => [p]))('the locale path %s sets the language for any user', (path) => {
    for (const kind of KINDS) expect(routeFor(SESSIONS[kind], path)).toEqual({ kind: 'set_language', language: path.slice(1), to: '/' });
  });

  it.each([
    ['/equipment', '/equipment'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    [null, '/home'],
    ['', '/home'],
  ])('after login the redirect %j is followed as %s', (redirect, to) => {
    expect(safeRedirectTarget(redirect)).toBe(to);
  });
});

describe('session routing properties (rules 4.14)', () => {
  const protectedPaths = ROUTES.filter((r) => !r.open).map((r) => r.path.replace(':id', '7'));
  const anyPath = fc.oneof(fc.constantFrom(...ROUTES.map((r) => r.path.replace(':id', '7'))), fc.stringMatching(/^\/[a-zA-Z0-9/_-]{0,30}$/));
  const anyUser = fc.record({
    companyName: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
    companyRole: fc.constantFrom(FULL_VERSION, POWER_VERSION, ''),
    userType: fc.constantFrom(1, 2, 3, 4),
  });

  it('a logged-out user never gets show on a protected route', () => {
    fc.assert(
      fc.property(fc.constantFrom(...protectedPaths), fc.webQueryParameters(), (path, q) => {
        expect(routeFor({ kind: 'logged_out' }, `${path}?${q}`).kind).toBe('redirect');
      }),
    );
  });

  it('user type 3 never gets anything but /welcome or the protocol pages', () => {
    fc.assert(
      fc.property(anyUser, anyPath, (u, path) => {
        const d = routeFor({ kind: 'logged_in', user: { ...u, userType: 3 } }, path);
        if (d.kind === 'show') expect(['/welcome', '/protocol/user-agreement', '/protocol/privacy-policy']).toContain(d.route.path);
        else if (d.kind === 'redirect') expect(['/welcome', '/home']).toContain(d.to);
        else expect(d.kind).toBe('set_language');
        if (d.kind === 'redirect' && d.to === '/home') expect(path.replace(/\/+$/, '')).toBe('');
      }),
    );
  });

  it('a power-only company never shows an inventory route', () => {
    fc.assert(
      fc.property(anyUser, anyPath, (u, path) => {
        const d = routeFor({ kind: 'logged_in', user: { ...u, companyRole: POWER_VERSION } }, path);
        if (d.kind === 'show') expect(d.route.inventory).toBe(false);
      }),
    );
  });

  it('a user without a company name only sees guest routes', () => {
    fc.assert(
      fc.property(anyUser, anyPath, (u, path) => {
        const d = routeFor({ kind: 'logged_in', user: { ...u, companyName: null } }, path);
        if (d.kind === 'show') expect(d.route.guest).toBe(true);
      }),
    );
  });
});
