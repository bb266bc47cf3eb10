import { lazy, Suspense, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ChartData } from './chart-types';

export type { ChartData, ChartSeries } from './chart-types';

/** chart.js comes with the canvas, in its own chunk: only screens that draw a chart load it. */
const ChartCanvas = lazy(() => import('./chart-canvas'));

const messages = defineMessages({
  showTable: { id: 'ui.chart.showTable', defaultMessage: 'Show the numbers as a table', description: 'Button under a chart that shows its data table' },
  hideTable: { id: 'ui.chart.hideTable', defaultMessage: 'Hide the table', description: 'Button under a chart that hides its data table again' },
});

export interface ReportChartProps {
  /** The chart's title: its heading and the canvas' accessible name. */
  readonly title: string;
  /** The data table's first column header (what the categories are: "Day", "Month", "Status"). */
  readonly categoryHeader: string;
  readonly data: ChartData;
  /** The reserved height of the canvas, px (no layout shift while chart.js loads). Default 280. */
  readonly height?: number;
}

/**
 * A titled chart (rules 10.8) with its text alternative: the canvas (chart.js, loaded lazily,
 * in a box of fixed `height`) is an image named by `title`, and the same numbers, formatted with
 * `data.formatValue`, form a table (categories as row headers, one column per series) that screen
 * readers always read and that a button shows on screen.
 */
export const ReportChart = ({ title, categoryHeader, data, height = 280 }: ReportChartProps) => {
  const intl = useIntl();
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <div className="relative w-full" style={{ height }}>
        <Suspense fallback={null}>
          <ChartCanvas data={data} label={title} />
        </Suspense>
      </div>
      <div>
        <button
          type="button"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
          className="text-sm font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {intl.formatMessage(tableShown ? messages.hideTable : messages.showTable)}
        </button>
      </div>
      <div id={tableId} className={tableShown ? 'max-h-80 overflow-auto' : 'sr-only'}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {categoryHeader}
              </th>
              {data.series.map((series) => (
                <th key={series.key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, index) => (
              <tr key={category} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 font-medium text-slate-900">
                  {category}
                </th>
                {data.series.map((series) => (
                  <td key={series.key} className="px-3 py-1.5 text-right tabular-nums text-slate-700">
                    {data.formatValue(series.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};

/**
 * The box a `ReportChart` will fill, while its report loads (rules 21.4): the same frame, title
 * line, canvas `height` (px, default 280) and button line, empty, so nothing below moves when the
 * chart arrives. Hidden from assistive technology (the report's loading label speaks for it).
 */
export const ReportChartSkeleton = ({ title, height = 280 }: { readonly title: string; readonly height?: number }) => (
  <div aria-hidden="true" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
    <p className="text-base font-semibold text-slate-900">{title}</p>
    <div className="w-full rounded-md bg-slate-50" style={{ height }} />
    <span className="text-sm">&nbsp;</span>
  </div>
);
