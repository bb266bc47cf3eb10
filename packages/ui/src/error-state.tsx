import { Placeholder } from './placeholder';

export interface ErrorStateProps {
  /** What failed, e.g. "The equipment list could not be loaded." */
  readonly title: string;
  /** Details such as the server's message. */
  readonly description?: string | undefined;
  /** Label of the retry button, e.g. "Try again". */
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/**
 * A failed load with a retry button (role alert): `Placeholder` of kind `error`. Kept for the
 * screens not yet on `Placeholder`; new code uses `Placeholder`.
 */
export const ErrorState = (props: ErrorStateProps) => <Placeholder kind="error" {...props} />;
