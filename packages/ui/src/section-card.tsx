import { useId, type ReactNode } from 'react';

/**
 * A card of a detail or overview screen (gateway detail, power overview): a `section` region named
 * by its `title` heading (h2), so screen readers list the screen's parts.
 */
export const SectionCard = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
};

/** A label / value list (`dl`): one column on phones, up to three on wide screens. */
export const FieldList = ({ children }: { readonly children: ReactNode }) => (
  <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>
);

/** One label / value pair of a FieldList. */
export const Field = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
    <dd className="text-sm text-slate-900">{children}</dd>
  </div>
);
