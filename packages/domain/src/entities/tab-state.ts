import * as t from 'io-ts';

/** The route path of the home tab, which is always present and cannot be closed (SPEC 2). */
export const HOME_TAB_PATH = '/home';

/** One tab of the visited-routes list: its path (with query) and the route key used for its title. */
export const Tab = t.type({ path: t.string, titleKey: t.string }, 'Tab');
export type Tab = t.TypeOf<typeof Tab>;

/** Tab state (SPEC 3): the current route and the list of tabs. */
export const TabState = t.type({ current: t.string, tabs: t.array(Tab) }, 'TabState');
export type TabState = t.TypeOf<typeof TabState>;

/** The initial tab state: only the home tab, which is current. */
export const initialTabState = (): TabState => ({
  current: HOME_TAB_PATH,
  tabs: [{ path: HOME_TAB_PATH, titleKey: 'home' }],
});

/** Visiting a route makes it current and appends a tab for it when none exists (SPEC 2). */
export const visitTab = (state: TabState, tab: Tab): TabState => ({
  current: tab.path,
  tabs: state.tabs.some((x) => x.path === tab.path) ? state.tabs : [...state.tabs, tab],
});

/**
 * Closing a tab removes it; the home tab never closes. When the current tab closes, its left
 * neighbour (or home) becomes current.
 */
export const closeTab = (state: TabState, path: string): TabState => {
  if (path === HOME_TAB_PATH) return state;
  const index = state.tabs.findIndex((x) => x.path === path);
  if (index < 0) return state;
  const tabs = state.tabs.filter((x) => x.path !== path);
  const current = state.current === path ? (tabs[index - 1] ?? tabs[0])?.path ?? HOME_TAB_PATH : state.current;
  return { current, tabs };
};
