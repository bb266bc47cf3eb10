import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { alertRuleList, createAlertRule, deleteAlertRule, pauseAlertRule, previewAlertRule, updateAlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { alertWorkingHours, myAlertSettings, setAlertWorkingHours, setMyAlertSettings } from '@yardfleet/contract/endpoints/alert-settings';
import { acknowledgeAlerts, alertList, alertUnreadCount, equipmentAlerts, resolveAlerts } from '@yardfleet/contract/endpoints/alerts';
import { api } from '../api';
import { ALERT_RULE_TAG, ALERT_TAG, MY_ALERT_SETTINGS_TAG, WORKING_HOURS_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Alerts (rules 22), every call of the contract's alert-rules, alerts and alert-settings files:
 * - alerts: a page of the company's alerts (`POST alert/list`, filters in the body), the bell's
 *   count (`GET alert/unreadCount`) and a machine's open and acknowledged alerts
 *   (`POST alert/for-equipment`) all carry ALERT_TAG; acknowledging or resolving (one or up to 100)
 *   invalidates it, so the page, the count and the machine's card refetch together, as does a live
 *   `alert` event (live/cache-updater.ts);
 * - rules: the list carries ALERT_RULE_TAG; create, update, pause and delete invalidate it, and
 *   update and delete also ALERT_TAG (alerts show their rule's current name; a deleted rule's alerts
 *   are gone). The preview (`POST alert/rule/preview`) stores nothing, so it is a mutation that
 *   invalidates nothing (the editor shows its answer, never a cached one);
 * - settings: the company's working hours and the caller's mail preference, each its own
 *   AlertSettings tag, invalidated by its set call.
 * Field errors (1170010001) reach the screens as the mutation's error (`validationErrorsOf`).
 */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertList: build.query<ResponseOf<typeof alertList>, RequestOf<typeof alertList>>({ query: contractRequest(alertList), providesTags: [ALERT_TAG] }),
    alertUnreadCount: build.query<ResponseOf<typeof alertUnreadCount>, void>({ query: contractRequest(alertUnreadCount), providesTags: [ALERT_TAG] }),
    equipmentAlerts: build.query<ResponseOf<typeof equipmentAlerts>, RequestOf<typeof equipmentAlerts>>({
      query: contractRequest(equipmentAlerts),
      providesTags: [ALERT_TAG],
    }),
    acknowledgeAlerts: build.mutation<ResponseOf<typeof acknowledgeAlerts>, RequestOf<typeof acknowledgeAlerts>>({
      query: contractRequest(acknowledgeAlerts),
      invalidatesTags: [ALERT_TAG],
    }),
    resolveAlerts: build.mutation<ResponseOf<typeof resolveAlerts>, RequestOf<typeof resolveAlerts>>({
      query: contractRequest(resolveAlerts),
      invalidatesTags: [ALERT_TAG],
    }),
    alertRuleList: build.query<ResponseOf<typeof alertRuleList>, void>({ query: contractRequest(alertRuleList), providesTags: [ALERT_RULE_TAG] }),
    createAlertRule: build.mutation<ResponseOf<typeof createAlertRule>, RequestOf<typeof createAlertRule>>({
      query: contractRequest(createAlertRule),
      invalidatesTags: [ALERT_RULE_TAG],
    }),
    updateAlertRule: build.mutation<ResponseOf<typeof updateAlertRule>, RequestOf<typeof updateAlertRule>>({
      query: contractRequest(updateAlertRule),
      invalidatesTags: [ALERT_RULE_TAG, ALERT_TAG],
    }),
    pauseAlertRule: build.mutation<ResponseOf<typeof pauseAlertRule>, RequestOf<typeof pauseAlertRule>>({
      query: contractRequest(pauseAlertRule),
      invalidatesTags: [ALERT_RULE_TAG],
    }),
    deleteAlertRule: build.mutation<null, RequestOf<typeof deleteAlertRule>>({
      query: contractRequest(deleteAlertRule),
      invalidatesTags: [ALERT_RULE_TAG, ALERT_TAG],
    }),
    previewAlertRule: build.mutation<ResponseOf<typeof previewAlertRule>, RequestOf<typeof previewAlertRule>>({ query: contractRequest(previewAlertRule) }),
    alertWorkingHours: build.query<ResponseOf<typeof alertWorkingHours>, void>({
      query: contractRequest(alertWorkingHours),
      providesTags: [WORKING_HOURS_TAG],
    }),
    setAlertWorkingHours: build.mutation<ResponseOf<typeof setAlertWorkingHours>, RequestOf<typeof setAlertWorkingHours>>({
      query: contractRequest(setAlertWorkingHours),
      invalidatesTags: [WORKING_HOURS_TAG],
    }),
    myAlertSettings: build.query<ResponseOf<typeof myAlertSettings>, void>({ query: contractRequest(myAlertSettings), providesTags: [MY_ALERT_SETTINGS_TAG] }),
    setMyAlertSettings: build.mutation<ResponseOf<typeof setMyAlertSettings>, RequestOf<typeof setMyAlertSettings>>({
      query: contractRequest(setMyAlertSettings),
      invalidatesTags: [MY_ALERT_SETTINGS_TAG],
    }),
  }),
});

export const {
  useAlertListQuery,
  useAlertUnreadCountQuery,
  useEquipmentAlertsQuery,
  useAcknowledgeAlertsMutation,
  useResolveAlertsMutation,
  useAlertRuleListQuery,
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
  usePauseAlertRuleMutation,
  useDeleteAlertRuleMutation,
  usePreviewAlertRuleMutation,
  useAlertWorkingHoursQuery,
  useSetAlertWorkingHoursMutation,
  useMyAlertSettingsQuery,
  useSetMyAlertSettingsMutation,
} = alertsApi;
