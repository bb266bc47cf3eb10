import { useIntl } from 'react-intl';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { formatCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { WarehouseRowActions } from './warehouse-row-actions';
import { listMessages } from './warehouses-messages';

export interface WarehouseCardsProps {
  /** Accessible name of the list ("Warehouses"). */
  readonly label: string;
  readonly warehouses: readonly WarehouseView[];
  /** Edit and Delete per card (`can(role, 'fleet.edit')`). */
  readonly mayEdit: boolean;
  readonly busyId?: string | undefined;
  readonly onDelete: (warehouse: WarehouseView) => void;
}

/**
 * The warehouses as stacked cards for narrow screens (issue 14 defect 4: a 390 px phone): each
 * card shows the name, address, location (lat, lng to 5 decimals), radius (m), linked gateways and
 * the Edit and Delete actions, so nothing needs sideways scrolling.
 */
export const WarehouseCards = ({ label, warehouses, mayEdit, busyId, onDelete }: WarehouseCardsProps) => {
  const intl = useIntl();
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {warehouses.map((w) => (
        <li key={w.id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="break-words text-base font-semibold text-slate-900">{w.name}</h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{intl.formatMessage(listMessages.address)}</dt>
            <dd className="break-words text-slate-800">{w.address === '' ? '—' : w.address}</dd>
            <dt className="text-slate-600">{intl.formatMessage(listMessages.location)}</dt>
            <dd className="font-mono text-xs text-slate-800">{formatCoordinates(w.location)}</dd>
            <dt className="text-slate-600">{intl.formatMessage(listMessages.radius)}</dt>
            <dd className="text-slate-800">{intl.formatNumber(w.radius)}</dd>
            <dt className="text-slate-600">{intl.formatMessage(listMessages.gateways)}</dt>
            <dd className="text-slate-800">{intl.formatNumber(w.linkedGatewayCount)}</dd>
          </dl>
          {mayEdit ? <WarehouseRowActions warehouse={w} busy={busyId === w.id} onDelete={onDelete} /> : null}
        </li>
      ))}
    </ul>
  );
};
