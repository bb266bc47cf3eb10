import { Placeholder } from './placeholder';

/**
 * A loading spinner announced politely as `label` (role status): `Placeholder` of kind `loading`.
 * Kept for the screens not yet on `Placeholder`; new code uses `Placeholder` (or a table's
 * `placeholder` slot).
 */
export const Spinner = ({ label, className }: { readonly label: string; readonly className?: string }) => <Placeholder kind="loading" label={label} className={className} />;
