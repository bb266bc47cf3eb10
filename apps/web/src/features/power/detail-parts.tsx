import { useId, type ReactNode } from 'react';

/** The focus ring of a heading the page moves the focus to (an anchor opened from the topology); focusable by script only (tabindex -1). */
export const FOCUSED_HEADING = 'rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * A card of the charge system detail: a region named by its heading, so screen readers list the
 * gateway and each charger. A card with an `id` (an anchor the topology opens) has a heading the
 * page can move the focus to.
 */
export const Card = ({
  title,
  id,
  level = 2,
  children,
}: {
  readonly title: string;
  readonly id?: string;
  readonly level?: 2 | 3;
  readonly children: ReactNode;
}) => {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Heading id={headingId} tabIndex={id === undefined ? undefined : -1} className={`text-base font-semibold text-slate-900 ${FOCUSED_HEADING}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
};

/** A label / value list (`dl`): up to three columns on wide screens (`compact`: up to two, inside a port). */
export const FieldList = ({ compact = false, children }: { readonly compact?: boolean; readonly children: ReactNode }) => (
  <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 ${compact ? '' : 'lg:grid-cols-3'}`}>{children}</dl>
);

/** One label / value pair of a FieldList. */
export const Field = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
    <dd className="text-sm text-slate-900">{children}</dd>
  </div>
);
