import * as E from 'fp-ts/lib/Either.js';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { WarehouseHasGateways, type WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { asApiError } from '@yardfleet/data/api-error';
import { useDeleteWarehouseMutation, useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '../../shared/lazy-confirm-dialog';
import { commonMessages } from '../../shared/i18n/common-messages';
import { WarehouseListView, type WarehouseListResult } from './warehouse-list-view';
import { deleteQuestion, hasGatewaysMessage, listMessages } from './warehouses-messages';
import { useLoadResult } from '../../shared/use-load-result';
import { useSuccessToast } from '../../shared/use-success-toast';

/**
 * The connected Warehouses screen (/warehouse; rules 17.4, 17.5): the company's warehouses
 * on a map and in a table; delete after a confirmation, a success toast after it. A warehouse with
 * linked gateways offers no delete (the row says why); should one be linked meanwhile, a delete refused
 * with 1170010409 shows "This warehouse has N gateways assigned, reset them before removing it."
 * with N from the answer's `gatewayCount`.
 */
export const WarehouseListPage = () => {
  const intl = useIntl();
  const toast = useSuccessToast();
  const user = useAppSelector(selectUser);
  const list = useWarehouseListQuery();
  const [remove, removing] = useDeleteWarehouseMutation();
  const [toDelete, setToDelete] = useState<WarehouseView | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // One function for the page's life: the table's rows (up to a scale fleet's 1,000) keep their actions and are not drawn again.
  const askDelete = useCallback((warehouse: WarehouseView) => {
    setNotice(undefined);
    setToDelete(warehouse);
  }, []);
  const result: WarehouseListResult = useLoadResult(list, (data) => ({ warehouses: data.warehouses }));

  const confirmDelete = (warehouse: WarehouseView) => {
    setNotice(undefined);
    void remove({ id: warehouse.id }).then((answer) => {
      setToDelete(null);
      if (answer.error === undefined) {
        toast(listMessages.deleted);
        return;
      }
      const failure = asApiError(answer.error);
      if (failure?.kind === 'envelope' && failure.code === ServerCode.warehouseHasGateways) {
        const entry = WarehouseHasGateways.decode(failure.entry);
        const count = E.isRight(entry) ? entry.right.gatewayCount : warehouse.linkedGatewayCount;
        setNotice(intl.formatMessage(hasGatewaysMessage, { count }));
      }
    });
  };

  return (
    <>
      <WarehouseListView
        result={result}
        viewerRole={user?.role ?? null}
        notice={notice}
        busyId={removing.isLoading ? toDelete?.id : undefined}
        onRetry={() => void list.refetch()}
        onDelete={askDelete}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={intl.formatMessage(listMessages.deleteTitle)}
        message={toDelete ? intl.formatMessage(deleteQuestion, { name: toDelete.name }) : ''}
        confirmLabel={intl.formatMessage(listMessages.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
        busy={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete !== null) confirmDelete(toDelete);
        }}
      />
    </>
  );
};

export const Component = WarehouseListPage;
