import { lazy, Suspense } from 'react';
import type { ScheduleDialogProps } from './schedule-dialog';

const Chunk = lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })));

/**
 * The new-schedule dialog (schedule-dialog.tsx), same props, downloaded when first mounted, i.e.
 * opened (rules 21.2); nothing shows for the moment the chunk takes.
 */
export const ScheduleDialog = (props: ScheduleDialogProps) => (
  <Suspense fallback={null}>
    <Chunk {...props} />
  </Suspense>
);
