import type { PillTone } from '../status-pill';

/**
 * The colour of a power device's state (rules 11.8: topology and map coloured by state). The screen
 * decides which state gets which tone; the kit only draws it:
 * - `ok`: good and done (online, ready, fully charged), green;
 * - `active`: working (charging, discharging), blue;
 * - `warning`: needs a look soon (waiting, standby with a low battery), amber;
 * - `fault`: broken (overheat, error), red;
 * - `idle`: nothing happening (empty port, standby), gray;
 * - `offline`: not reporting (gateway or charger offline), gray with a dashed outline.
 * Colour is never the only cue: every label the screen passes names the state in words.
 */
export type StateTone = 'ok' | 'active' | 'warning' | 'fault' | 'idle' | 'offline';

/** Every tone, in the order a legend lists them. */
export const STATE_TONES: readonly StateTone[] = ['ok', 'active', 'warning', 'fault', 'idle', 'offline'];

/** The status pill tone (and so the pill and map marker colour) of each state tone. */
export const PILL_TONE_OF: Record<StateTone, PillTone> = {
  ok: 'green',
  active: 'blue',
  warning: 'amber',
  fault: 'red',
  idle: 'gray',
  offline: 'gray',
};

/**
 * Tailwind classes of a diagram node per tone: the status pill's palette (emerald, sky, amber,
 * red, slate) as a tinted card with a stronger border; offline is dashed so it differs from idle.
 */
export const NODE_TONE_CLASSES: Record<StateTone, string> = {
  ok: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  active: 'border-sky-600 bg-sky-50 text-sky-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  fault: 'border-red-600 bg-red-50 text-red-900',
  idle: 'border-slate-400 bg-white text-slate-800',
  offline: 'border-dashed border-slate-500 bg-slate-100 text-slate-700',
};

/** The dot colour of each tone (the status pill's dots). */
export const DOT_TONE_CLASSES: Record<StateTone, string> = {
  ok: 'bg-emerald-600',
  active: 'bg-sky-600',
  warning: 'bg-amber-500',
  fault: 'bg-red-600',
  idle: 'bg-slate-400',
  offline: 'bg-slate-500',
};
