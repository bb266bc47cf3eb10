import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@yardfleet/data/ports';
import { LOGIN_INFO } from './first-calls';
import { earlyRequests, filesToPreload, type RoutePreloadConfig } from './route-preload';

const config: RoutePreloadConfig = {
  sessionKey: 'yardfleet.session',
  shell: ['assets/app-shell.js', 'assets/app-common.js'],
  routes: [
    ['^/equipment/?$', ['assets/equipment-list-page.js', 'assets/app-common.js']],
    ['^/equipment/[^/]+/?$', ['assets/equipment-detail-page.js']],
  ],
  powerHome: ['^/home/?$', ['assets/power-overview-page.js', 'assets/system-topology.js']],
  catalogues: { 'en-US': 'assets/en-US.js', 'de-DE': 'assets/de-DE.js' },
};
const loggedIn = (extra: Record<string, string> = {}) => createMemoryStorage({ 'yardfleet.session': '{}', ...extra });

describe('route preload (rules 21.2)', () => {
  it('names nothing without a stored session: the login page loads only what index.html names', () => {
    expect(filesToPreload(config, '/equipment', createMemoryStorage(), ['en-US'])).toEqual([]);
  });

  it("names the shell, the route's chunks once each, and the browser language's catalogue", () => {
    expect(filesToPreload(config, '/equipment', loggedIn(), ['de-AT', 'en-US'])).toEqual([
      'assets/app-shell.js',
      'assets/app-common.js',
      'assets/equipment-list-page.js',
      'assets/de-DE.js',
    ]);
  });

  it('follows the stored language first (rules 1.5) and matches a route with an id', () => {
    expect(filesToPreload(config, '/equipment/42', loggedIn({ currentLang: 'en-US' }), ['de-DE'])).toEqual([
      'assets/app-shell.js',
      'assets/app-common.js',
      'assets/equipment-detail-page.js',
      'assets/en-US.js',
    ]);
  });

  it("names the power home's chunks on /home only when the stored user's company is not full-version (rules 2.9, 4.14)", () => {
    const as = (companyRole: string) => loggedIn({ 'yardfleet.session': JSON.stringify({ user: { companyRole } }) });
    expect(filesToPreload(config, '/home', as('POWER_ONLY'), ['en-US'])).toEqual([
      'assets/app-shell.js',
      'assets/app-common.js',
      'assets/power-overview-page.js',
      'assets/system-topology.js',
      'assets/en-US.js',
    ]);
    expect(filesToPreload(config, '/home', as('FULL_VERSION'), ['en-US'])).not.toContain('assets/power-overview-page.js');
    expect(filesToPreload(config, '/equipment', as('POWER_ONLY'), ['en-US'])).not.toContain('assets/power-overview-page.js');
  });

  it('names the shell and the catalogue alone on a path of no lazy screen', () => {
    expect(filesToPreload(config, '/nowhere', loggedIn(), [])).toEqual(['assets/app-shell.js', 'assets/app-common.js', 'assets/en-US.js']);
  });

  it("sends nothing early without a stored session's token and uid", () => {
    expect(earlyRequests('yardfleet.session', '/equipment', createMemoryStorage(), ['en-US'], () => 'id')).toEqual([]);
    expect(earlyRequests('yardfleet.session', '/equipment', loggedIn(), ['en-US'], () => 'id')).toEqual([]);
  });

  it("sends the route's first reads with the headers the base query would send, keeping a new deviceId", () => {
    let counter = 0;
    const storage = createMemoryStorage({
      'yardfleet.session': JSON.stringify({ token: 'tok_1', uid: 'usr_1', user: { companyRole: 'FULL_VERSION' } }),
      currentLang: 'de-DE',
    });
    const requests = earlyRequests('yardfleet.session', '/report', storage, ['en-US'], () => `id-${++counter}`);
    expect(requests.map((request) => request.path)).toEqual([
      LOGIN_INFO.path,
      '/web-hmac/web/personal/company',
      '/web-hmac/web/tag/list',
      '/web-hmac/web/warehouse/list',
    ]);
    expect(requests[0]).toEqual({
      method: 'GET',
      path: LOGIN_INFO.path,
      body: undefined,
      token: 'tok_1',
      lang: 'de-DE',
      headers: { deviceType: '1', lang: 'de-DE', deviceId: 'id-1', traceId: 'id-2', token: 'tok_1', uid: 'usr_1' },
    });
    expect(storage.getItem('deviceId')).toBe('id-1');
    expect(new Set(requests.map((request) => request.headers['traceId'])).size).toBe(requests.length);
  });
});
