import { clsx } from 'clsx';
import { useId } from 'react';
import { SearchIcon } from './icons';

export interface SearchFieldProps {
  /** Accessible name of the searchbox, also its placeholder ("Search by name or serial number"). */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly className?: string;
  /** Longest text accepted (the equipment list search takes at most 50 characters). */
  readonly maxLength?: number;
}

/** A search input (role searchbox) with a search icon; Escape clears it (native type="search"). */
export const SearchField = ({ label, value, onChange, className, maxLength }: SearchFieldProps) => {
  const id = useId();
  return (
    <div className={clsx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-2.5 text-slate-400" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      />
    </div>
  );
};
