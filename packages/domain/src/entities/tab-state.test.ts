import { describe, expect, it } from 'vitest';
import { closeTab, initialTabState, visitTab } from './tab-state';

describe('SPEC 2, 3 tab list of visited routes with a home tab', () => {
  it('visiting routes appends tabs once and moves the current one', () => {
    let s = initialTabState();
    s = visitTab(s, { path: '/equipment', titleKey: 'equipment' });
    s = visitTab(s, { path: '/people', titleKey: 'people' });
    s = visitTab(s, { path: '/equipment', titleKey: 'equipment' });
    expect(s).toEqual({ current: '/equipment', tabs: [{ path: '/home', titleKey: 'home' }, { path: '/equipment', titleKey: 'equipment' }, { path: '/people', titleKey: 'people' }] });
  });

  it.each([
    ['closing the current tab selects its left neighbour', '/people', '/equipment', ['/home', '/equipment']],
    ['closing another tab keeps the current one', '/equipment', '/people', ['/home', '/people']],
    ['the home tab never closes', '/home', '/people', ['/home', '/equipment', '/people']],
    ['closing an unknown tab changes nothing', '/dealer', '/people', ['/home', '/equipment', '/people']],
  ])('%s', (_name, close, current, paths) => {
    const s = visitTab(visitTab(initialTabState(), { path: '/equipment', titleKey: 'equipment' }), { path: '/people', titleKey: 'people' });
    const after = closeTab(s, close);
    expect(after.current).toBe(current);
    expect(after.tabs.map((t) => t.path)).toEqual(paths);
  });
});
