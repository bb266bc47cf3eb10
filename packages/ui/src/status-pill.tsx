import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Colour of a pill: green (good / online), blue (in use), amber (attention), red (fault), gray (unknown / off). */
export type PillTone = 'green' | 'blue' | 'amber' | 'red' | 'gray';

const TONES: Record<PillTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/30',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

const DOTS: Record<PillTone, string> = {
  green: 'bg-emerald-600',
  blue: 'bg-sky-600',
  amber: 'bg-amber-500',
  red: 'bg-red-600',
  gray: 'bg-slate-400',
};

/** A status pill with a coloured dot; the text carries the meaning (colour is never the only cue). */
export const StatusPill = ({ tone, children }: { readonly tone: PillTone; readonly children: ReactNode }) => (
  <span className={clsx('inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone])}>
    <span aria-hidden="true" className={clsx('size-1.5 rounded-full', DOTS[tone])} />
    {children}
  </span>
);

/** A small neutral label (tags, counts). */
export const Badge = ({ children, className }: { readonly children: ReactNode; readonly className?: string }) => (
  <span className={clsx('inline-flex items-center whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700', className)}>{children}</span>
);
