import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The shell's dialogs load when first opened (rules 21.2): Headless UI's dialog, its focus
 * trap and transitions and the notification list are not part of a logged-in first load. Each is
 * mounted only while open; a chunk that fails to load reaches the route's error element, which
 * asks to refresh (rules 8.4).
 */

const LogOutDialogChunk = lazy(() => import('../shared/log-out-dialog').then((m) => ({ default: m.LogOutDialog })));
const NotificationDialogChunk = lazy(() => import('./notification-dialog').then((m) => ({ default: m.NotificationDialog })));
const MenuDrawerChunk = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/** The log-out confirmation (shared/log-out-dialog.tsx), downloaded and mounted while `open`. */
export const LazyLogOutDialog = ({ open, onClose }: ComponentProps<typeof LogOutDialogChunk>) =>
  open ? (
    <Suspense fallback={null}>
      <LogOutDialogChunk open onClose={onClose} />
    </Suspense>
  ) : null;

/** The notification panel's dialog (shell/notification-dialog.tsx), downloaded and mounted while `open`. */
export const LazyNotificationDialog = ({ open, onClose }: { readonly open: boolean } & ComponentProps<typeof NotificationDialogChunk>) =>
  open ? (
    <Suspense fallback={null}>
      <NotificationDialogChunk onClose={onClose} />
    </Suspense>
  ) : null;

/** The sidebar drawer of small screens (shell/menu-drawer.tsx), downloaded and mounted while `open`. */
export const LazyMenuDrawer = ({ open, ...props }: { readonly open: boolean } & ComponentProps<typeof MenuDrawerChunk>) =>
  open ? (
    <Suspense fallback={null}>
      <MenuDrawerChunk {...props} />
    </Suspense>
  ) : null;
