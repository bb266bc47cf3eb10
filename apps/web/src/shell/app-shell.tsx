import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectRoutingSession, selectUser } from '@yardfleet/data/slices/session';
import { routeVisited } from '@yardfleet/data/slices/tabs';
import { CloseIcon } from '@yardfleet/ui/icons';
import { shellMessages } from './shell-messages';
import { Sidebar } from './sidebar';
import { TabList } from './tab-list';
import { TopBar } from './top-bar';
import { useIsMobile } from './use-media-query';

/**
 * The shell of the logged-in screens (SPEC 2): sidebar (a drawer behind a menu button below
 * 992 px), top bar, the tab list of visited routes, and the screen. Each visited path is recorded
 * in the store's tab state. Renders nothing without a logged-in user (the guard routes first).
 */
export const AppShell = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const session = useAppSelector(selectRoutingSession);
  const user = useAppSelector(selectUser);
  const collapsed = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    dispatch(routeVisited(pathname));
  }, [pathname, dispatch]);

  if (session === 'pending' || session.kind !== 'logged_in' || user === null) return null;

  return (
    <div className="flex min-h-screen bg-slate-50">
      {collapsed ? (
        <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} className="fixed inset-0 z-40">
          <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
          <DialogPanel className="fixed inset-y-0 left-0 flex w-64 flex-col shadow-xl">
            <button
              type="button"
              aria-label={intl.formatMessage(shellMessages.closeMenu)}
              onClick={() => setDrawerOpen(false)}
              className="absolute right-2 top-4 z-10 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
            <Sidebar session={session} role={user.role} onNavigate={() => setDrawerOpen(false)} />
          </DialogPanel>
        </Dialog>
      ) : (
        <aside className="sticky top-0 h-screen w-60 shrink-0 border-r border-slate-200">
          <Sidebar session={session} role={user.role} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar user={user} collapsed={collapsed} onOpenMenu={() => setDrawerOpen(true)} />
        <TabList />
        <main className="flex-1 p-4 lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
};

export const Component = AppShell;
