import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EquipmentFilters, EquipmentListRequest } from '@yardfleet/contract/endpoints/equipment';
import { DEFAULT_PAGE_SIZE } from '@yardfleet/domain/constants';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';

/** The service due filter (rules 4.8, 18.5; contract `equipmentOptionalFilterProps`): exactly due or exactly overdue. */
export type ServiceDueFilter = 'due' | 'overdue';
import type { TagId } from '@yardfleet/domain/entities/ids';
import { sessionCleared } from './session';

/**
 * The equipment list's view state (rules 2.10: kept when the user leaves /equipment and comes back):
 * the committed search text, the filters (null = any; service due is exactly due or overdue;
 * activity; faulty = with or without an error code), the 1-based page, the page size, and
 * whether the fleet is shown as a list or on the fleet map (rules 17.9; both use the filters).
 * Changing the search or a filter goes back to page 1.
 */
export interface EquipmentListState {
  readonly search: string;
  readonly category: EquipmentCategory | null;
  readonly inventoryStatus: InventoryStatus | null;
  readonly onlineStatus: OnlineStatus | null;
  readonly tagId: TagId | null;
  readonly serviceDue: ServiceDueFilter | null;
  /** Equipment activity (rules 4.5). */
  readonly activity: EquipmentActivity | null;
  /** True: machines reporting an error code; false: machines without one. */
  readonly faulty: boolean | null;
  readonly page: number;
  readonly pageSize: number;
  readonly view: EquipmentListView;
}

/** How the equipment screen shows the fleet: the paged table or the fleet map. */
export type EquipmentListView = 'list' | 'map';

export const initialEquipmentListState: EquipmentListState = {
  search: '',
  category: null,
  inventoryStatus: null,
  onlineStatus: null,
  tagId: null,
  serviceDue: null,
  activity: null,
  faulty: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  view: 'list',
};

export const equipmentListSlice = createSlice({
  name: 'equipmentList',
  initialState: initialEquipmentListState,
  reducers: {
    searchChanged: (state, action: PayloadAction<string>) => ({ ...state, search: action.payload, page: 1 }),
    categoryChanged: (state, action: PayloadAction<EquipmentCategory | null>) => ({ ...state, category: action.payload, page: 1 }),
    inventoryStatusChanged: (state, action: PayloadAction<InventoryStatus | null>) => ({ ...state, inventoryStatus: action.payload, page: 1 }),
    onlineStatusChanged: (state, action: PayloadAction<OnlineStatus | null>) => ({ ...state, onlineStatus: action.payload, page: 1 }),
    tagChanged: (state, action: PayloadAction<TagId | null>) => ({ ...state, tagId: action.payload, page: 1 }),
    serviceDueChanged: (state, action: PayloadAction<ServiceDueFilter | null>) => ({ ...state, serviceDue: action.payload, page: 1 }),
    activityChanged: (state, action: PayloadAction<EquipmentActivity | null>) => ({ ...state, activity: action.payload, page: 1 }),
    faultyChanged: (state, action: PayloadAction<boolean | null>) => ({ ...state, faulty: action.payload, page: 1 }),
    pageChanged: (state, action: PayloadAction<number>) => ({ ...state, page: Math.max(1, Math.floor(action.payload)) }),
    pageSizeChanged: (state, action: PayloadAction<number>) => ({ ...state, pageSize: action.payload, page: 1 }),
    filtersCleared: (state) => ({ ...initialEquipmentListState, pageSize: state.pageSize, view: state.view }),
    viewChanged: (state, action: PayloadAction<EquipmentListView>) => ({ ...state, view: action.payload }),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialEquipmentListState);
  },
});

export const {
  searchChanged,
  categoryChanged,
  inventoryStatusChanged,
  onlineStatusChanged,
  tagChanged,
  serviceDueChanged,
  activityChanged,
  faultyChanged,
  pageChanged,
  pageSizeChanged,
  filtersCleared,
  viewChanged,
} = equipmentListSlice.actions;

type WithList = { readonly equipmentList: EquipmentListState };

export const selectEquipmentListState = (state: WithList): EquipmentListState => state.equipmentList;

/** The filters of the contract for this view state (blank search -> null, at most 50 characters); the fleet map's request. */
export const toEquipmentFilters = (view: EquipmentListState): EquipmentFilters => {
  const search = view.search.trim().slice(0, 50);
  return {
    search: search.length > 0 ? search : null,
    category: view.category,
    inventoryStatus: view.inventoryStatus,
    onlineStatus: view.onlineStatus,
    tagId: view.tagId,
    serviceDue: view.serviceDue,
    activity: view.activity,
    faulty: view.faulty,
  };
};

/** The list request of the contract for this view state: the page, the page size and `toEquipmentFilters`. */
export const toEquipmentListRequest = (view: EquipmentListState): EquipmentListRequest => ({
  page: view.page,
  pageSize: view.pageSize,
  ...toEquipmentFilters(view),
});
