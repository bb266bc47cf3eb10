import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { GatewayKindCounts } from '@yardfleet/contract/endpoints/gateways';
import { PAGE_SIZES } from '@yardfleet/domain/constants';
import { GATEWAY_KINDS, type Gateway } from '@yardfleet/domain/entities/gateway';
import { GATEWAY_SEARCH_MAX_LENGTH } from '@yardfleet/domain/gateways/gateway-rules';
import { Button } from '@yardfleet/ui/button';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Pagination } from '@yardfleet/ui/pagination';
import { SearchField } from '@yardfleet/ui/search-field';
import { Spinner } from '@yardfleet/ui/spinner';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { commonMessages } from '../../shared/i18n/common-messages';
import { errorMessages } from '../../shared/i18n/error-messages';
import { routeTitles } from '../../shared/route-titles';
import { deviceWords } from '../../shared/i18n/device-words';
import { gatewayKindWords } from '../../shared/i18n/gateway-words';
import type { GatewayAction } from './gateway-actions';
import type { TimeFormat } from './gateway-cells';
import { listMessages, tabCount } from './gateway-messages';
import type { GatewayView } from './gateway-query';
import { GatewayTable } from './gateway-table';

/** What the list shows: loading (first load), an error (with the server's text), or a page of the tab with every tab's count. */
export type GatewayListResult = PageLoadResult<Gateway>;

export interface GatewayListViewProps {
  readonly view: GatewayView;
  /** The search field's text (sent after a pause). */
  readonly searchInput: string;
  readonly result: GatewayListResult;
  /** Every tab's count from the latest answer (kept while another tab loads); undefined before the first. */
  readonly counts: GatewayKindCounts | undefined;
  readonly format: TimeFormat;
  readonly listQuery: string;
  readonly actionsOf: (gateway: Gateway) => readonly GatewayAction[];
  readonly onAction: (gateway: Gateway, action: GatewayAction) => void;
  readonly onChange: (patch: Partial<GatewayView>) => void;
  readonly onSearchChange: (text: string) => void;
  readonly onRetry: () => void;
}

/**
 * /gateway (SPEC 2, 3, 8; issue 11): the five kinds as tabs in SPEC order, each with its count
 * (Headless UI tabs: arrow keys move), a search by SN or model whose results include deleted
 * gateways, the tab's table sorted by last connected, and paging. Loading, empty (a search: "No
 * results found", SPEC 8) and error (retry) states. Props in, callbacks out.
 */
export const GatewayListView = (props: GatewayListViewProps) => {
  const intl = useIntl();
  const { view, result } = props;
  const searching = view.search.trim() !== '';
  const sortLabel = `${intl.formatMessage(deviceWords.lastConnected)}: ${intl.formatMessage(view.sort === 'last_connected_desc' ? listMessages.sortNewest : listMessages.sortOldest)}`;
  const toggleSort = () => props.onChange({ sort: view.sort === 'last_connected_desc' ? 'last_connected_asc' : 'last_connected_desc' });
  const placeholder =
    result.kind === 'loading' ? (
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    ) : result.kind === 'error' ? (
      <ErrorState title={intl.formatMessage(listMessages.loadFailed)} description={result.detail} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={props.onRetry} />
    ) : result.items.length === 0 ? (
      searching ? (
        <EmptyState title={intl.formatMessage(errorMessages.noResults)} />
      ) : (
        <EmptyState title={intl.formatMessage(listMessages.empty)} description={intl.formatMessage(listMessages.emptyHint)} />
      )
    ) : null;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.gateway)}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <SearchField label={intl.formatMessage(listMessages.search)} value={props.searchInput} onChange={props.onSearchChange} maxLength={GATEWAY_SEARCH_MAX_LENGTH} className="w-full sm:w-80" />
        {searching ? <p className="text-sm text-slate-600">{intl.formatMessage(listMessages.searchHint)}</p> : null}
        <Button variant="secondary" size="sm" className="lg:hidden" onClick={toggleSort}>
          {sortLabel}
        </Button>
      </div>
      <TabGroup
        selectedIndex={GATEWAY_KINDS.indexOf(view.kind)}
        onChange={(index) => {
          const kind = GATEWAY_KINDS[index];
          if (kind !== undefined) props.onChange({ kind });
        }}
      >
        <TabList aria-label={intl.formatMessage(listMessages.tabs)} className="flex flex-wrap gap-1 border-b border-slate-200">
          {GATEWAY_KINDS.map((kind) => (
            <Tab
              key={kind}
              className={({ selected }) =>
                clsx(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
                  selected ? 'border-emerald-700 text-emerald-800' : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {intl.formatMessage(gatewayKindWords[kind])}
              {/* The count's badge is there before the counts arrive (empty, as wide as two digits), so their arrival does not widen the tabs and re-wrap them (issue 12 item 2). */}
              <span className="min-w-8 rounded-full bg-slate-100 px-2 text-center text-xs tabular-nums text-slate-700">
                {props.counts !== undefined ? (
                  <>
                    <span aria-hidden="true">{intl.formatNumber(props.counts[kind])}</span>
                    <span className="sr-only">{`, ${intl.formatMessage(tabCount, { count: props.counts[kind] })}`}</span>
                  </>
                ) : (
                  <span aria-hidden="true">&nbsp;</span>
                )}
              </span>
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          {GATEWAY_KINDS.map((kind) => (
            <TabPanel key={kind} className="flex flex-col gap-2 focus-visible:outline-2 focus-visible:outline-emerald-600">
              {kind !== view.kind ? null : placeholder !== null ? (
                <div className="rounded-lg border border-slate-200 bg-white px-3 py-10">{placeholder}</div>
              ) : result.kind === 'ready' ? (
                <>
                  <div className="rounded-lg bg-white lg:border lg:border-slate-200">
                    <GatewayTable
                      kind={kind}
                      rows={result.items}
                      format={props.format}
                      sort={view.sort}
                      onSortToggle={toggleSort}
                      actionsOf={props.actionsOf}
                      onAction={props.onAction}
                      listQuery={props.listQuery}
                      busy={result.refreshing}
                    />
                  </div>
                  <Pagination
                    page={view.page}
                    pageSize={view.pageSize}
                    total={result.total}
                    pageSizes={PAGE_SIZES}
                    onPageChange={(page) => props.onChange({ page })}
                    onPageSizeChange={(pageSize) => props.onChange({ pageSize })}
                  />
                </>
              ) : null}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
};
