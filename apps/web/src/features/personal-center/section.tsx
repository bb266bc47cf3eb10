import type { ReactNode } from 'react';

/** A titled card of the Personal Center. */
export const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
    <h2 className="text-base font-semibold text-slate-900">{title}</h2>
    {children}
  </section>
);
