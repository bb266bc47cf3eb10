import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MaintenanceLogView } from '@yardfleet/contract/endpoints/maintenance';
import type { ReminderView } from '@yardfleet/contract/endpoints/equipment-detail';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import {
  useAddMaintenanceLogMutation,
  useDeleteMaintenanceLogMutation,
  useEditMaintenanceLogMutation,
  useMaintenanceListQuery,
  useMaintenanceReminderQuery,
  useSetMaintenanceReminderMutation,
} from '@yardfleet/data/endpoints/maintenance';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import type { EquipmentId } from '@yardfleet/domain/entities/ids';
import { logDayOf, logDayToday, type MaintenanceLogForm, type MaintenanceLogValues, type ReminderPlanForm } from '@yardfleet/domain/forms/maintenance-log';
import { currencyOf, formatRegionDate } from '@yardfleet/domain/locale/region';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { ConfirmDialog } from '../../../shared/lazy-confirm-dialog';
import { useRegion } from '../../../shared/environment';
import { commonMessages } from '../../../shared/i18n/common-messages';
import { useConfirmedAction } from '../../../shared/use-confirmed-action';
import { useSuccessToast } from '../../../shared/use-success-toast';
import { LogDialog, ReminderDialog } from './lazy-dialogs';
import { maintenanceMessages, rowMessages } from './maintenance-messages';
import { MaintenanceView, type MaintenanceResult } from './maintenance-view';
import { loadErrorDetail } from '../../../shared/i18n/error-messages';
import { serviceTypeWords } from '../../../shared/i18n/maintenance-words';

/** Props of the service and maintenance section of the equipment detail (rules 18). */
export interface MaintenanceSectionProps {
  readonly equipmentId: EquipmentId;
  /** Current engine hours of the machine (hours), the default runtime of a new log. */
  readonly engineHours: number;
  /** True when the role may change fleet data (domain `can(role, 'fleet.edit')`). */
  readonly canEdit: boolean;
}

type Open = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly log: MaintenanceLogView } | { readonly kind: 'reminder' } | null;

const formOf = (log: MaintenanceLogView): MaintenanceLogForm => ({
  serviceType: log.serviceType,
  date: logDayOf(log.date),
  runtimeHours: String(Math.round(log.runtimeHours * 100) / 100),
  laborTimeHours: String(Math.round(log.laborTimeHours * 100) / 100),
  expense: (log.expense.minorUnits / 100).toFixed(2),
  performedBy: log.performedBy,
  details: log.details,
});

const planFormOf = (reminder: ReminderView | undefined): ReminderPlanForm => {
  const plan = reminder?.plan;
  if (plan === undefined || plan.kind === 'off') return { kind: 'off', every: '', unit: 'months' };
  return plan.kind === 'date'
    ? { kind: 'date', every: String(plan.every), unit: plan.unit }
    : { kind: 'engine_hours', every: String(plan.every), unit: 'months' };
};

/**
 * The connected service and maintenance section of the equipment detail (rules 18): the machine's
 * reminder plan and log through the data layer, the Set reminder and add / edit log dialogs
 * (server 1170010001 field errors shown on their fields), delete after a confirmation, and a
 * success toast after each change (failures are the error policy's toasts).
 */
