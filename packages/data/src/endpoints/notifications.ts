import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { notificationList, notificationMarkAllRead, notificationMarkRead, notificationUnreadCount } from '@yardfleet/contract/endpoints/notifications';
import { api } from '../api';
import { NOTIFICATION_TAG } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Notifications (rules 13): the panel's page of the company's notifications (newest
 * first, with the caller's read state), the bell's unread count (the server's, rules 2.7), and
 * marking one or all read for the caller. Every read carries NOTIFICATION_TAG; marking read and a
 * live `notification` event invalidate it, so the list and the count refetch together.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationList: build.query<ResponseOf<typeof notificationList>, RequestOf<typeof notificationList>>({
      query: contractRequest(notificationList),
      providesTags: [NOTIFICATION_TAG],
    }),
    notificationUnreadCount: build.query<ResponseOf<typeof notificationUnreadCount>, void>({
      query: contractRequest(notificationUnreadCount),
      providesTags: [NOTIFICATION_TAG],
    }),
    markNotificationRead: build.mutation<ResponseOf<typeof notificationMarkRead>, RequestOf<typeof notificationMarkRead>>({
      query: contractRequest(notificationMarkRead),
      invalidatesTags: [NOTIFICATION_TAG],
    }),
    markAllNotificationsRead: build.mutation<ResponseOf<typeof notificationMarkAllRead>, void>({
      query: contractRequest(notificationMarkAllRead),
      invalidatesTags: [NOTIFICATION_TAG],
    }),
  }),
});

export const { useNotificationListQuery, useNotificationUnreadCountQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } =
  notificationsApi;
