import type { ReactNode } from 'react';
import { Placeholder } from './placeholder';

export interface EmptyStateProps {
  /** The message, e.g. "No results found" (rules 2.23). */
  readonly title: string;
  readonly description?: string;
  /** An optional action such as a "Clear filters" button. */
  readonly action?: ReactNode;
}

/**
 * The state of a list or screen with nothing to show: `Placeholder` of kind `empty`. Kept for the
 * screens not yet on `Placeholder`; new code uses `Placeholder`.
 */
export const EmptyState = (props: EmptyStateProps) => <Placeholder kind="empty" {...props} />;
