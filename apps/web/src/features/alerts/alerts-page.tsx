import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Alert } from '@yardfleet/contract/endpoints/alerts';
import { isFullVersion } from '@yardfleet/domain/entities/user-info';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { useAcknowledgeAlertsMutation, useAlertListQuery, useResolveAlertsMutation } from '@yardfleet/data/endpoints/alerts';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { commonMessages } from '../../shared/i18n/common-messages';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { useCompanyTime } from '../../shared/use-company-time';
import { useSuccessToast } from '../../shared/use-success-toast';
import { acknowledgedToast, alertsMessages as m, resolvedToast, resolveQuestion } from './alerts-messages';
import { isReversed, toAlertListRequest, useAlertsView } from './alerts-query';
import { AlertsView, type AlertsResult } from './alerts-view';
import { AcknowledgeDialog } from './lazy-acknowledge-dialog';

/** The selection belongs to one request: another page or filter starts with none. */
interface Selection {
  readonly key: string;
  readonly ids: readonly string[];
}

/**
 * The connected /alerts (rules 22.5): the view in the URL query, the company's days and times in
 * its time zone (a request with days waits for it), the page read with every visit afresh; tags and
 * warehouses for the filters of a full-version company. Acknowledge (with a note, the server's
 * refusal of the note at its field) and resolve (after a confirmation) one or the selected alerts;
 * a status toast says how many changed (rules 22.5: the others already stood so). Both refresh the
 * page and the bell (the data layer's Alert tag).
 */
export const AlertsPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const fleet = user !== null && isFullVersion(user);
  const { timeZone, format } = useCompanyTime();
  const [view, change] = useAlertsView();
  const tags = useTagListQuery(fleet ? undefined : skipToken);
  const warehouses = useWarehouseListQuery(fleet ? undefined : skipToken);
  const waitsForZone = timeZone === undefined && (view.from !== '' || view.to !== '');
  const request = useMemo(() => toAlertListRequest(view, timeZone ?? 'UTC'), [view, timeZone]);
  const skipped = waitsForZone || isReversed(view);
  const list = useAlertListQuery(skipped ? skipToken : request, { refetchOnMountOrArgChange: true });
  const shown = list.currentData ?? list.data;
  const result: AlertsResult = list.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, list.error) }
    : shown !== undefined && timeZone !== undefined
      ? { kind: 'ready', items: shown.items, total: shown.total, refreshing: list.isFetching }
      : { kind: 'loading' };

  const key = JSON.stringify(request);
  const [selection, setSelection] = useState<Selection>({ key, ids: [] });
  const selectedIds = selection.key === key ? selection.ids : [];
  const selected = (result.kind === 'ready' ? result.items : []).filter((alert) => alert.status !== 'resolved' && selectedIds.includes(alert.id));
  const onSelect = (alert: Alert, on: boolean) =>
    setSelection((current) => {
      const ids = current.key === key ? current.ids.filter((id) => id !== alert.id) : [];
      return { key, ids: on ? [...ids, alert.id] : ids };
    });
  const unselect = (alerts: readonly Alert[]) =>
    setSelection((current) => ({ key: current.key, ids: current.ids.filter((id) => !alerts.some((alert) => alert.id === id)) }));

  const toast = useSuccessToast();
  const [acknowledge, acknowledging] = useAcknowledgeAlertsMutation();
  const [resolve, resolving] = useResolveAlertsMutation();
  const [toAcknowledge, setToAcknowledge] = useState<readonly Alert[] | null>(null);
  const [noteError, setNoteError] = useState<ValidationError | undefined>(undefined);
  const [toResolve, setToResolve] = useState<readonly Alert[] | null>(null);
  const onAcknowledge = (alerts: readonly Alert[]) => {
    setNoteError(undefined);
    setToAcknowledge(alerts);
  };
  const onResolve = (alerts: readonly Alert[]) => setToResolve(alerts);

  return (
    <>
      <AlertsView
        view={view}
        result={result}
        fleetFilters={fleet}
        tagGroups={tags.data?.groups ?? []}
        warehouses={warehouses.data?.warehouses ?? []}
        formatTime={format}
        selected={selected}
        onSelect={onSelect}
        onSelectAll={(on) =>
          setSelection({ key, ids: on && result.kind === 'ready' ? result.items.filter((alert) => alert.status !== 'resolved').map((alert) => alert.id) : [] })
        }
        onAcknowledge={onAcknowledge}
        onResolve={onResolve}
        busy={acknowledging.isLoading || resolving.isLoading}
        onChange={change}
        onClear={() => change({ status: null, kind: null, machine: null, tag: null, warehouse: null, from: '', to: '' })}
        onRetry={() => {
          if (!skipped) void list.refetch();
        }}
      />
      <AcknowledgeDialog
        open={toAcknowledge !== null}
        count={toAcknowledge?.length ?? 0}
        busy={acknowledging.isLoading}
        noteError={noteError}
        onCancel={() => setToAcknowledge(null)}
        onSubmit={(note) => {
          const targets = toAcknowledge ?? [];
          void acknowledge({ ids: targets.map((alert) => alert.id), note }).then((answer) => {
            if (answer.error !== undefined) {
              const refused = validationErrorsOf(answer.error)['note'];
              setNoteError(refused);
              if (refused === undefined) setToAcknowledge(null);
              return;
            }
            setToAcknowledge(null);
            unselect(targets);
            toast(acknowledgedToast, { count: answer.data.changed });
          });
        }}
      />
      <ConfirmDialog
        open={toResolve !== null}
        title={intl.formatMessage(m.resolveTitle)}
        message={`${intl.formatMessage(resolveQuestion, { count: toResolve?.length ?? 0 })} ${intl.formatMessage(m.resolveComesBack)}`}
        confirmLabel={intl.formatMessage(m.resolve)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        busy={resolving.isLoading}
        onCancel={() => setToResolve(null)}
        onConfirm={() => {
          const targets = toResolve ?? [];
          void resolve({ ids: targets.map((alert) => alert.id) }).then((answer) => {
            setToResolve(null);
            if (answer.error !== undefined) return;
            unselect(targets);
            toast(resolvedToast, { count: answer.data.changed });
          });
        }}
      />
    </>
  );
};

export const Component = AlertsPage;
