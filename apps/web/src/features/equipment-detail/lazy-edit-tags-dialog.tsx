import { lazyWhenOpen } from '../../shared/lazy-when-open';
import type { EditTagsDialogProps } from './edit-tags-dialog';

export type { EditTagsDialogProps, TagChoices } from './edit-tags-dialog';

/** The Edit tags dialog (edit-tags-dialog.tsx), same props, downloaded when first opened (rules 21.2). */
export const EditTagsDialog = lazyWhenOpen<EditTagsDialogProps>(() => import('./edit-tags-dialog').then((m) => m.EditTagsDialog));
