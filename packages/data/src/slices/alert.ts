import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The blocking alert of code 1401 (rules 8.1): the server's message and a confirm button. Confirming
 * (or 5 minutes passing) ends the session; the listener in effects.ts carries that out.
 */
export interface AlertState {
  readonly open: { readonly message: string } | null;
}

export const alertSlice = createSlice({
  name: 'alert',
  initialState: { open: null } as AlertState,
  reducers: {
    sessionAlertShown: (_state, action: PayloadAction<{ message: string }>) => ({ open: { message: action.payload.message } }),
    sessionAlertConfirmed: () => ({ open: null }),
    sessionAlertClosed: () => ({ open: null }),
  },
});

export const { sessionAlertShown, sessionAlertConfirmed, sessionAlertClosed } = alertSlice.actions;
export const selectSessionAlert = (state: { readonly alert: AlertState }): AlertState['open'] => state.alert.open;
