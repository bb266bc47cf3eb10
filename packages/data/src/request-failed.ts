import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from './api-error';

/**
 * Dispatched by the base query for every failed request whose outcome the error policy of SPEC 8
 * decides (effects.ts carries the policy out: toasts, the 1401 alert, timers, navigation).
 */
export const requestFailed = createAction<ApiError>('api/requestFailed');
