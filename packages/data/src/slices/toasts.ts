import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS } from '@yardfleet/domain/constants';

/** How a toast looks: its level decides colour and role (error -> alert, others -> status). */
export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * What a toast says. The data layer never writes prose: the web app translates these (rules 8.5).
 * - `text`: a server message or an error's own text, shown as is;
 * - `http_failure`: "Code: {status}, Message: {message}" (translated template);
 * - `timeout`: the translated request-timeout message;
 * - `network`: the translated "could not reach the server" message (rules 8.3: never the browser's
 *   raw "Failed to fetch", which stays in the ApiError for the caller and logs);
 * - `unexpected`: the translated "something went wrong, try again" message for a failure of the app
 *   itself (a request that could not be prepared, a flow that threw): never a lost click;
 * - `database_unavailable`: the translated "Yardfleet can't reach its database" (the server's 503
 *   database_unavailable / database_timeout, rules 20.9), `retrying` while a read is being
 *   sent again, else "try again in a moment".
 */
export type ToastContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'http_failure'; readonly status: number; readonly message: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'unexpected' }
  | { readonly kind: 'database_unavailable'; readonly retrying: boolean };

export interface Toast {
  readonly id: string;
  readonly level: ToastLevel;
  readonly content: ToastContent;
  /** Milliseconds it stays before it is dismissed (rules 9.3, default 3000). */
  readonly durationMs: number;
}

export interface ToastsState {
  readonly queue: readonly Toast[];
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { queue: [] } as ToastsState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.queue = [...state.queue, action.payload];
      },
      prepare: (toast: { level: ToastLevel; content: ToastContent; durationMs?: number }) => ({
        payload: { id: nanoid(), level: toast.level, content: toast.content, durationMs: toast.durationMs ?? TOAST_DURATION_MS },
      }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const selectToasts = (state: { readonly toasts: ToastsState }): readonly Toast[] => state.toasts.queue;
