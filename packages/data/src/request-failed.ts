import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from './api-error';

/**
 * Dispatched by the base query for every failed request whose outcome the error policy of rules 8
 * decides (effects.ts carries the policy out: toasts, the 1401 alert, timers, navigation).
 */
export const requestFailed = createAction<ApiError>('api/requestFailed');

/**
 * Dispatched by the base query when a read the server's database could not serve (HTTP 503
 * database_unavailable / database_timeout) will be sent again after its Retry-After (rules
 * 20.9); effects.ts shows that Yardfleet can't reach its database and is retrying.
 */
export const requestRetrying = createAction<ApiError>('api/requestRetrying');
