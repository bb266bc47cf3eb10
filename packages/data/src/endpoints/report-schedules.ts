import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { createReportSchedule, deleteReportSchedule, reportScheduleList, sendReportScheduleNow } from '@yardfleet/contract/endpoints/report-schedules';
import { api } from '../api';
import { contractRequest } from '../contract-request';

/** The company's schedule list (every role reads it); creating or deleting a schedule refreshes it. */
const SCHEDULE_LIST_TAG = { type: 'ReportSchedule' as const, id: 'LIST' };

/**
 * Scheduled reports (rules 10.10): `GET web/report/schedule/list` (the company's schedules,
 * tagged `{ type: 'ReportSchedule', id: 'LIST' }`), `POST web/report/schedule/create` (admin and
 * manager; recipients refused with 1170010001 `{ recipients }`) and `POST web/report/schedule/delete`
 * `{ id }`. Both changes invalidate the list. `POST web/report/schedule/send-now` `{ id }` mails a
 * schedule's report at once (entry `{ sentTo }`) and stores its last sent time, so it invalidates the list too.
 */
export const reportSchedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportScheduleList: build.query<ResponseOf<typeof reportScheduleList>, void>({
      query: contractRequest(reportScheduleList),
      providesTags: [SCHEDULE_LIST_TAG],
    }),
    createReportSchedule: build.mutation<ResponseOf<typeof createReportSchedule>, RequestOf<typeof createReportSchedule>>({
      query: contractRequest(createReportSchedule),
      invalidatesTags: [SCHEDULE_LIST_TAG],
    }),
    deleteReportSchedule: build.mutation<null, RequestOf<typeof deleteReportSchedule>>({
      query: contractRequest(deleteReportSchedule),
      invalidatesTags: [SCHEDULE_LIST_TAG],
    }),
    sendReportScheduleNow: build.mutation<ResponseOf<typeof sendReportScheduleNow>, RequestOf<typeof sendReportScheduleNow>>({
      query: contractRequest(sendReportScheduleNow),
      invalidatesTags: [SCHEDULE_LIST_TAG],
    }),
  }),
});

export const { useReportScheduleListQuery, useCreateReportScheduleMutation, useDeleteReportScheduleMutation, useSendReportScheduleNowMutation } =
  reportSchedulesApi;
