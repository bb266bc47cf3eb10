import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GatewaySort } from '@yardfleet/contract/endpoints/gateways';
import { isAppGatewayKind, type Gateway, type GatewayKind } from '@yardfleet/domain/entities/gateway';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import { deviceWords } from '../../shared/i18n/device-words';
import { gatewayWords } from '../../shared/i18n/gateway-words';
import { GatewayRowMenu, type GatewayAction } from './gateway-actions';
import { LastConnected, LifecycleMarker, OnlinePill, type TimeFormat } from './gateway-cells';
import { locationText } from './gateway-format';
import { listMessages } from './gateway-messages';

interface Column {
  readonly key: string;
  /** The header's text (also the label of the field in a stacked row). */
  readonly label: string;
  readonly cell: (gateway: Gateway) => ReactNode;
  /** Shown only on very wide screens (≥ 1536 px); the detail page always shows it. */
  readonly wide?: boolean;
  /** Classes of the value (font, wrapping), never of its label in a stacked row. */
  readonly valueClass?: string;
  /** A count: right-aligned in the table. */
  readonly numeric?: boolean;
}

export interface GatewayTableProps {
  readonly kind: GatewayKind;
  readonly rows: readonly Gateway[];
  readonly format: TimeFormat;
  readonly sort: GatewaySort;
  readonly onSortToggle: () => void;
  /** The actions allowed on a row (none: no menu). */
  readonly actionsOf: (gateway: Gateway) => readonly GatewayAction[];
  readonly onAction: (gateway: Gateway, action: GatewayAction) => void;
  /** The list's URL query, so the detail's back link returns to the same tab, search, order and page. */
  readonly listQuery: string;
  readonly busy: boolean;
}

const text = (value: string) => (value === '' ? '—' : value);

/**
 * The columns of a tab (SPEC 3), by priority so a 1280 px screen needs no sideways scrolling:
 * every tab: model, firmware, sub-devices, location, last connected, status; app gateway tabs add
 * brand, application version and connected devices, with firmware, sub-devices, system version,
 * UDID and email only on very wide screens (≥ 1536 px) and in stacked rows (all are on the detail page).
 */
const columnsFor = (intl: IntlShape, kind: GatewayKind, format: TimeFormat): Column[] => {
  const m = (d: MessageDescriptor) => intl.formatMessage(d);
  const app = isAppGatewayKind(kind);
  const appField = (field: keyof NonNullable<Gateway['app']>) => (g: Gateway) => text(g.app?.[field] ?? '');
  return [
    { key: 'model', label: m(deviceWords.model), cell: (g) => g.model, valueClass: 'whitespace-nowrap' },
    ...(app ? [{ key: 'brand', label: m(listMessages.brand), cell: appField('brand') }] : []),
    ...(app ? [{ key: 'system', label: m(listMessages.systemVersion), cell: appField('systemVersion'), wide: true }] : []),
    ...(app ? [{ key: 'appVersion', label: m(listMessages.appVersion), cell: appField('appVersion'), valueClass: 'font-mono text-xs' }] : []),
    { key: 'firmware', label: m(deviceWords.firmwareVersion), cell: (g) => text(g.firmwareVersion), valueClass: 'font-mono text-xs', wide: app },
    ...(app ? [{ key: 'udid', label: m(listMessages.udid), cell: appField('udid'), valueClass: 'font-mono text-xs break-all', wide: true }] : []),
    ...(app ? [{ key: 'email', label: m(listMessages.email), cell: appField('email'), valueClass: 'break-all', wide: true }] : []),
    { key: 'subDevices', label: m(gatewayWords.subDevices), cell: (g) => intl.formatNumber(g.subDeviceCount), numeric: true, wide: app },
    ...(app ? [{ key: 'connected', label: m(listMessages.connectedDevices), cell: (g: Gateway) => intl.formatNumber(g.connectedDeviceCount), numeric: true }] : []),
    { key: 'location', label: m(listMessages.location), cell: (g) => locationText(intl, g) },
    { key: 'lastConnected', label: m(deviceWords.lastConnected), cell: (g) => <LastConnected at={g.lastConnectedAt} format={format} /> },
    { key: 'status', label: m(deviceWords.status), cell: (g) => <OnlinePill status={g.onlineStatus} /> },
  ];
};

