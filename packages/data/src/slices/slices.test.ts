import { describe, expect, it } from 'vitest';
import type { UserId } from '@yardfleet/domain/entities/ids';
import { categoryChanged, equipmentListSlice, pageChanged, searchChanged, toEquipmentListRequest } from './equipment-list';
import { sessionCleared, sessionStarted } from './session';
import { routeVisited, tabClosed, tabsSlice } from './tabs';

const tabs = (actions: Parameters<typeof tabsSlice.reducer>[1][]) => actions.reduce(tabsSlice.reducer, tabsSlice.getInitialState());

describe('tabs (tab state, rules 3.11)', () => {
  it('starts with the home tab and adds each visited route once', () => {
    expect(tabs([])).toEqual({ current: '/home', visited: ['/home'] });
    expect(tabs([routeVisited('/equipment'), routeVisited('/personal/personalCenter'), routeVisited('/equipment')])).toEqual({
      current: '/equipment',
      visited: ['/home', '/equipment', '/personal/personalCenter'],
    });
  });

  it('never closes the home tab; closing the current tab makes its left neighbour current', () => {
    expect(tabs([tabClosed('/home')]).visited).toEqual(['/home']);
    const state = tabs([routeVisited('/equipment'), routeVisited('/personal/personalCenter'), tabClosed('/personal/personalCenter')]);
    expect(state).toEqual({ current: '/equipment', visited: ['/home', '/equipment'] });
  });

  it('resets when the session ends', () => {
    expect(tabs([routeVisited('/equipment'), sessionCleared()])).toEqual({ current: '/home', visited: ['/home'] });
  });
});

describe('equipment list view state (rules 2.10)', () => {
  it('goes back to page 1 when the search or a filter changes, and maps to the contract request', () => {
    const state = [pageChanged(3), categoryChanged('mower'), pageChanged(2), searchChanged('  YF22 ')].reduce(
      equipmentListSlice.reducer,
      equipmentListSlice.getInitialState(),
    );
    expect(state.page).toBe(1);
    expect(toEquipmentListRequest(state)).toEqual({
      page: 1,
      pageSize: 20,
      search: 'YF22',
      category: 'mower',
      inventoryStatus: null,
      onlineStatus: null,
      tagId: null,
      serviceDue: null,
      activity: null,
      faulty: null,
    });
  });

  it('is kept while logged in and dropped when the session ends', () => {
    const kept = [categoryChanged('blower'), sessionStarted({ token: 't', uid: 'u' as UserId })].reduce(
      equipmentListSlice.reducer,
      equipmentListSlice.getInitialState(),
    );
    expect(kept.category).toBe('blower');
    expect(equipmentListSlice.reducer(kept, sessionCleared()).category).toBeNull();
  });
});
