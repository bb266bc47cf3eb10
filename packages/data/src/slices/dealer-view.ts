import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerCategory, DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';
import { DEFAULT_PAGE_SIZE } from '@yardfleet/domain/constants';
import { sessionCleared } from './session';

/** The /dealer filters: search text (name, town, city, postcode), category, country (ISO alpha-2), region, null = all; collection only. */
export interface DealerFilters {
  readonly search: string;
  readonly category: DealerCategory | null;
  readonly country: string | null;
  readonly region: DealerRegion | null;
  readonly collectionOnly: boolean;
}

/**
 * The /dealer view state (kept when leaving, rules 2.17, 15.5): the filters, the 1-based page and
 * its size, whether "Nearby" is on, and the town or postcode typed to measure from instead (`near`,
 * '' for none; rules 15.4). Only the choice is kept, never the position: coming back
 * with Nearby on asks the browser again (rules 15.4). Changing a filter goes back to page 1.
 */
export interface DealerViewState {
  readonly filters: DealerFilters;
  readonly nearby: boolean;
  readonly near: string;
  readonly page: number;
  readonly pageSize: number;
}

export const NO_DEALER_FILTERS: DealerFilters = { search: '', category: null, country: null, region: null, collectionOnly: false };

export const initialDealerViewState: DealerViewState = { filters: NO_DEALER_FILTERS, nearby: false, near: '', page: 1, pageSize: DEFAULT_PAGE_SIZE };

export const dealerViewSlice = createSlice({
  name: 'dealerView',
  initialState: initialDealerViewState,
  reducers: {
    /** Sets the given filters; `NO_DEALER_FILTERS` clears them. */
    dealerFiltersChanged: (state, action: PayloadAction<Partial<DealerFilters>>) => ({ ...state, filters: { ...state.filters, ...action.payload }, page: 1 }),
    /** "Nearby" on (the list is asked with the user's position, nearest first) or off (by name). */
    dealerNearbyChanged: (state, action: PayloadAction<boolean>) => ({ ...state, nearby: action.payload, page: 1 }),
    /** The town or postcode to measure from ('' clears it); back to page 1. */
    dealerNearChanged: (state, action: PayloadAction<string>) => ({ ...state, near: action.payload, page: 1 }),
    dealerPageChanged: (state, action: PayloadAction<number>) => ({ ...state, page: Math.max(1, Math.floor(action.payload)) }),
    dealerPageSizeChanged: (state, action: PayloadAction<number>) => ({ ...state, pageSize: action.payload, page: 1 }),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialDealerViewState);
  },
});

export const { dealerFiltersChanged, dealerNearbyChanged, dealerNearChanged, dealerPageChanged, dealerPageSizeChanged } = dealerViewSlice.actions;

export const selectDealerView = (state: { readonly dealerView: DealerViewState }): DealerViewState => state.dealerView;
