import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportSchedule } from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportFilters, ReportKind } from '@yardfleet/contract/endpoints/reports';
import { isFullVersion } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import {
  useCreateReportScheduleMutation,
  useDeleteReportScheduleMutation,
  useReportScheduleListQuery,
  useSendReportScheduleNowMutation,
} from '@yardfleet/data/endpoints/report-schedules';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { toastShown } from '@yardfleet/data/slices/toasts';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';
import { useRegion } from '../../shared/environment';
import { commonMessages } from '../../shared/i18n/common-messages';
import { reportKindWords } from '../../shared/i18n/report-words';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';
import { deleteQuestion, scheduleMessages, sentToMessage } from './report-schedules-messages';
import { ScheduleDialog } from './lazy-schedule-dialog';
import { describeFilters, formatRunTime, type FilterNames } from './schedule-format';
import { ReportSchedulesView, type SchedulesResult } from './schedule-list';

const FULL_VERSION_REPORTS: readonly ReportKind[] = ['inventory', 'usage', 'maintenance', 'power'];
const POWER_ONLY_REPORTS: readonly ReportKind[] = ['power'];

/** The filters a schedule of `kind` keeps: the power report applies the warehouse only (contract ReportFilters). */
const filtersFor = (kind: ReportKind, filters: ReportFilters): ReportFilters =>
  kind === 'power' ? { tagId: null, category: null, warehouseId: filters.warehouseId } : filters;

export interface ReportSchedulesPanelProps {
  /** The report on screen: preselected in the schedule dialog. */
  readonly kind: ReportKind;
  /** The report's current filters: a new schedule keeps them (shown read-only in the dialog). */
  readonly filters: ReportFilters;
}

/**
 * The connected scheduled reports panel under /report's report (rules 10.10): the company's
 * schedules (every role), "Schedule this report" and delete for roles with the domain's
 * `report.schedule` (admin, manager), plus "Send now" per row (the status toast says to how many
 * recipients it went), times in the company's time zone (`GET personal/company`;
 * the browser's local time while it is not known). A status toast follows each change; the
 * server's field error on the recipients shows in the dialog, which keeps what was typed.
 */
export const ReportSchedulesPanel = ({ kind, filters }: ReportSchedulesPanelProps) => {
  const intl = useIntl();
  const region = useRegion();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const fullVersion = user !== null && isFullVersion(user);
  const canSchedule = can(user?.role ?? null, 'report.schedule');
  // Below the report: asked once the first screen has painted (shared/background-reads.ts).
  const list = useReportScheduleListQuery(undefined, { skip: !useBackgroundReadsAllowed() });
  const company = useCompanySettingsQuery();
  const schedules = list.data?.schedules ?? [];
  const needsTags = fullVersion && (filters.tagId !== null || schedules.some((s) => s.filters.tagId !== null));
  const needsWarehouses = fullVersion && (filters.warehouseId !== null || schedules.some((s) => s.filters.warehouseId !== null));
  const tags = useTagListQuery(undefined, { skip: !needsTags });
  const warehouses = useWarehouseListQuery(undefined, { skip: !needsWarehouses });
  const [create, creating] = useCreateReportScheduleMutation();
  const [remove, removing] = useDeleteReportScheduleMutation();
  const [sendNow, sending] = useSendReportScheduleNowMutation();
  const [sendingId, setSendingId] = useState<string | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [recipientsError, setRecipientsError] = useState<ValidationError | undefined>(undefined);
  const [timingErrors, setTimingErrors] = useState<Partial<Record<'weekday' | 'dayOfMonth' | 'timeOfDay', ValidationError>> | undefined>(undefined);

  const names: FilterNames = {
    tagName: (tagId) => {
      for (const group of tags.data?.groups ?? []) {
        const tag = group.tags.find((t) => t.id === tagId);
        if (tag) return `${group.name} · ${tag.name}`;
      }
      return undefined;
    },
    warehouseName: (warehouseId) => warehouses.data?.warehouses.find((w) => w.id === warehouseId)?.name,
  };
  const timeZone = company.data?.timeZone;
  const toast = useSuccessToast();
  const removal = useConfirmedAction(
    (schedule: ReportSchedule) => remove({ id: schedule.id }),
    () => toast(scheduleMessages.deleted),
  );
  const toDelete = removal.target;
  const result: SchedulesResult = useLoadResult(list, (data) => ({ schedules: data.schedules }));

  return (
    <>
      <ReportSchedulesView
        result={result}
        canSchedule={canSchedule}
        describeFilters={(shown) => describeFilters(intl, shown, names)}
        formatTime={(iso) => formatRunTime(intl, iso, timeZone, region)}
        busyId={removing.isLoading ? toDelete?.id : undefined}
        onSchedule={() => {
          setRecipientsError(undefined);
          setDialogOpen(true);
        }}
        onDelete={removal.ask}
        sendingId={sending.isLoading ? sendingId : undefined}
        onSendNow={(schedule) => {
          setSendingId(schedule.id);
          void sendNow({ id: schedule.id }).then((answer) => {
            setSendingId(undefined);
            const text =
              answer.data !== undefined ? intl.formatMessage(sentToMessage, { count: answer.data.sentTo }) : intl.formatMessage(scheduleMessages.sendFailed);
            dispatch(toastShown({ level: answer.data !== undefined ? 'success' : 'error', content: { kind: 'text', text } }));
          });
        }}
        onRetry={() => void list.refetch()}
      />
      {dialogOpen ? (
        <ScheduleDialog
          kinds={fullVersion ? FULL_VERSION_REPORTS : POWER_ONLY_REPORTS}
          initialKind={kind}
          filtersSummary={(chosen) => describeFilters(intl, filtersFor(chosen, filters), names)}
          defaultRecipient={user?.email}
          busy={creating.isLoading}
          recipientsError={recipientsError}
          timingErrors={timingErrors}
          onCancel={() => setDialogOpen(false)}
          onSubmit={(choice) => {
            setRecipientsError(undefined);
            setTimingErrors(undefined);
            void create({
              kind: choice.kind,
              filters: filtersFor(choice.kind, filters),
              frequency: choice.frequency,
              weekday: choice.weekday,
              dayOfMonth: choice.dayOfMonth,
              timeOfDay: choice.timeOfDay,
              recipients: [...choice.recipients],
            }).then((answer) => {
              if (answer.error !== undefined) {
                const fields = validationErrorsOf(answer.error);
                setRecipientsError(fields['recipients']);
                setTimingErrors({ weekday: fields['weekday'], dayOfMonth: fields['dayOfMonth'], timeOfDay: fields['timeOfDay'] });
                return;
              }
              setDialogOpen(false);
              toast(scheduleMessages.created);
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        {...removal.dialog}
        title={intl.formatMessage(scheduleMessages.deleteTitle)}
        message={
          toDelete
            ? intl.formatMessage(deleteQuestion, {
                report: intl.formatMessage(reportKindWords[toDelete.kind]),
                recipients: intl.formatList(toDelete.recipients, { type: 'conjunction' }),
              })
            : ''
        }
        confirmLabel={intl.formatMessage(scheduleMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading}
      />
    </>
  );
};
