import type { PillTone } from '../status-pill';

/** Marker colours per pill tone (the status-pill dot colours: emerald-600, sky-600, amber-500, red-600, slate-400). */
export const TONE_COLORS: Record<PillTone, string> = {
  green: '#059669',
  blue: '#0284c7',
  amber: '#f59e0b',
  red: '#dc2626',
  gray: '#94a3b8',
};
