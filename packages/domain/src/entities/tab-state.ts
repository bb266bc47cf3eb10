import * as t from 'io-ts';

/** The route path of the home tab, which is always present, first and cannot be closed (rules 2.5). */
export const HOME_TAB_PATH = '/home';

/**
 * Tab state (rules 3.11): the current route and the list of tabs, one per visited route path in the
 * order first visited, the home tab first. Titles come from the route table (routing/routes).
 */
export const TabState = t.type({ current: t.string, visited: t.readonlyArray(t.string) }, 'TabState');
export type TabState = t.TypeOf<typeof TabState>;

/** The initial tab state: only the home tab, which is current. */
export const INITIAL_TAB_STATE: TabState = { current: HOME_TAB_PATH, visited: [HOME_TAB_PATH] };

/** Visiting `path` makes it current and appends a tab for it when it has none (rules 2.5). */
export const visitTab = (state: TabState, path: string): TabState => ({
  current: path,
  visited: state.visited.includes(path) ? state.visited : [...state.visited, path],
});

/**
 * Closing the tab of `path` removes it; the home tab never closes and unknown paths change nothing.
 * When the current tab closes, its left neighbour (or home) becomes current.
 */
export const closeTab = (state: TabState, path: string): TabState => {
  const index = state.visited.indexOf(path);
  if (path === HOME_TAB_PATH || index < 0) return state;
  const visited = state.visited.filter((p) => p !== path);
  const current = state.current === path ? (visited[Math.max(0, index - 1)] ?? HOME_TAB_PATH) : state.current;
  return { current, visited };
};
