import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import type { Role } from '@yardfleet/domain/entities/person';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { can } from '@yardfleet/domain/rules/permissions';
import { Button } from '@yardfleet/ui/button';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type RowActions, type TableColumn } from '@yardfleet/ui/responsive-table';
import type { LoadResult } from '@yardfleet/data/load-result';
import { screenWords } from '../../shared/i18n/screen-words';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { MapPlaceholder, MapSlot } from './map-slot';
import { overviewCircles } from './overview-circles';
import { WarehouseRowActions } from './warehouse-row-actions';
import { listMessages } from './warehouses-messages';

/** What the list shows: loading, an error (with the server's text), or the warehouses. */
export type WarehouseListResult = LoadResult<{ warehouses: readonly WarehouseView[] }>;

export interface WarehouseListViewProps {
  readonly result: WarehouseListResult;
  /** The viewer's role: writes only where the domain's `can(role, 'fleet.edit')` holds (rules 6.2). */
  readonly viewerRole: Role | null;
  /** A refusal to show above the table (the "has N gateways" text of rules 17.4), or undefined. */
  readonly notice?: string | undefined;
  readonly onRetry: () => void;
  readonly onDelete: (warehouse: WarehouseView) => void;
  /** Id of the warehouse whose action is running (its buttons are disabled). */
  readonly busyId?: string | undefined;
}

/** Where the overview map starts before it fits every circle: the first warehouse (degrees); null when there are none. */
const startOf = (warehouses: readonly WarehouseView[]): GeoPoint | null => warehouses[0]?.location ?? null;

/** The rows of a list that is not ready (one array: a new one would be a new list every render). */
const NO_WAREHOUSES: readonly WarehouseView[] = [];
const keyOf = (w: WarehouseView): string => w.id;

/**
 * The columns: the name as row header, address, location (lat, lng to 5 decimals), radius (m) and
 * linked gateways; below 1536 px the coordinates wrap onto two lines, so Delete stays in view at
 * 1280 px (rules 2.22). On a phone each is a named line of the warehouse's card.
 */
const columnsOf = (intl: IntlShape): TableColumn<WarehouseView>[] => [
  { key: 'name', header: intl.formatMessage(listMessages.name), rowHeader: true, className: 'break-words', cell: (w) => w.name },
  {
    key: 'address',
    header: intl.formatMessage(listMessages.address),
    headerClassName: 'min-w-40',
    className: 'break-words',
    cell: (w) => (w.address === '' ? '—' : w.address),
  },
  {
    key: 'location',
    header: intl.formatMessage(listMessages.location),
    className: 'font-mono text-xs 2xl:whitespace-nowrap',
    cell: (w) => formatCoordinates(w.location),
  },
  { key: 'radius', header: intl.formatMessage(listMessages.radius), numeric: true, cell: (w) => intl.formatNumber(w.radius) },
  { key: 'gateways', header: intl.formatMessage(listMessages.gateways), numeric: true, cell: (w) => intl.formatNumber(w.linkedGatewayCount) },
];

/** The primary "Set up a warehouse" button: opens /warehouse/new. */
const SetUpLink = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/warehouse/new')}>{intl.formatMessage(routeTitles.warehouseSetup)}</Button>;
};

/**
 * /warehouse (rules 17.5): a map of every warehouse as its circle (radius in metres; the view fits
 * them all, names at one spot written once) above a table of name, address, location (lat, lng to 5
 * decimals), radius (m) and linked gateways, with Edit and Delete per row (Delete disabled with the
 * text of rules 17.4 while gateways are linked) and "Set up a warehouse" for admins and managers
 * (`can(role, 'fleet.edit')`); employees read only. Loading, empty (what a warehouse does) and
 * error (retry) states; while loading, the map's box is already there (rules 21.4: the table does
 * not move when the map arrives). The warehouses are a ResponsiveTable: below 992 px (a phone) each
 * row is a card with its actions last; on a desktop the table keeps its actions in view without
 * sideways scrolling (rules 2.22). A scale fleet's 1,000 warehouses render a few rows per frame
 * (the columns and actions stay the same between renders).
 */
export const WarehouseListView = ({ result, viewerRole, notice, onRetry, onDelete, busyId }: WarehouseListViewProps) => {
  const intl = useIntl();
  const mayEdit = can(viewerRole, 'fleet.edit');
  const columns = useMemo(() => columnsOf(intl), [intl]);
  const actions = useMemo<RowActions<WarehouseView> | undefined>(
    () =>
      mayEdit
        ? {
            header: intl.formatMessage(screenWords.actions),
            headerClassName: 'w-0',
            cell: (w) => <WarehouseRowActions warehouse={w} busy={busyId === w.id} onDelete={onDelete} />,
          }
        : undefined,
    [intl, mayEdit, busyId, onDelete],
  );
  const warehouses = result.kind === 'ready' ? result.warehouses : NO_WAREHOUSES;
  const centre = startOf(warehouses);
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(listMessages.loadFailed), onRetry) ??
    (warehouses.length === 0 ? (
      <Placeholder
        kind="empty"
        title={intl.formatMessage(listMessages.empty)}
        description={intl.formatMessage(listMessages.emptyHint)}
        action={mayEdit ? <SetUpLink /> : undefined}
      />
    ) : undefined);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.warehouse)}</h1>
        {mayEdit && !(result.kind === 'ready' && warehouses.length === 0) ? <SetUpLink /> : null}
      </div>
      {!mayEdit ? <p className="text-sm text-slate-600">{intl.formatMessage(listMessages.readOnly)}</p> : null}
      {notice !== undefined ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {result.kind === 'loading' ? (
        <MapPlaceholder text={intl.formatMessage(screenWords.loadingMap)} />
      ) : centre !== null ? (
        <MapSlot
          label={intl.formatMessage(listMessages.mapLabel)}
          loadingText={intl.formatMessage(screenWords.loadingMap)}
          center={centre}
          zoom={11}
          circles={overviewCircles(warehouses)}
          fitAllCircles
          markers={warehouses.map((w) => ({ id: w.id, position: w.location, tone: 'green', label: w.name }))}
        />
      ) : null}
      <ResponsiveTable
        caption={intl.formatMessage(routeTitles.warehouse)}
        columns={columns}
        rows={warehouses}
        rowKey={keyOf}
        rowActions={actions}
        placeholder={placeholder}
      />
    </section>
  );
};
