import { TONE_COLORS } from '../map/tones';

/**
 * Colours of chart series (rules 10.8: colours consistent with the list's status pills):
 * the five status-pill dot colours (`green`, `blue`, `amber`, `red`, `gray`: emerald-600, sky-600,
 * amber-500, red-600, slate-400, the same as map markers) plus three more of the same Tailwind
 * palette for charts with more series than pill tones (`teal`, `violet`, `slate`). The screen
 * picks which series gets which colour; the series' names in the legend and the data table carry
 * the meaning.
 */
export const CHART_COLORS = {
  ...TONE_COLORS,
  teal: '#0d9488',
  violet: '#7c3aed',
  slate: '#475569',
} as const;

export type ChartColor = keyof typeof CHART_COLORS;
