import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { canDeleteWarehouse } from '@yardfleet/domain/entities/warehouse';
import { Button } from '@yardfleet/ui/button';
import { hasGatewaysMessage, listMessages, rowActionMessages } from './warehouses-messages';

export interface WarehouseRowActionsProps {
  readonly warehouse: WarehouseView;
  /** True while this warehouse's delete is running (its buttons are disabled). */
  readonly busy: boolean;
  readonly onDelete: (warehouse: WarehouseView) => void;
}

/**
 * Edit and Delete of one warehouse (rules 17.4). A warehouse the domain's
 * `canDeleteWarehouse` refuses (linked gateways) never offers a delete that cannot happen: its
 * Delete is disabled and the text of rules 8.5 ("This warehouse has N gateways assigned, reset them
 * before removing it.") is shown beside it and describes the button.
 */
export const WarehouseRowActions = ({ warehouse, busy, onDelete }: WarehouseRowActionsProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const blockedId = useId();
  const blocked = !canDeleteWarehouse(warehouse);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={intl.formatMessage(rowActionMessages.edit, { name: warehouse.name })}
          onClick={() => void navigate(`/warehouse/${warehouse.id}/edit`)}
        >
          {intl.formatMessage(listMessages.edit)}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy || blocked}
          aria-label={intl.formatMessage(rowActionMessages.delete, { name: warehouse.name })}
          aria-describedby={blocked ? blockedId : undefined}
          onClick={() => onDelete(warehouse)}
        >
          {intl.formatMessage(listMessages.delete)}
        </Button>
      </div>
      {blocked ? (
        <p id={blockedId} className="max-w-56 text-xs text-slate-600">
          {intl.formatMessage(hasGatewaysMessage, { count: warehouse.linkedGatewayCount })}
        </p>
      ) : null}
    </div>
  );
};
