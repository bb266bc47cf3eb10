import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import {
  addMaintenanceLog,
  deleteMaintenanceLog,
  editMaintenanceLog,
  maintenanceList,
  maintenanceReminder,
  setMaintenanceReminder,
} from '@yardfleet/contract/endpoints/maintenance';
import type { EquipmentId } from '@yardfleet/domain/entities/ids';
import { api } from '../api';
import { EQUIPMENT_LIST_TAG, equipmentTag, reportTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/** The maintenance cache tag of one machine (its log list and its reminder plan). */
const maintenanceTag = (equipmentId: string) => ({ type: 'Maintenance' as const, id: equipmentId });

/** Edit and delete name a log by its id; the machine id rides along (not sent) to refresh that machine. */
type OfMachine<R> = R & { readonly equipmentId: EquipmentId };

/**
 * Service and maintenance of one machine (rules 3.5, 4.8, 18): its log list and reminder
 * plan (tagged `{ type: 'Maintenance', id: equipmentId }`), add / edit / delete a log and set the
 * plan (admin, manager). Every write invalidates the machine's maintenance, its detail
 * (`{ type: 'Equipment', id }`: reminder standing, last service) and the equipment list (due /
 * overdue pills).
 */
export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    maintenanceList: build.query<ResponseOf<typeof maintenanceList>, RequestOf<typeof maintenanceList>>({
      query: contractRequest(maintenanceList),
      providesTags: (_result, _error, arg) => [maintenanceTag(arg.id)],
    }),
    maintenanceReminder: build.query<ResponseOf<typeof maintenanceReminder>, RequestOf<typeof maintenanceReminder>>({
      query: contractRequest(maintenanceReminder),
      providesTags: (_result, _error, arg) => [maintenanceTag(arg.id)],
    }),
    addMaintenanceLog: build.mutation<ResponseOf<typeof addMaintenanceLog>, RequestOf<typeof addMaintenanceLog>>({
      query: contractRequest(addMaintenanceLog),
      invalidatesTags: (_result, _error, arg) => [maintenanceTag(arg.equipmentId), equipmentTag(arg.equipmentId), EQUIPMENT_LIST_TAG, reportTag('maintenance')],
    }),
    editMaintenanceLog: build.mutation<ResponseOf<typeof editMaintenanceLog>, OfMachine<RequestOf<typeof editMaintenanceLog>>>({
      query: ({ equipmentId: _machine, ...request }) => contractRequest(editMaintenanceLog)(request),
      invalidatesTags: (_result, _error, arg) => [maintenanceTag(arg.equipmentId), equipmentTag(arg.equipmentId), EQUIPMENT_LIST_TAG, reportTag('maintenance')],
    }),
    deleteMaintenanceLog: build.mutation<null, OfMachine<RequestOf<typeof deleteMaintenanceLog>>>({
      query: ({ id }) => contractRequest(deleteMaintenanceLog)({ id }),
      invalidatesTags: (_result, _error, arg) => [maintenanceTag(arg.equipmentId), equipmentTag(arg.equipmentId), EQUIPMENT_LIST_TAG, reportTag('maintenance')],
    }),
    setMaintenanceReminder: build.mutation<ResponseOf<typeof setMaintenanceReminder>, RequestOf<typeof setMaintenanceReminder>>({
      query: contractRequest(setMaintenanceReminder),
      invalidatesTags: (_result, _error, arg) => [maintenanceTag(arg.equipmentId), equipmentTag(arg.equipmentId), EQUIPMENT_LIST_TAG, reportTag('maintenance')],
    }),
  }),
});

export const {
  useMaintenanceListQuery,
  useMaintenanceReminderQuery,
  useAddMaintenanceLogMutation,
  useEditMaintenanceLogMutation,
  useDeleteMaintenanceLogMutation,
  useSetMaintenanceReminderMutation,
} = maintenanceApi;
