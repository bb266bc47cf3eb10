import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { closeTab, INITIAL_TAB_STATE, visitTab, type TabState } from '@yardfleet/domain/entities/tab-state';
import { sessionCleared } from './session';

/**
 * Tab state (rules 3.11): the current route and the visited routes, in the order first visited.
 * The home tab (/home) is always first and cannot be closed. The rules are the domain's
 * (`visitTab`, `closeTab`); this slice only stores their result.
 */
export type TabsState = TabState;

const initialState: TabsState = INITIAL_TAB_STATE;

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    /** The user opened `path` (a pathname): it becomes current and gets a tab if it had none. */
    routeVisited: (state, action: PayloadAction<string>) => visitTab(state, action.payload),
    /**
     * The user closed the tab of `path`. The home tab stays. Closing the current tab makes its left
     * neighbour current (the screen follows it).
     */
    tabClosed: (state, action: PayloadAction<string>) => closeTab(state, action.payload),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { routeVisited, tabClosed } = tabsSlice.actions;
export const selectTabs = (state: { readonly tabs: TabsState }): TabsState => state.tabs;
