import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ChargeSystemSummary } from '@yardfleet/contract/endpoints/power';
import { CHARGE_STATES } from '@yardfleet/domain/entities/charger';
import { ResponsiveTable, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { OnlineStatusPill } from '../../shared/equipment-cells';
import { ChargeStatePill } from './charge-state-pill';
import { formatKwh } from './power-format';
import { errorCodeText, suggestionFor } from './power-detail-messages';
import { atSite, atWarehouse, needsAttention, onlineOfTotal, powerMessages } from './power-messages';
import { UnknownStatePill } from './unknown-state';

/** Where a charge system stands: "Warehouse: Riverside Yard" (a system at a warehouse bears its name), "Site: Riverside Park" or "Not assigned". */
export const PlaceText = ({ system }: { readonly system: ChargeSystemSummary }) => {
  const intl = useIntl();
  if (system.warehouseId !== null) return <>{intl.formatMessage(atWarehouse, { name: system.name })}</>;
  if (system.siteName !== null) return <>{intl.formatMessage(atSite, { name: system.siteName })}</>;
  return <>{intl.formatMessage(powerMessages.noPlace)}</>;
};

/**
 * Chargers online of all ("2 of 2"), and when some need attention (rules 11.7, 11.9) a red "1
 * charger needs attention" with each distinct error code and its translated suggestion.
 */
const ChargersCell = ({ system }: { readonly system: ChargeSystemSummary }) => {
  const intl = useIntl();
  const online = intl.formatMessage(onlineOfTotal, { online: system.chargersOnline, total: system.chargerCount });
  if (system.chargersNeedingAttention === 0) return <>{online}</>;
  return (
    <div className="flex flex-col gap-1 max-lg:items-end">
      <span>{online}</span>
      <StatusPill tone="red">{intl.formatMessage(needsAttention, { count: system.chargersNeedingAttention })}</StatusPill>
      {system.faults.length > 0 ? (
        <ul className="flex max-w-xs flex-col gap-1 text-xs text-red-900 max-lg:text-right">
          {system.faults.map((fault) => (
            <li key={fault.code}>
              <span className="font-semibold">{intl.formatMessage(errorCodeText, { code: fault.code })}</span>
              {': '}
              {intl.formatMessage(suggestionFor(fault.suggestionKey))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

/**
 * The live ports of a system per state, in the order of rules 4.6, only the states that occur ("3
 * Charging", "1 Overheat"), then the ports of its offline chargers, unknown since their last
 * report ("2 Unknown since 14:05", rules 11.7); "No chargers" for a gateway without chargers.
 */
const PortStates = ({ system, timeZone }: { readonly system: ChargeSystemSummary; readonly timeZone: string }) => {
  const intl = useIntl();
  const present = CHARGE_STATES.filter((state) => system.portStates[state] > 0);
  if (system.chargerCount === 0) return <span className="text-slate-600">{intl.formatMessage(powerMessages.systemNoChargers)}</span>;
  if (present.length === 0 && system.portsUnknown === 0) return <span className="text-slate-600">{intl.formatMessage(powerMessages.noPorts)}</span>;
  return (
    <ul className="flex flex-wrap gap-1 max-lg:justify-end">
      {present.map((state) => (
        <li key={state}>
          <ChargeStatePill state={state} count={system.portStates[state]} />
        </li>
      ))}
      {system.portsUnknown > 0 ? (
        <li>
          <UnknownStatePill since={system.portsUnknownSince} timeZone={timeZone} count={system.portsUnknown} />
        </li>
      ) : null}
    </ul>
  );
};

/**
 * The charge systems of the company (rules 11.2), one row each: the name (a link to
 * /power/{id}), where it stands, the gateway's online status, chargers online of all (and those
 * needing attention, with their error codes and suggestions), the live
 * ports per state and the unknown ones (`timeZone`: the company's, for their time) and the energy charged today (kWh). A table from 992 px, one card per system below
 * (the name its title, every other field named), so a 390 px phone scrolls only down; as tall as
 * its rows (a section of the overview).
 */
export const ChargeSystemList = ({ systems, timeZone }: { readonly systems: readonly ChargeSystemSummary[]; readonly timeZone: string }) => {
  const intl = useIntl();
  const columns: readonly TableColumn<ChargeSystemSummary>[] = [
    {
      key: 'name',
      header: intl.formatMessage(powerMessages.columnName),
      rowHeader: true,
      cell: (system) => (
        <Link to={`/power/${encodeURIComponent(system.id)}`} className="font-medium text-emerald-700 underline-offset-2 hover:underline">
          {system.name}
        </Link>
      ),
    },
    { key: 'place', header: intl.formatMessage(powerMessages.columnPlace), cell: (system) => <PlaceText system={system} /> },
    {
      key: 'gateway',
      header: intl.formatMessage(powerMessages.columnGateway),
      cell: (system) => <OnlineStatusPill status={system.onlineStatus} />,
    },
    {
      key: 'chargers',
      header: intl.formatMessage(powerMessages.chargersOnline),
      cell: (system) => <ChargersCell system={system} />,
    },
    { key: 'ports', header: intl.formatMessage(powerMessages.columnPorts), cell: (system) => <PortStates system={system} timeZone={timeZone} /> },
    {
      key: 'energy',
      header: intl.formatMessage(powerMessages.energyToday),
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (system) => formatKwh(intl, system.energyTodayWh),
    },
  ];
  return (
    <ResponsiveTable caption={intl.formatMessage(powerMessages.systems)} columns={columns} rows={systems} rowKey={(system) => system.id} fillHeight={false} />
  );
};
