import { Dialog, DialogPanel } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { NotificationPanel } from './notification-panel';
import { notificationsMessages } from './notifications-messages';

/**
 * The notification panel in a Headless UI dialog named "Notifications" at the top right (rules
 * 13.4): focus moves in; Escape, an outside click or following a link closes it. Mounted only
 * while open, from its own chunk (shell/lazy-dialogs.tsx, rules 21.2).
 */
export const NotificationDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} aria-label={intl.formatMessage(notificationsMessages.title)} className="relative z-50">
      <div className="fixed inset-0 flex items-start justify-end p-4 pt-16">
        <DialogPanel className="rounded-md border border-slate-200 bg-white shadow-lg">
          <NotificationPanel onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
};
