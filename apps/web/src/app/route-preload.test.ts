import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@yardfleet/data/ports';
import { filesToPreload, type RoutePreloadConfig } from './route-preload';

const config: RoutePreloadConfig = {
  sessionKey: 'yardfleet.session',
  shell: ['assets/app-shell.js', 'assets/app-common.js'],
  routes: [
    ['^/equipment/?$', ['assets/equipment-list-page.js', 'assets/app-common.js']],
    ['^/equipment/[^/]+/?$', ['assets/equipment-detail-page.js']],
  ],
  catalogues: { 'en-US': 'assets/en-US.js', 'de-DE': 'assets/de-DE.js' },
};
const loggedIn = (extra: Record<string, string> = {}) => createMemoryStorage({ 'yardfleet.session': '{}', ...extra });

describe('route preload (issue 12 item 2)', () => {
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

  it('follows the stored language first (SPEC 1) and matches a route with an id', () => {
    expect(filesToPreload(config, '/equipment/42', loggedIn({ currentLang: 'en-US' }), ['de-DE'])).toEqual([
      'assets/app-shell.js',
      'assets/app-common.js',
      'assets/equipment-detail-page.js',
      'assets/en-US.js',
    ]);
  });

  it('names the shell and the catalogue alone on a path of no lazy screen', () => {
    expect(filesToPreload(config, '/nowhere', loggedIn(), [])).toEqual(['assets/app-shell.js', 'assets/app-common.js', 'assets/en-US.js']);
  });
});
