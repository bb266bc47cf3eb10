import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import type { GatewayKindCounts } from '@yardfleet/contract/endpoints/gateways';
import { GATEWAY_KINDS, type Gateway } from '@yardfleet/domain/entities/gateway';
import { GATEWAY_SEARCH_MAX_LENGTH } from '@yardfleet/domain/gateways/gateway-rules';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { SearchField } from '@yardfleet/ui/search-field';
import type { PageLoadResult } from '@yardfleet/data/load-result';
import { errorMessages } from '../../shared/i18n/error-messages';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { gatewayKindWords } from '../../shared/i18n/gateway-words';
import type { GatewayAction } from './gateway-actions';
import type { TimeFormat } from './gateway-cells';
import { elsewhereTab, listMessages, tabCount } from './gateway-messages';
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
 * /gateway (rules 14.1 to 14.3): the five kinds as tabs in the order of rules 14.1, each with its count
 * (Headless UI tabs: arrow keys move), a search by SN or model whose results include deleted
 * gateways, the tab's table sorted by last connected, and paging. Loading, empty (a search: "No
 * results found", rules 8.5, or, when it found gateways of other kinds, which tabs hold them with a
 * button to each) and error (retry) states. Props in, callbacks out.
 */
export const GatewayListView = (props: GatewayListViewProps) => {
  const intl = useIntl();
  const { view, result } = props;
  const searching = view.search.trim() !== '';
  const toggleSort = () => props.onChange({ sort: view.sort === 'last_connected_desc' ? 'last_connected_asc' : 'last_connected_desc' });
  const ready = result.kind === 'ready' ? result : null;
  // A search that finds nothing here may find gateways of other kinds: say where (rules 14.3).
  const elsewhere = searching && props.counts !== undefined ? GATEWAY_KINDS.filter((kind) => kind !== view.kind && (props.counts?.[kind] ?? 0) > 0) : [];
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(listMessages.loadFailed), props.onRetry) ??
    (ready?.items.length === 0 ? (
      searching && elsewhere.length > 0 ? (
        <Placeholder
          kind="empty"
          title={intl.formatMessage(listMessages.elsewhereTitle)}
          description={intl.formatMessage(listMessages.elsewhereHint)}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {elsewhere.map((kind) => (
                <Button key={kind} variant="secondary" onClick={() => props.onChange({ kind })}>
                  {intl.formatMessage(elsewhereTab, { kind: intl.formatMessage(gatewayKindWords[kind]), count: props.counts?.[kind] ?? 0 })}
                </Button>
              ))}
            </div>
          }
        />
      ) : searching ? (
        <Placeholder kind="empty" title={intl.formatMessage(errorMessages.noResults)} />
      ) : (
        <Placeholder kind="empty" title={intl.formatMessage(listMessages.empty)} description={intl.formatMessage(listMessages.emptyHint)} />
      )
    ) : undefined);
  const shown = placeholder === undefined ? ready : null;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.gateway)}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label={intl.formatMessage(listMessages.search)}
          value={props.searchInput}
          onChange={props.onSearchChange}
          maxLength={GATEWAY_SEARCH_MAX_LENGTH}
          className="w-full sm:w-80"
        />
        {searching ? <p className="text-sm text-slate-600">{intl.formatMessage(listMessages.searchHint)}</p> : null}
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
              {/* The count's badge is there before the counts arrive (empty, as wide as two digits), so their arrival does not widen the tabs and re-wrap them (rules 21.4). */}
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
              {kind !== view.kind ? null : (
                <GatewayTable
                  kind={kind}
                  rows={shown?.items ?? []}
                  format={props.format}
                  sort={view.sort}
                  onSortToggle={toggleSort}
                  actionsOf={props.actionsOf}
                  onAction={props.onAction}
                  listQuery={props.listQuery}
                  busy={shown?.refreshing ?? false}
                  placeholder={placeholder}
                  paging={{
                    page: view.page,
                    pageSize: view.pageSize,
                    // Also on a page past the last (no rows, total above 0), so the user can go back.
                    total: ready?.total ?? 0,
                    onPageChange: (page) => props.onChange({ page }),
                    onPageSizeChange: (pageSize) => props.onChange({ pageSize }),
                  }}
                />
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
};
