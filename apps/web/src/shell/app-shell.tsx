import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectRoutingSession, selectUser } from '@yardfleet/data/slices/session';
import { routeVisited } from '@yardfleet/data/slices/tabs';
import { LazyMenuDrawer } from './lazy-dialogs';
import { Sidebar } from './sidebar';
import { TabList } from './tab-list';
import { TopBar } from './top-bar';
import { useIsMobile } from '../shared/use-media-query';

/**
 * The shell of the logged-in screens (rules 2.3 to 2.7): sidebar (a drawer behind a menu button below
 * 992 px, loaded when first opened: rules 21.2), top bar, the tab list of visited routes, and
 * the screen. Each visited path is recorded in the store's tab state. Renders nothing without a logged-in user (the guard routes first).
 */
export const AppShell = () => {
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
        <LazyMenuDrawer open={drawerOpen} session={session} role={user.role} onClose={() => setDrawerOpen(false)} />
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
