import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportFilters as Filters } from '@yardfleet/contract/endpoints/reports';
import { isFullVersion } from '@yardfleet/domain/entities/user-info';
import { companyToday } from '@yardfleet/domain/reports/period';
import { REPORT_KINDS, reportKindsOf } from '@yardfleet/domain/reports/report-kinds';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { useAppSelector } from '@yardfleet/data/hooks';
import { resolvePeriod, toReportRequest } from '@yardfleet/data/report-period';
import {
  NO_REPORT_FILTERS,
  periodChosen,
  reportChosen,
  reportFiltersChanged,
  reportPageChanged,
  reportPageSizeChanged,
  selectReportView,
} from '@yardfleet/data/slices/report-view';
import { selectUser } from '@yardfleet/data/slices/session';
import { useRegion } from '../../shared/environment';
import { browserTimeZone, companyZoneOf } from '../../shared/use-company-time';
import { routeTitles } from '../../shared/route-titles';
import { ExportButtons } from './export-buttons';
import { InventoryReport } from './inventory-report';
import { MaintenanceReport } from './maintenance-report';
import { PeriodPicker } from './period-picker';
import { PowerReport } from './power-report';
import { ReportFilters } from './report-filters';
import { reportMessages } from './report-messages';
import { ReportSchedulesPanel } from './lazy-schedules-panel';
import { ReportTabs } from './report-tabs';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useReportUrl } from './use-report-url';
import { UsageReport } from './usage-report';

/**
 * /report (rules 10.1 to 10.9): the report tabs (power-only companies: the power report
 * only, as the server refuses the others with 1170010403), the period (presets resolved in the
 * company's time zone from `GET personal/company`; none for the inventory snapshot), the filters
 * (full version: tag, category and warehouse; the power report: warehouse), the CSV / XLSX export
 * and the report, then the scheduled reports (report-schedules-panel). The choice lives in the store (data `slices/report-view`), so it is kept when
 * the user leaves /report and comes back, and in the URL's search params (use-report-url.ts), so a
 * report can be bookmarked and shared and reload and Back restore it. For /report's mobile LCP (rules 21.3): the report is asked once the
 * first frame has painted (use-after-first-paint.ts), the scheduled reports' code loads after the
 * first screen (lazy-schedules-panel.tsx), and the tabs are native buttons (tab-bar.tsx).
 */
export const ReportPage = () => {
  const intl = useIntl();
  const region = useRegion();
  const view = useAppSelector(selectReportView);
  const user = useAppSelector(selectUser);
  const fullVersion = user !== null && isFullVersion(user);
  const kinds = reportKindsOf(user?.companyRole);
  // Until the session's user is known, no report is ruled out of the URL.
  const choose = useReportUrl(user === null ? REPORT_KINDS : kinds);
  const kind = kinds.includes(view.kind) ? view.kind : 'power';
  const [now] = useState(() => new Date());
  const painted = useAfterFirstPaint();
  const company = useCompanySettingsQuery();
  const tags = useTagListQuery(undefined, { skip: !fullVersion });
  const warehouses = useWarehouseListQuery(undefined, { skip: !fullVersion });
  const timeZone = companyZoneOf(company, 'wait');

  // The inventory is a snapshot (the server ignores its period): it is asked at once, in the
  // browser's zone, without waiting for the company's. The other reports wait for the zone; until
  // then the page shows its whole frame with the report's loading shape (rules 21.3: the largest
  // paint, the chart titles, does not wait for personal/company).
  const zone = kind === 'inventory' ? browserTimeZone() : timeZone;
  const period = zone === undefined ? null : resolvePeriod(view.period, now, zone);
  const shown = { tag: fullVersion && kind !== 'power', category: fullVersion && kind !== 'power', warehouse: fullVersion };
  const filters: Filters = {
    tagId: shown.tag ? view.filters.tagId : null,
    category: shown.category ? view.filters.category : null,
    warehouseId: shown.warehouse ? view.filters.warehouseId : null,
  };
  const requestFilters = fullVersion ? filters : NO_REPORT_FILTERS;
  // The report is asked once the frame has painted (use-after-first-paint.ts; rules 21.3, LCP).
  const request = period === null || !painted ? null : toReportRequest({ ...view, filters: requestFilters }, period);
  const paging = {
    page: view.page,
    pageSize: view.pageSize,
    onPageChange: (page: number) => choose(reportPageChanged(page)),
    onPageSizeChange: (size: number) => choose(reportPageSizeChanged(size)),
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.report)}</h1>
      <ReportTabs kinds={kinds} selected={kind} onSelect={(next) => choose(reportChosen(next))}>
        <div className="flex flex-wrap items-end gap-3">
          {kind === 'inventory' ? (
            <p className="text-sm font-medium text-slate-700">{intl.formatMessage(reportMessages.snapshot)}</p>
          ) : (
            <PeriodPicker
              choice={view.period}
              period={period}
              today={timeZone === undefined ? null : companyToday(now, timeZone)}
              region={region}
              onChoose={(choice) => choose(periodChosen(choice))}
            />
          )}
          <ReportFilters
            filters={filters}
            shown={shown}
            tagGroups={tags.data?.groups ?? []}
            warehouses={warehouses.data?.warehouses ?? []}
            onTagChange={(tagId) => choose(reportFiltersChanged({ tagId }))}
            onCategoryChange={(category) => choose(reportFiltersChanged({ category }))}
            onWarehouseChange={(warehouseId) => choose(reportFiltersChanged({ warehouseId }))}
            onClear={() => choose(reportFiltersChanged(NO_REPORT_FILTERS))}
          />
          <div className="ms-auto">
            <ExportButtons request={request === null ? null : { kind, period: request.period, filters: request.filters }} />
          </div>
        </div>
        {kind === 'inventory' ? <InventoryReport request={request} paging={paging} now={now} /> : null}
        {kind === 'usage' ? <UsageReport request={request} paging={paging} region={region} /> : null}
        {kind === 'maintenance' ? <MaintenanceReport request={request} paging={paging} region={region} /> : null}
        {kind === 'power' ? <PowerReport request={request} paging={paging} region={region} /> : null}
      </ReportTabs>
      <ReportSchedulesPanel kind={kind} filters={requestFilters} />
    </section>
  );
};

export const Component = ReportPage;
