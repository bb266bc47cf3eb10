import { clsx } from 'clsx';

/** A loading spinner announced politely as `label` (role status). */
export const Spinner = ({ label, className }: { readonly label: string; readonly className?: string }) => (
  <div role="status" className={clsx('flex items-center justify-center gap-3 text-sm text-slate-600', className)}>
    <svg className="size-6 animate-spin text-emerald-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
    <span>{label}</span>
  </div>
);
