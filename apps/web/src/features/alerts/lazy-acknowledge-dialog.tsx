import { lazyWhenOpen } from '../../shared/lazy-when-open';
import type { AcknowledgeDialogProps } from './acknowledge-dialog';

/** The acknowledge dialog (acknowledge-dialog.tsx), same props, downloaded when first opened (rules 21.2). */
export const AcknowledgeDialog = lazyWhenOpen<AcknowledgeDialogProps>(() => import('./acknowledge-dialog').then((m) => m.AcknowledgeDialog));
