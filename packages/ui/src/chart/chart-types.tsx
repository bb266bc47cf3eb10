import type { ChartColor } from './chart-colors';

/** One series of a chart: its name (legend, table column), one value per category, and its colour. */
export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly values: readonly number[];
  readonly color: ChartColor;
  /** A colour per category instead of `color` (one series of bars, each in its status' colour). */
  readonly categoryColors?: readonly ChartColor[];
}

/** What the canvas draws: bars (stacked or side by side) or lines over the categories. */
export interface ChartData {
  readonly type: 'bar' | 'line';
  /** The categories along the x axis (days, months, statuses), already in the page's language. */
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  /** Bars of the series stacked on each other (one bar per category). */
  readonly stacked?: boolean;
  /** A value as the table and the tooltip show it ("12.4 kWh", "3 h 20 min"). */
  readonly formatValue: (value: number) => string;
  /** The y axis' title (unit), e.g. "kWh". */
  readonly axisLabel?: string;
}
