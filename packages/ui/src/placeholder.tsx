import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons';

/** Something still loading: a spinner announced politely as `label` ("Loading…"). */
export interface LoadingPlaceholder {
  readonly kind: 'loading';
  readonly label: string;
  readonly className?: string | undefined;
}

/** Nothing to show: `title` ("No results found", rules 2.23), an optional hint and action ("Clear filters"). */
export interface EmptyPlaceholder {
  readonly kind: 'empty';
  readonly title: string;
  readonly description?: string | undefined;
  readonly action?: ReactNode;
}

/** A failed load: `title` ("The equipment list could not be loaded."), the server's text, and a retry button. */
export interface ErrorPlaceholder {
  readonly kind: 'error';
  readonly title: string;
  /** Details such as the server's message. */
  readonly description?: string | undefined;
  /** Label of the retry button ("Try again"). */
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

export type PlaceholderProps = LoadingPlaceholder | EmptyPlaceholder | ErrorPlaceholder;

/**
 * The one loading / empty / error state of a list, a table or a screen (the table's `placeholder`
 * slot, a detail page's states). Every text comes in translated: the web app passes its shared
 * words ("Loading…", "Try again"). Loading is a `status` (announced politely), an error an `alert`
 * (announced when it appears) with the retry button inside it; empty is plain text.
 */
export const Placeholder = (props: PlaceholderProps) => {
  switch (props.kind) {
    case 'loading':
      return (
        <div role="status" className={clsx('flex items-center justify-center gap-3 text-sm text-slate-600', props.className)}>
          <svg className="size-6 animate-spin text-emerald-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
            <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <span>{props.label}</span>
        </div>
      );
    case 'empty':
      return (
        <div className="flex flex-col items-center justify-center gap-2 py-8 text-center">
          <svg width="48" height="48" viewBox="0 0 48 48" fill="none" aria-hidden="true" className="text-slate-300">
            <rect x="8" y="12" width="32" height="26" rx="3" stroke="currentColor" strokeWidth="3" />
            <path d="M8 20h32" stroke="currentColor" strokeWidth="3" />
          </svg>
          <p className="text-base font-medium text-slate-800">{props.title}</p>
          {props.description ? <p className="max-w-md text-sm text-slate-600">{props.description}</p> : null}
          {props.action}
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="flex flex-col items-center justify-center gap-2 py-8 text-center">
          <AlertIcon className="size-10 text-red-600" />
          <p className="text-base font-medium text-slate-800">{props.title}</p>
          {props.description ? <p className="max-w-md text-sm text-slate-600">{props.description}</p> : null}
          <Button variant="secondary" onClick={props.onRetry}>
            {props.retryLabel}
          </Button>
        </div>
      );
  }
};
