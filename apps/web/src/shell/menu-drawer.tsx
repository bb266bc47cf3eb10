import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '@yardfleet/ui/icons';
import { shellMessages } from './shell-messages';
import { Sidebar, type SidebarProps } from './sidebar';

/**
 * The sidebar as a drawer (rules 2.3, below 992 px): a Headless UI dialog from the left with a close
 * button; following a link closes it. Mounted only while open, from its own chunk
 * (shell/lazy-dialogs.tsx, rules 21.2).
 */
export const MenuDrawer = ({ session, role, onClose }: Pick<SidebarProps, 'session' | 'role'> & { readonly onClose: () => void }) => {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-64 flex-col shadow-xl">
        <button
          type="button"
          aria-label={intl.formatMessage(shellMessages.closeMenu)}
          onClick={onClose}
          className="absolute right-2 top-4 z-10 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
        <Sidebar session={session} role={role} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
};
