import { combineReducers } from '@reduxjs/toolkit';
import { api } from './api';
import { alertSlice } from './slices/alert';
import { dealerViewSlice } from './slices/dealer-view';
import { equipmentListSlice } from './slices/equipment-list';
import { localeSlice } from './slices/locale';
import { reportViewSlice } from './slices/report-view';
import { sessionSlice } from './slices/session';
import { tabsSlice } from './slices/tabs';
import { toastsSlice } from './slices/toasts';

/** Every slice of the app store: the api cache, session, locale, tabs, toasts, alert, equipment list view, report view, dealer view. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  locale: localeSlice.reducer,
  tabs: tabsSlice.reducer,
  toasts: toastsSlice.reducer,
  alert: alertSlice.reducer,
  equipmentList: equipmentListSlice.reducer,
  reportView: reportViewSlice.reducer,
  dealerView: dealerViewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
