import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the app (architecture 4). Areas inject their endpoints
 * (endpoints/auth.ts, endpoints/equipment.ts, endpoints/tags.ts); items are tagged
 * `{ type, id }` and lists `{ type, id: 'LIST' }` so changes refresh them.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Equipment',
    'Tag',
    'User',
    'Maintenance',
    'Warehouse',
    'MapConfig',
    'Power',
    'ChargeSystem',
    'Charger',
    'Report',
    'ReportSchedule',
    'Gateway',
    'Dealer',
    'DealerFilters',
    'Notification',
    'SecurityLog',
    'Alert',
    'AlertRule',
    'AlertSettings',
  ],
  endpoints: () => ({}),
});
