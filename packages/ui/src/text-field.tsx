import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label; it is also the input's accessible name. */
  readonly label: string;
  /** Error text under the input; sets aria-invalid and is announced through aria-describedby. */
  readonly error?: string | undefined;
  /** Help text under the input (also in aria-describedby). */
  readonly hint?: string | undefined;
  /** Content after the input inside its frame (e.g. the show/hide button of PasswordField). */
  readonly trailing?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint and error text (WCAG: label, aria-invalid, aria-describedby). */
export const TextField = ({ label, error, hint, trailing, id, className, ref, ...input }: TextFieldProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((x) => x !== null).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={clsx(
          'flex items-center rounded-md border bg-white focus-within:outline-2 focus-within:outline-emerald-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy : undefined}
          className="min-w-0 flex-1 rounded-md bg-transparent px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-400"
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
};
