import { lazy, Suspense } from 'react';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';
import type { ReportSchedulesPanelProps } from './report-schedules-panel';

const Chunk = lazy(() => import('./report-schedules-panel').then((m) => ({ default: m.ReportSchedulesPanel })));

/**
 * The scheduled reports under /report's report (report-schedules-panel.tsx), same props, with its
 * code (the schedule list, its messages and formats, the company-zone time formatter: about 3 KiB
 * brotli and one request) downloaded once the first screen is shown, when its list would be read
 * anyway (useBackgroundReadsAllowed; rules 21.5, /report's LCP: fewer requests before the paint).
 * It sits below the report, so appearing later moves nothing above it.
 */
export const ReportSchedulesPanel = (props: ReportSchedulesPanelProps) =>
  useBackgroundReadsAllowed() ? (
    <Suspense fallback={null}>
      <Chunk {...props} />
    </Suspense>
  ) : null;
