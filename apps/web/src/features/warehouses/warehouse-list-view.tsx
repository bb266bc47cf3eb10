import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import type { Role } from '@yardfleet/domain/entities/person';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { can } from '@yardfleet/domain/rules/permissions';
import { Button } from '@yardfleet/ui/button';
import { DataTable, type DataTableColumn } from '@yardfleet/ui/data-table';
import { EmptyState } from '@yardfleet/ui/empty-state';
import { ErrorState } from '@yardfleet/ui/error-state';
import { Spinner } from '@yardfleet/ui/spinner';
import type { LoadResult } from '@yardfleet/data/load-result';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useIsMobile } from '../../shared/use-media-query';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import { MapPlaceholder, MapSlot } from './map-slot';
import { WarehouseCards } from './warehouse-cards';
import { overviewCircles } from './overview-circles';
import { WarehouseRowActions } from './warehouse-row-actions';
import { listMessages } from './warehouses-messages';

/** What the list shows: loading, an error (with the server's text), or the warehouses. */
export type WarehouseListResult = LoadResult<{ warehouses: readonly WarehouseView[] }>;

export interface WarehouseListViewProps {
  readonly result: WarehouseListResult;
  /** The viewer's role: writes only where the domain's `can(role, 'fleet.edit')` holds (SPEC 6). */
  readonly viewerRole: Role | null;
  /** A refusal to show above the table (the SPEC 8 "has N gateways" text), or undefined. */
  readonly notice?: string | undefined;
  readonly onRetry: () => void;
  readonly onDelete: (warehouse: WarehouseView) => void;
  /** Id of the warehouse whose action is running (its buttons are disabled). */
  readonly busyId?: string | undefined;
}

/** Where the overview map starts before it fits every circle: the first warehouse (degrees); null when there are none. */
const startOf = (warehouses: readonly WarehouseView[]): GeoPoint | null => warehouses[0]?.location ?? null;

/** The primary "Set up a warehouse" button: opens /warehouse/new. */
const SetUpLink = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/warehouse/new')}>{intl.formatMessage(routeTitles.warehouseSetup)}</Button>;
};

/**
 * /warehouse (SPEC 2, 3, 8; issue 5): a map of every warehouse as its circle (radius in metres; the
 * view fits them all, names at one spot written once, issue 14 defect 3)
 * above a table of name, address, location (lat, lng to 5 decimals), radius (m) and linked
 * gateways, with Edit and Delete per row (Delete disabled with the SPEC 8 text while gateways are
 * linked) and "Set up a warehouse" for admins and managers
 * (`can(role, 'fleet.edit')`); employees read only. Loading, empty (what a warehouse does) and
 * error (retry) states; while loading, the map's box is already there (issue 12 item 2: the table
 * does not move when the map arrives). Below 992 px (a phone) the rows are stacked cards; on a desktop the
 * table keeps its actions in view without sideways scrolling (issue 14 defect 4).
 */
export const WarehouseListView = ({ result, viewerRole, notice, onRetry, onDelete, busyId }: WarehouseListViewProps) => {
  const intl = useIntl();
  const mayEdit = can(viewerRole, 'fleet.edit');
  const narrow = useIsMobile();
  const columns: DataTableColumn<WarehouseView>[] = [
    { key: 'name', header: intl.formatMessage(listMessages.name), rowHeader: true, cell: (w) => w.name },
    { key: 'address', header: intl.formatMessage(listMessages.address), cell: (w) => (w.address === '' ? '—' : w.address), className: 'min-w-40' },
    // Below 1536 px the coordinates wrap onto two lines, so Delete stays in view at 1280 px (issue 14 defect 4).
    { key: 'location', header: intl.formatMessage(listMessages.location), cell: (w) => formatCoordinates(w.location), className: 'font-mono text-xs 2xl:whitespace-nowrap' },
    { key: 'radius', header: intl.formatMessage(listMessages.radius), cell: (w) => intl.formatNumber(w.radius), className: 'text-right' },
    { key: 'gateways', header: intl.formatMessage(listMessages.gateways), cell: (w) => intl.formatNumber(w.linkedGatewayCount), className: 'text-right' },
  ];
  if (mayEdit)
    columns.push({
      key: 'actions',
      header: intl.formatMessage(screenWords.actions),
      cell: (w) => <WarehouseRowActions warehouse={w} busy={busyId === w.id} onDelete={onDelete} />,
      className: 'w-0',
    });
  const warehouses = result.kind === 'ready' ? result.warehouses : [];
  const centre = startOf(warehouses);
  const placeholder =
    result.kind === 'loading' ? (
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    ) : result.kind === 'error' ? (
      <ErrorState title={intl.formatMessage(listMessages.loadFailed)} description={result.detail} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={onRetry} />
    ) : warehouses.length === 0 ? (
      <EmptyState title={intl.formatMessage(listMessages.empty)} description={intl.formatMessage(listMessages.emptyHint)} {...(mayEdit ? { action: <SetUpLink /> } : {})} />
    ) : undefined;
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
      {narrow && placeholder === undefined ? (
        <WarehouseCards label={intl.formatMessage(routeTitles.warehouse)} warehouses={warehouses} mayEdit={mayEdit} busyId={busyId} onDelete={onDelete} />
      ) : (
        <DataTable caption={intl.formatMessage(routeTitles.warehouse)} columns={columns} rows={warehouses} rowKey={(w) => w.id} placeholder={placeholder} />
      )}
    </section>
  );
};
