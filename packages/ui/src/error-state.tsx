import { AlertIcon } from './icons';
import { Button } from './button';

export interface ErrorStateProps {
  /** What failed, e.g. "The equipment list could not be loaded." */
  readonly title: string;
  /** Details such as the server's message. */
  readonly description?: string | undefined;
  /** Label of the retry button, e.g. "Try again". */
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/** A failed load with a retry button (role alert, so it is announced when it appears). */
export const ErrorState = ({ title, description, retryLabel, onRetry }: ErrorStateProps) => (
  <div role="alert" className="flex flex-col items-center justify-center gap-2 py-8 text-center">
    <AlertIcon className="size-10 text-red-600" />
    <p className="text-base font-medium text-slate-800">{title}</p>
    {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
    <Button variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
);
