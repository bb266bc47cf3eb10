import { useId, type ReactNode } from 'react';

/**
 * One card of the equipment detail: a region named by its heading (h2), so a screen reader
 * lists Overview, Location, Health, Tags as landmarks. `action` sits right of the heading.
 */
export const DetailCard = ({
  title,
  action,
  children,
  className,
}: {
  readonly title: string;
  readonly action?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className ?? ''}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
};

/** A label / value list (`dl`), two columns on wide screens. */
export const FieldList = ({ children }: { readonly children: ReactNode }) => <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>;

/** One label / value pair of a FieldList. */
export const Field = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
    <dd className="text-sm text-slate-900">{children}</dd>
  </div>
);
