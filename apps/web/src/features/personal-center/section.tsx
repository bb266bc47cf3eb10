import type { ReactNode } from 'react';

/** A titled card of the Personal Center (narrower padding on phones, so the page fits 390 px: rules 19.7). */
export const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <section aria-label={title} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
    <h2 className="text-base font-semibold text-slate-900">{title}</h2>
    {children}
  </section>
);
