import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { HOME_PATH } from '@yardfleet/domain/routing/route-for';
import { sessionCleared } from './session';

/**
 * Tab state (SPEC 3): the current route and the visited routes, in the order first visited.
 * The home tab (/home) is always first and cannot be closed.
 */
export interface TabsState {
  readonly current: string;
  readonly visited: readonly string[];
}

const initialState: TabsState = { current: HOME_PATH, visited: [HOME_PATH] };

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    /** The user opened `path` (a pathname): it becomes current and gets a tab if it had none. */
    routeVisited: (state, action: PayloadAction<string>) => {
      const path = action.payload;
      if (!state.visited.includes(path)) state.visited = [...state.visited, path];
      state.current = path;
    },
    /**
     * The user closed the tab of `path`. The home tab stays. Closing the current tab makes its left
     * neighbour current (the screen follows it).
     */
    tabClosed: (state, action: PayloadAction<string>) => {
      const path = action.payload;
      const index = state.visited.indexOf(path);
      if (path === HOME_PATH || index < 0) return;
      const remaining = state.visited.filter((p) => p !== path);
      state.visited = remaining;
      if (state.current === path) state.current = remaining[Math.max(0, index - 1)] ?? HOME_PATH;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { routeVisited, tabClosed } = tabsSlice.actions;
export const selectTabs = (state: { readonly tabs: TabsState }): TabsState => state.tabs;
