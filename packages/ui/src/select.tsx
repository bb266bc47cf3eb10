import { clsx } from 'clsx';
import { useId } from 'react';

export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SelectProps<V extends string> {
  /** The label; it names the combobox ("Category"). */
  readonly label: string;
  /** Hide the label visually (it stays the accessible name). */
  readonly hideLabel?: boolean;
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
  readonly className?: string;
  readonly disabled?: boolean;
}

/**
 * A labelled native select (role combobox; arrow keys, type-ahead and the platform picker work
 * everywhere, including touch). Values are strings; map "any" to a sentinel such as "".
 */
export const Select = <V extends string>({ label, hideLabel, value, options, onChange, className, disabled }: SelectProps<V>) => {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs font-medium text-slate-600'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
