import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Gateway } from '@yardfleet/domain/entities/gateway';
import type { Role } from '@yardfleet/domain/entities/person';
import { can } from '@yardfleet/domain/rules/permissions';
import { useDeleteGatewayMutation, useResetGatewayMutation } from '@yardfleet/data/endpoints/gateways';
import { Button } from '@yardfleet/ui/button';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { ChevronDownIcon } from '@yardfleet/ui/icons';
import { commonMessages } from '../../shared/i18n/common-messages';
import { actionForMessages, deleteQuestion, listMessages, resetQuestion } from './gateway-messages';
import { useSuccessToast } from '../../shared/use-success-toast';

/** Reset (leave the warehouse, credential revoked) or delete (the same, and marked deleted). */
export type GatewayAction = 'reset' | 'delete';

/**
 * The actions `role` may take on `gateway` (rules 6.2, 14.5: the domain's `gateway.manage`, admins and
 * managers): none for a deleted gateway; a reset gateway can only be deleted (resetting it again changes nothing).
 */
export const actionsFor = (role: Role | null, gateway: Pick<Gateway, 'deletedAt' | 'resetAt'>): readonly GatewayAction[] =>
  !can(role, 'gateway.manage') || gateway.deletedAt !== null ? [] : gateway.resetAt !== null ? ['delete'] : ['reset', 'delete'];

const itemClass = 'block w-full px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-emerald-50 data-[focus]:text-emerald-900';

/** A row's action menu (Headless UI menu: arrow keys, Escape), named "Actions for <SN>". */
export const GatewayRowMenu = ({
  gateway,
  actions,
  onAction,
}: {
  readonly gateway: Gateway;
  readonly actions: readonly GatewayAction[];
  readonly onAction: (action: GatewayAction) => void;
}) => {
  const intl = useIntl();
  return (
    <Menu>
      <MenuButton
        aria-label={intl.formatMessage(actionForMessages.menu, { serial: gateway.serialNumber })}
        className="flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        {intl.formatMessage(listMessages.actions)}
        <ChevronDownIcon width={14} height={14} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-36 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        {actions.map((action) => (
          <MenuItem key={action}>
            <button type="button" className={itemClass} onClick={() => onAction(action)}>
              {intl.formatMessage(action === 'reset' ? listMessages.reset : listMessages.delete)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
};

/** The detail page's action buttons. */
export const GatewayActionButtons = ({
  actions,
  onAction,
}: {
  readonly actions: readonly GatewayAction[];
  readonly onAction: (action: GatewayAction) => void;
}) => {
  const intl = useIntl();
  return (
    <div className="flex gap-2">
      {actions.map((action) => (
        <Button key={action} size="sm" variant={action === 'delete' ? 'danger' : 'secondary'} onClick={() => onAction(action)}>
          {intl.formatMessage(action === 'reset' ? listMessages.reset : listMessages.delete)}
        </Button>
      ))}
    </div>
  );
};

/**
 * Asking and doing a reset or delete: `ask(gateway, action)` opens the confirmation that says what
 * happens (it leaves <warehouse>, must be bound again in the mobile app, the warehouse can then be
 * deleted); confirming calls the server, then a success toast (failures toast through the data
 * layer's effects) and the gateway tags and the warehouse list refetch. `dialog` is to be rendered.
 */
export const useGatewayActions = (): { readonly ask: (gateway: Gateway, action: GatewayAction) => void; readonly dialog: ReactNode } => {
  const intl = useIntl();
  const toast = useSuccessToast();
  const [reset, resetting] = useResetGatewayMutation();
  const [remove, removing] = useDeleteGatewayMutation();
  const [pending, setPending] = useState<{ readonly gateway: Gateway; readonly action: GatewayAction } | null>(null);
  const busy = resetting.isLoading || removing.isLoading;

  const confirm = () => {
    if (pending === null) return;
    const { gateway, action } = pending;
    const call = action === 'reset' ? reset({ id: gateway.id }) : remove({ id: gateway.id });
    void call.then((answer) => {
      setPending(null);
      if (answer.error !== undefined) return;
      toast(action === 'reset' ? listMessages.resetDone : listMessages.deleteDone);
    });
  };

  const message = (): string => {
    if (pending === null) return '';
    const { gateway, action } = pending;
    const serial = gateway.serialNumber;
    const questions = action === 'reset' ? resetQuestion : deleteQuestion;
    return gateway.place?.warehouseId
      ? intl.formatMessage(questions.warehouse, { serial, place: gateway.place.name })
      : intl.formatMessage(questions.other, { serial });
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={intl.formatMessage(pending?.action === 'delete' ? listMessages.deleteTitle : listMessages.resetTitle)}
      message={message()}
      confirmLabel={intl.formatMessage(pending?.action === 'delete' ? listMessages.delete : listMessages.reset)}
      cancelLabel={intl.formatMessage(commonMessages.cancel)}
      tone="danger"
      busy={busy}
      onCancel={() => setPending(null)}
      onConfirm={confirm}
    />
  );
  return { ask: (gateway, action) => setPending({ gateway, action }), dialog };
};
