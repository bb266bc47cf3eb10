import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { CHART_COLORS } from './chart-colors';
import type { ChartData } from './chart-types';

// Only what the report charts use (rules 10.8): bars and lines on category / linear scales.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** How near the viewport (px) a canvas must come before its chart is drawn (below the fold it waits, rules 10.8). */
const NEAR_VIEWPORT_PX = 200;

/**
 * Calls `draw` once `canvas` is within NEAR_VIEWPORT_PX of the viewport, in a task of its own
 * (rules 21.5: each chart's first draw, 50 to 250 ms on a slow phone, is not one long task with the
 * render that mounted it, nor with the other charts). Returns the cancel function.
 */
const whenNear = (canvas: HTMLCanvasElement, draw: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof IntersectionObserver === 'undefined') {
    timer = setTimeout(draw, 0);
    return () => clearTimeout(timer);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(draw, 0);
    },
    { rootMargin: `${NEAR_VIEWPORT_PX}px` },
  );
  observer.observe(canvas);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
};

/**
 * The chart.js canvas of a ReportChart (loaded lazily by report-chart.tsx, so chart.js lands in
 * the chunk of the screen that draws a chart). Drawn when it comes near the viewport, each chart in
 * a task of its own (whenNear), redrawn when the data changes; no animation. The canvas is an image
 * named by `label`; its numbers are in the ReportChart's data table.
 */
const ChartCanvas = ({ data, label }: { readonly data: ChartData; readonly label: string }) => {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null || canvas.getContext('2d') === null) return undefined;
    let chart: Chart | null = null;
    const cancel = whenNear(canvas, () => {
      chart = new Chart(canvas, {
        type: data.type,
        data: {
          labels: [...data.categories],
          datasets: data.series.map((series) => ({
            label: series.label,
            data: [...series.values],
            backgroundColor: series.categoryColors ? series.categoryColors.map((color) => CHART_COLORS[color]) : CHART_COLORS[series.color],
            borderColor: CHART_COLORS[series.color],
            borderWidth: data.type === 'line' ? 2 : 0,
            pointRadius: data.type === 'line' ? 2 : 0,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { stacked: data.stacked === true, grid: { display: false } },
            y: {
              stacked: data.stacked === true,
              beginAtZero: true,
              title: { display: data.axisLabel !== undefined, text: data.axisLabel ?? '' },
              ticks: { callback: (value) => (typeof value === 'number' ? data.formatValue(value) : value) },
            },
          },
          plugins: {
            legend: { display: data.series.length > 1, position: 'bottom' },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${data.formatValue(item.parsed.y ?? 0)}` } },
          },
        },
      });
    });
    return () => {
      cancel();
      chart?.destroy();
    };
  }, [data]);
  return <canvas ref={canvasRef} role="img" aria-label={label} />;
};

export default ChartCanvas;
