import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GatewaySort } from '@yardfleet/contract/endpoints/gateways';
import { isAppGatewayKind, type Gateway, type GatewayKind } from '@yardfleet/domain/entities/gateway';
import { PagedTable, type TablePaging } from '@yardfleet/ui/paged-table';
import type { RowActions, TableColumn } from '@yardfleet/ui/responsive-table';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import { deviceWords } from '../../shared/i18n/device-words';
import { gatewayWords } from '../../shared/i18n/gateway-words';
import { GatewayRowMenu, type GatewayAction } from './gateway-actions';
import { OnlineStatusPill } from '../../shared/equipment-cells';
import { GatewayLocation, LastConnected, LifecycleMarker, type TimeFormat } from './gateway-cells';
import { useWarehousePlaces } from './gateway-format';
import type { WarehousePlace } from '@yardfleet/domain/geometry/nearest-warehouse';
import { listMessages } from './gateway-messages';

/** The sort key of the one sortable column, Last connected. */
const LAST_CONNECTED = 'lastConnected';

export interface GatewayTableProps {
  readonly kind: GatewayKind;
  readonly rows: readonly Gateway[];
  readonly format: TimeFormat;
  readonly sort: GatewaySort;
  readonly onSortToggle: () => void;
  /** The actions allowed on a row (none: no menu; none on any row: no column). */
  readonly actionsOf: (gateway: Gateway) => readonly GatewayAction[];
  readonly onAction: (gateway: Gateway, action: GatewayAction) => void;
  /** The list's URL query, so the detail's back link returns to the same tab, search, order and page. */
  readonly listQuery: string;
  /** True while a newer page loads (the rows stay; the table is marked busy). */
  readonly busy: boolean;
  /** Shown instead of the rows: loading, error, nothing of this kind, no search result. */
  readonly placeholder?: ReactNode;
  /** The page shown, the total of the tab and how to move. */
  readonly paging: TablePaging;
}

const text = (value: string) => (value === '' ? '—' : value);

/**
 * The columns of a tab (rules 14.2), by priority so a 1280 px screen needs no sideways scrolling: the
 * SN as row header (a link to the detail, with the deleted or reset marker); every tab: model,
 * firmware, sub-devices, location (by the nearest warehouse: GatewayLocation), last connected (the sortable column), status; app gateway tabs
 * add brand, application version and connected devices, with firmware, sub-devices, system
 * version, UDID and email only from 1536 px in the table (the cards and the detail page show them).
 */
const columnsFor = (
  intl: IntlShape,
  kind: GatewayKind,
  format: TimeFormat,
  listQuery: string,
  warehouses: readonly WarehousePlace<string>[],
): TableColumn<Gateway>[] => {
  const m = (d: MessageDescriptor) => intl.formatMessage(d);
  const app = isAppGatewayKind(kind);
  const appField = (field: keyof NonNullable<Gateway['app']>) => (g: Gateway) => text(g.app?.[field] ?? '');
  const appOnly = (column: TableColumn<Gateway>): TableColumn<Gateway>[] => (app ? [column] : []);
  const lesser = app ? '2xl' : 'always';
  return [
    {
      key: 'sn',
      header: m(deviceWords.sn),
      rowHeader: true,
      cell: (g) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`/gateway/${g.id}`} state={{ listQuery }} className="font-mono text-emerald-800 underline hover:text-emerald-950">
            {g.serialNumber}
          </Link>
          <LifecycleMarker gateway={g} format={format} />
        </span>
      ),
    },
    { key: 'model', header: m(deviceWords.model), cell: (g) => g.model, className: 'whitespace-nowrap' },
    ...appOnly({ key: 'brand', header: m(listMessages.brand), cell: appField('brand') }),
    ...appOnly({ key: 'system', header: m(listMessages.systemVersion), cell: appField('systemVersion'), priority: '2xl' }),
    ...appOnly({ key: 'appVersion', header: m(listMessages.appVersion), cell: appField('appVersion'), className: 'font-mono text-xs' }),
    { key: 'firmware', header: m(deviceWords.firmwareVersion), cell: (g) => text(g.firmwareVersion), className: 'font-mono text-xs', priority: lesser },
    ...appOnly({ key: 'udid', header: m(listMessages.udid), cell: appField('udid'), className: 'font-mono text-xs break-all', priority: '2xl' }),
    ...appOnly({ key: 'email', header: m(listMessages.email), cell: appField('email'), className: 'break-all', priority: '2xl' }),
    { key: 'subDevices', header: m(gatewayWords.subDevices), cell: (g) => intl.formatNumber(g.subDeviceCount), numeric: true, priority: lesser },
    ...appOnly({ key: 'connected', header: m(listMessages.connectedDevices), cell: (g) => intl.formatNumber(g.connectedDeviceCount), numeric: true }),
    { key: 'location', header: m(listMessages.location), cell: (g) => <GatewayLocation gateway={g} warehouses={warehouses} /> },
    {
      key: LAST_CONNECTED,
      header: m(deviceWords.lastConnected),
      cell: (g) => <LastConnected at={g.lastConnectedAt} format={format} />,
      sortKey: LAST_CONNECTED,
      sortHint: (direction) => `(${m(direction === 'descending' ? listMessages.sortNewest : listMessages.sortOldest)})`,
    },
    { key: 'status', header: m(deviceWords.status), cell: (g) => <OnlineStatusPill status={g.onlineStatus} /> },
  ];
};

/**
 * The gateways of one tab as a PagedTable named "Gateways": a table from 992 px, one card per
 * gateway below with each field named (a 390 px phone scrolls only down), the paging under it.
 * The SN is the row header and links to the detail; deleted gateways are marked with their date;
 * the Last connected header toggles the order (aria-sort; above the cards on phones); admins and
 * managers get a row menu of Reset and Delete ("Actions for {serial}").
 */
export const GatewayTable = ({ kind, rows, format, sort, onSortToggle, actionsOf, onAction, listQuery, busy, placeholder, paging }: GatewayTableProps) => {
  const intl = useIntl();
  const warehouses = useWarehousePlaces();
  const actions: RowActions<Gateway> | undefined = rows.some((g) => actionsOf(g).length > 0)
    ? {
        header: intl.formatMessage(screenWords.actions),
        hideHeader: true,
        cell: (g) => {
          const allowed = actionsOf(g);
          return allowed.length > 0 ? <GatewayRowMenu gateway={g} actions={allowed} onAction={(action) => onAction(g, action)} /> : null;
        },
      }
    : undefined;
  return (
    <PagedTable
      caption={intl.formatMessage(routeTitles.gateway)}
      columns={columnsFor(intl, kind, format, listQuery, warehouses)}
      rows={rows}
      rowKey={(g) => g.id}
      rowActions={actions}
      busy={busy}
      placeholder={placeholder}
      sort={{ key: LAST_CONNECTED, direction: sort === 'last_connected_desc' ? 'descending' : 'ascending' }}
      onSort={onSortToggle}
      paging={paging}
    />
  );
};
