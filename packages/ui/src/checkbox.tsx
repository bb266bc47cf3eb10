import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

export interface CheckboxProps {
  /** The label (may hold links); with `accessibleName` absent it is the checkbox's name. */
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Error text under the box (aria-invalid + aria-describedby). */
  readonly error?: string | undefined;
  readonly name?: string;
  readonly id?: string;
  readonly className?: string;
}

/** A native checkbox with its label and an optional error (keyboard: Space toggles). */
export const Checkbox = ({ label, checked, onChange, error, name, id, className }: CheckboxProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
        />
        <label htmlFor={inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
