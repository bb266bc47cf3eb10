import { lazyWhenOpen } from '../../shared/lazy-when-open';
import type { RuleEditorProps } from './rule-editor';

/** The alert rule editor (rule-editor.tsx), same props, downloaded when first opened (rules 21.2). */
export const RuleEditor = lazyWhenOpen<RuleEditorProps>(() => import('./rule-editor').then((m) => m.RuleEditor));