export const MaintenanceSection = ({ equipmentId, engineHours, canEdit }: MaintenanceSectionProps) => {
  const intl = useIntl();
  const region = useRegion();
  const list = useMaintenanceListQuery({ id: equipmentId });
  const reminder = useMaintenanceReminderQuery({ id: equipmentId });
  const [addLog, adding] = useAddMaintenanceLogMutation();
  const [editLog, editing] = useEditMaintenanceLogMutation();
  const [deleteLog, deleting] = useDeleteMaintenanceLogMutation();
  const [setReminder, settingReminder] = useSetMaintenanceReminderMutation();
  const [open, setOpen] = useState<Open>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, ValidationError>>>({});

  const formatDate = (iso: string) => formatRegionDate(new Date(iso), region);
  const toast = useSuccessToast();
  const done = (message: 'logAdded' | 'logSaved' | 'logDeleted' | 'reminderSaved') => toast(maintenanceMessages[message]);
  const removal = useConfirmedAction(
    (log: MaintenanceLogView) => deleteLog({ id: log.id, equipmentId }),
    () => done('logDeleted'),
  );
  const toDelete = removal.target;
  const close = () => {
    setOpen(null);
    setFieldErrors({});
  };
  const answered = (message: 'logAdded' | 'logSaved' | 'reminderSaved') => (answer: { error?: unknown }) => {
    if (answer.error === undefined) {
      close();
      done(message);
    } else setFieldErrors(validationErrorsOf(answer.error));
  };
  const failed = list.error ?? reminder.error;
  const result: MaintenanceResult =
    list.data !== undefined && reminder.data !== undefined
      ? { kind: 'ready', reminder: reminder.data, logs: list.data.logs }
      : list.isError || reminder.isError
        ? { kind: 'error', detail: loadErrorDetail(intl, failed) }
        : { kind: 'loading' };
  const saveLog = (values: MaintenanceLogValues) => {
    const date = IsoDateTime.is(values.date) ? values.date : undefined;
    if (date === undefined || open === null || open.kind === 'reminder') return;
    const currency = open.kind === 'edit' ? open.log.expense.currency : currencyOf(region);
    const fields = {
      serviceType: values.serviceType,
      date,
      runtimeHours: values.runtimeHours,
      laborTimeHours: values.laborTimeHours,
      expense: { minorUnits: values.expenseMinorUnits, currency },
      performedBy: values.performedBy,
      details: values.details,
    };
    if (open.kind === 'add') void addLog({ equipmentId, ...fields }).then(answered('logAdded'));
    else void editLog({ id: open.log.id, equipmentId, ...fields }).then(answered('logSaved'));
  };

  return (
    <>
      <MaintenanceView
        result={result}
        canEdit={canEdit}
        formatDate={formatDate}
        onRetry={() => {
          void list.refetch();
          void reminder.refetch();
        }}
        onSetReminder={() => setOpen({ kind: 'reminder' })}
        onAdd={() => setOpen({ kind: 'add' })}
        onEdit={(log) => setOpen({ kind: 'edit', log })}
        onDelete={removal.ask}
      />
      {open !== null && open.kind !== 'reminder' ? (
        <LogDialog
          mode={open.kind}
          initial={
            open.kind === 'edit'
              ? formOf(open.log)
              : {
                  serviceType: 'maintenance',
                  date: logDayToday(new Date()),
                  runtimeHours: String(engineHours),
                  laborTimeHours: '',
                  expense: '',
                  performedBy: '',
                  details: '',
                }
          }
          currency={open.kind === 'edit' ? open.log.expense.currency : currencyOf(region)}
          busy={adding.isLoading || editing.isLoading}
          serverErrors={fieldErrors}
          onCancel={close}
          onSave={saveLog}
        />
      ) : null}
      {open?.kind === 'reminder' ? (
        <ReminderDialog
          initial={planFormOf(reminder.data)}
          busy={settingReminder.isLoading}
          serverError={fieldErrors['every']}
          onCancel={close}
          onSave={(plan) => void setReminder({ equipmentId, plan }).then(answered('reminderSaved'))}
        />
      ) : null}
      <ConfirmDialog
        {...removal.dialog}
        title={intl.formatMessage(maintenanceMessages.deleteTitle)}
        message={
          toDelete
            ? intl.formatMessage(rowMessages.deleteQuestion, {
                type: intl.formatMessage(serviceTypeWords[toDelete.serviceType]),
                date: formatDate(toDelete.date),
              })
            : ''
        }
        confirmLabel={intl.formatMessage(maintenanceMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={deleting.isLoading}
      />
    </>
  );
};