const cellClass = (column: Pick<Column, 'wide' | 'numeric'>) =>
  clsx('max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:py-1 lg:px-2 lg:py-2 lg:align-top', column.wide ? 'hidden 2xl:table-cell' : 'lg:table-cell', column.numeric && 'lg:text-right');

/** The field's name inside a stacked row (phones, tablets); hidden where the table has its header row. */
const StackLabel = ({ children }: { readonly children: string }) => <span className="shrink-0 text-xs font-medium text-slate-600 lg:hidden">{children}</span>;

/**
 * The gateways of one tab as a table (≥ 1024 px) or as stacked rows, one card per gateway with each
 * field named (phones: 390 px without sideways scrolling). The SN is the row header and links to
 * the detail; deleted gateways are marked with their date; the Last connected header toggles the
 * order (aria-sort); admins and managers get a row menu of Reset and Delete.
 */
export const GatewayTable = ({ kind, rows, format, sort, onSortToggle, actionsOf, onAction, listQuery, busy }: GatewayTableProps) => {
  const intl = useIntl();
  const columns = columnsFor(intl, kind, format);
  const withActions = rows.some((g) => actionsOf(g).length > 0);
  const sortLabel = intl.formatMessage(sort === 'last_connected_desc' ? listMessages.sortNewest : listMessages.sortOldest);
  const header = (column: Column) =>
    column.key === 'lastConnected' ? (
      <button type="button" onClick={onSortToggle} className="inline-flex items-center gap-1 text-left uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600">
        {column.label}
        <span aria-hidden="true">{sort === 'last_connected_desc' ? '↓' : '↑'}</span>
        <span className="sr-only">{`(${sortLabel})`}</span>
      </button>
    ) : (
      column.label
    );
  return (
    <table className="w-full border-collapse text-left text-sm max-lg:block" aria-busy={busy ? true : undefined}>
      <caption className="sr-only">{intl.formatMessage(routeTitles.gateway)}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-lg:sr-only">
        <tr>
          <th scope="col" className="px-2 py-2.5 align-bottom font-semibold">
            {intl.formatMessage(deviceWords.sn)}
          </th>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={column.key === 'lastConnected' ? (sort === 'last_connected_desc' ? 'descending' : 'ascending') : undefined}
              className={clsx('px-2 py-2.5 align-bottom font-semibold', column.wide ? 'hidden 2xl:table-cell' : undefined, column.numeric && 'text-right')}
            >
              {header(column)}
            </th>
          ))}
          {withActions ? (
            <th scope="col" className="px-2 py-2.5 font-semibold">
              <span className="sr-only">{intl.formatMessage(screenWords.actions)}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className={clsx('max-lg:flex max-lg:flex-col max-lg:gap-3', busy && 'cursor-progress opacity-70')}>
        {rows.map((gateway) => {
          const actions = actionsOf(gateway);
          return (
            <tr key={gateway.id} className="border-slate-100 hover:bg-slate-50 max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:p-3 lg:border-t">
              <th scope="row" className="px-2 py-2 text-left align-top font-medium text-slate-900 max-lg:block max-lg:px-0 max-lg:pb-2">
                <span className="flex flex-wrap items-center gap-2">
                  <Link to={`/gateway/${gateway.id}`} state={{ listQuery }} className="font-mono text-emerald-800 underline hover:text-emerald-950">
                    {gateway.serialNumber}
                  </Link>
                  <LifecycleMarker gateway={gateway} format={format} />
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.key} className={clsx('text-slate-700', cellClass(column))}>
                  <StackLabel>{column.label}</StackLabel>
                  <span className={clsx('min-w-0 max-lg:text-right', column.valueClass)}>{column.cell(gateway)}</span>
                </td>
              ))}
              {withActions ? (
                <td className="max-lg:block max-lg:pt-2 lg:px-2 lg:py-2 lg:align-top">{actions.length > 0 ? <GatewayRowMenu gateway={gateway} actions={actions} onAction={(action) => onAction(gateway, action)} /> : null}</td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
