import { lazy, Suspense } from 'react';
import type { LogDialogProps } from './log-dialog';
import type { ReminderDialogProps } from './reminder-dialog';

/*
 * The maintenance section's dialogs (log-dialog.tsx, reminder-dialog.tsx: Headless UI dialogs and
 * their forms) download when first opened, not with the equipment detail (rules 21.2). Same
 * names and props; the section mounts them only while open, and nothing shows for the moment the
 * chunk takes.
 */

const LogDialogChunk = lazy(() => import('./log-dialog').then((m) => ({ default: m.LogDialog })));
const ReminderDialogChunk = lazy(() => import('./reminder-dialog').then((m) => ({ default: m.ReminderDialog })));

/** The add / edit service log dialog, loaded on first use. */
export const LogDialog = (props: LogDialogProps) => (
  <Suspense fallback={null}>
    <LogDialogChunk {...props} />
  </Suspense>
);

/** The reminder plan dialog, loaded on first use. */
export const ReminderDialog = (props: ReminderDialogProps) => (
  <Suspense fallback={null}>
    <ReminderDialogChunk {...props} />
  </Suspense>
);
