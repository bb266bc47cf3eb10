import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The message, e.g. "No results found" (SPEC 8). */
  readonly title: string;
  readonly description?: string;
  /** An optional action such as a "Clear filters" button. */
  readonly action?: ReactNode;
}

/** The state of a list or screen with nothing to show. */
export const EmptyState = ({ title, description, action }: EmptyStateProps) => (
  <div className="flex flex-col items-center justify-center gap-2 py-8 text-center">
    <svg width="48" height="48" viewBox="0 0 48 48" fill="none" aria-hidden="true" className="text-slate-300">
      <rect x="8" y="12" width="32" height="26" rx="3" stroke="currentColor" strokeWidth="3" />
      <path d="M8 20h32" stroke="currentColor" strokeWidth="3" />
    </svg>
    <p className="text-base font-medium text-slate-800">{title}</p>
    {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
    {action}
  </div>
);
