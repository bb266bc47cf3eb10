import type { ConfirmDialogProps } from '@yardfleet/ui/confirm-dialog';
import { lazyWhenOpen } from './lazy-when-open';

export type { ConfirmDialogProps } from '@yardfleet/ui/confirm-dialog';

/**
 * The UI kit's ConfirmDialog (Headless UI dialog), same props, downloaded when first opened
 * (rules 21.2). Screens import it from here instead of `@yardfleet/ui/confirm-dialog`.
 */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() => import('@yardfleet/ui/confirm-dialog').then((m) => m.ConfirmDialog));
