import type { IntlShape } from 'react-intl';
import type { EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import { CategoryIcon } from '@yardfleet/ui/category-icon';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { categoryIconMessage, categoryMessages, lastSeenText } from '../../shared/i18n/equipment-words';
import { EquipmentLink, InventoryStatusPill, OnlineStatusPill, TagBadges } from '../../shared/equipment-cells';
import { activityText } from '../../shared/i18n/activity-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { deviceWords } from '../../shared/i18n/device-words';
import { errorCodeMessage } from './equipment-messages';
import { ServiceDuePill } from './service-due-pill';

/**
 * The columns of rules 2.10: picture (or category icon), name, SN, category, model number, inventory
 * status, tags, online status, activity (rules 4.5; a faulty machine with its error code), last seen
 * (the domain's last-seen bucket relative to `now`). The name links to the machine's detail,
 * /equipment/:id (rules 2.11). Priority per width (rules 2.22: status, activity and last seen in
 * view at 1280 px beside the sidebar): category, model number and tags from 1536 px. A phone's card
 * (below 992 px) shows the picture beside the name and the SN, then inventory status, online status,
 * activity and last seen as named lines; category, model number and tags stay out of it.
 */
export const equipmentColumns = (intl: IntlShape, now: Date): TableColumn<EquipmentListRow>[] => [
  {
    key: 'picture',
    header: intl.formatMessage(equipmentFieldWords.picture),
    headerClassName: 'w-16',
    card: 'media',
    cell: (row) => {
      const category = intl.formatMessage(categoryMessages[row.category]);
      return row.pictureUrl ? (
        <img
          src={row.pictureUrl}
          alt={row.name}
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-md bg-slate-100 object-contain"
        />
      ) : (
        <CategoryIcon category={row.category} label={intl.formatMessage(categoryIconMessage, { category })} />
      );
    },
  },
  {
    key: 'name',
    header: intl.formatMessage(equipmentFieldWords.name),
    rowHeader: true,
    // Long names wrap below 1536 px so the status columns keep their room (rules 2.22).
    headerClassName: 'min-w-32',
    className: 'break-words 2xl:whitespace-nowrap',
    cell: (row) => <EquipmentLink id={row.id} name={row.name} />,
  },
  {
    key: 'serialNumber',
    header: intl.formatMessage(deviceWords.sn),
    // In a card: the line under the name, without its label (as the detail's header shows it).
    card: 'title',
    className: 'font-mono text-xs max-lg:break-all max-lg:text-slate-600 lg:whitespace-nowrap',
    cell: (row) => row.serialNumber,
  },
  {
    key: 'category',
    header: intl.formatMessage(equipmentFieldWords.category),
    priority: '2xl',
    card: 'hidden',
    cell: (row) => intl.formatMessage(categoryMessages[row.category]),
  },
  {
    key: 'modelNumber',
    header: intl.formatMessage(equipmentFieldWords.modelNumber),
    priority: '2xl',
    card: 'hidden',
    className: 'whitespace-nowrap',
    cell: (row) => row.modelNumber,
  },
  {
    key: 'inventoryStatus',
    header: intl.formatMessage(equipmentFieldWords.inventoryStatus),
    cell: (row) => (
      <div className="flex flex-wrap items-center gap-1 max-lg:justify-end">
        <InventoryStatusPill status={row.inventoryStatus} />
        <ServiceDuePill serviceDue={row.serviceDue} />
      </div>
    ),
  },
  {
    key: 'tags',
    header: intl.formatMessage(equipmentFieldWords.tags),
    priority: '2xl',
    card: 'hidden',
    cell: (row) => <TagBadges tags={row.tags} />,
  },
  {
    key: 'onlineStatus',
    header: intl.formatMessage(equipmentFieldWords.onlineStatus),
    cell: (row) => <OnlineStatusPill status={row.onlineStatus} />,
  },
  {
    key: 'activity',
    header: intl.formatMessage(equipmentFieldWords.activity),
    cell: (row) => <ActivityCell intl={intl} row={row} />,
  },
  {
    key: 'lastSeen',
    header: intl.formatMessage(equipmentFieldWords.lastSeen),
    className: 'whitespace-nowrap',
    cell: (row) => (row.lastSeenAt ? <time dateTime={row.lastSeenAt}>{lastSeenText(intl, row.lastSeenAt, now)}</time> : lastSeenText(intl, null, now)),
  },
];

/** A machine's activity as a pill (red when faulty), its work named for its category (rules 10.12), with the error code it reports, if any. */
export const ActivityCell = ({ intl, row }: { readonly intl: IntlShape; readonly row: Pick<EquipmentListRow, 'activity' | 'errorCode' | 'category'> }) => (
  <div className="flex flex-wrap items-center gap-1 max-lg:justify-end">
    <StatusPill tone={row.activity === 'faulty' ? 'red' : row.activity === 'offline' ? 'gray' : 'blue'}>
      {activityText(intl, row.category, row.activity)}
    </StatusPill>
    {row.errorCode !== null ? (
      <span className="whitespace-nowrap font-mono text-xs text-red-800">{intl.formatMessage(errorCodeMessage, { code: row.errorCode })}</span>
    ) : null}
  </div>
);
