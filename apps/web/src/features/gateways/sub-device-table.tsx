import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import type { GatewaySubDevice } from '@yardfleet/domain/entities/gateway';
import type { GatewayId } from '@yardfleet/domain/entities/ids';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { ResponsiveTable, type TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { deviceWords } from '../../shared/i18n/device-words';
import { gatewayWords } from '../../shared/i18n/gateway-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { LastConnected, type TimeFormat } from './gateway-cells';
import { detailMessages } from './gateway-detail-messages';

const linkClass = 'text-emerald-800 underline hover:text-emerald-950';

/**
 * A gateway's sub-devices (rules 14.7): name (a machine links to /equipment/{id}; a charger to its
 * charge system, /power/{gatewayId}), SN, model, category, last heard (relative and exact, company
 * zone) and whether it is connected (heard within the online window, decided by the server with the
 * domain's rule). A table from 992 px, one card per sub-device below (the name its title); as
 * tall as its rows (it is a section of the detail page).
 */
export const SubDeviceTable = ({
  gatewayId,
  subDevices,
  format,
}: {
  readonly gatewayId: GatewayId;
  readonly subDevices: readonly GatewaySubDevice[];
  readonly format: TimeFormat;
}) => {
  const intl = useIntl();
  const columns: TableColumn<GatewaySubDevice>[] = [
    {
      key: 'name',
      header: intl.formatMessage(detailMessages.name),
      rowHeader: true,
      cell: (d) => (
        <Link to={d.kind === 'charger' ? `/power/${gatewayId}` : `/equipment/${d.id}`} className={linkClass}>
          {d.name}
        </Link>
      ),
    },
    { key: 'serial', header: intl.formatMessage(deviceWords.sn), cell: (d) => d.serialNumber, className: 'font-mono text-xs' },
    { key: 'model', header: intl.formatMessage(deviceWords.model), cell: (d) => d.model },
    {
      key: 'category',
      header: intl.formatMessage(equipmentFieldWords.category),
      cell: (d) =>
        d.kind === 'charger'
          ? intl.formatMessage(detailMessages.charger)
          : EquipmentCategory.is(d.category)
            ? intl.formatMessage(categoryMessages[d.category])
            : d.category,
    },
    { key: 'lastHeard', header: intl.formatMessage(detailMessages.lastHeard), cell: (d) => <LastConnected at={d.lastHeardAt} format={format} /> },
    {
      key: 'connection',
      header: intl.formatMessage(detailMessages.connection),
      cell: (d) => (
        <StatusPill tone={d.connected ? 'green' : 'gray'}>
          {intl.formatMessage(d.connected ? detailMessages.connected : detailMessages.notConnected)}
        </StatusPill>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={intl.formatMessage(gatewayWords.subDevices)}
      columns={columns}
      rows={subDevices}
      rowKey={(d) => `${d.kind}-${d.id}`}
      fillHeight={false}
      placeholder={subDevices.length === 0 ? <Placeholder kind="empty" title={intl.formatMessage(detailMessages.noSubDevices)} /> : undefined}
    />
  );
};
