import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';

/** Words of the equipment list (SPEC 2, 3). */
export const equipmentMessages = defineMessages({
  title: { id: 'equipment.list.title', defaultMessage: 'Equipment', description: 'Heading and table caption of the equipment list' },
  search: { id: 'equipment.list.search', defaultMessage: 'Search by name or serial number', description: 'Label and placeholder of the equipment search box' },
  category: { id: 'equipment.list.filter.category', defaultMessage: 'Category', description: 'Label of the category filter' },
  inventoryStatus: { id: 'equipment.list.filter.inventoryStatus', defaultMessage: 'Inventory status', description: 'Label of the inventory status filter' },
  onlineStatus: { id: 'equipment.list.filter.onlineStatus', defaultMessage: 'Online status', description: 'Label of the online status filter' },
  tag: { id: 'equipment.list.filter.tag', defaultMessage: 'Tag', description: 'Label of the tag filter' },
  clearFilters: { id: 'equipment.list.clearFilters', defaultMessage: 'Clear filters', description: 'Button that resets the search and filters' },
  columnPicture: { id: 'equipment.list.column.picture', defaultMessage: 'Picture', description: 'Column header: equipment picture' },
  columnName: { id: 'equipment.list.column.name', defaultMessage: 'Name', description: 'Column header: equipment name' },
  columnSerialNumber: { id: 'equipment.list.column.serialNumber', defaultMessage: 'SN', description: 'Column header: serial number (SPEC 2 "SN")' },
  columnCategory: { id: 'equipment.list.column.category', defaultMessage: 'Category', description: 'Column header: category' },
  columnModelNumber: { id: 'equipment.list.column.modelNumber', defaultMessage: 'Model number', description: 'Column header: model number' },
  columnInventoryStatus: { id: 'equipment.list.column.inventoryStatus', defaultMessage: 'Inventory status', description: 'Column header: inventory status' },
  columnTags: { id: 'equipment.list.column.tags', defaultMessage: 'Tags', description: 'Column header: tags' },
  columnOnlineStatus: { id: 'equipment.list.column.onlineStatus', defaultMessage: 'Online status', description: 'Column header: online status' },
  columnLastSeen: { id: 'equipment.list.column.lastSeen', defaultMessage: 'Last seen', description: 'Column header: last seen' },
  loadFailed: { id: 'equipment.list.loadFailed', defaultMessage: 'The equipment list could not be loaded.', description: 'Error state of the equipment list' },
  lastSeenNever: { id: 'equipment.lastSeen.never', defaultMessage: 'Never', description: 'Last seen: the device never reported' },
  lastSeenNow: { id: 'equipment.lastSeen.now', defaultMessage: 'Just now', description: 'Last seen within the last minute' },
});

/** Last seen N minutes / hours / days ago (SPEC 4 buckets, ICU plurals). */
export const lastSeenMessages = {
  minutes: defineMessage<{ count: number }>({
    id: 'equipment.lastSeen.minutes',
    defaultMessage: '{count, plural, one {# minute ago} other {# minutes ago}}',
    description: 'Last seen some minutes ago',
  }),
  hours: defineMessage<{ count: number }>({
    id: 'equipment.lastSeen.hours',
    defaultMessage: '{count, plural, one {# hour ago} other {# hours ago}}',
    description: 'Last seen some hours ago',
  }),
  days: defineMessage<{ count: number }>({
    id: 'equipment.lastSeen.days',
    defaultMessage: '{count, plural, one {# day ago} other {# days ago}}',
    description: 'Last seen some days ago',
  }),
};

/** Picture of a machine without a picture: the category icon's alternative text. */
export const categoryIconMessage = defineMessage<{ category: string }>({
  id: 'equipment.list.categoryIcon',
  defaultMessage: '{category} icon',
  description: 'Alternative text of the category icon shown instead of a picture',
});

export const categoryMessages = defineMessages({
  mower: { id: 'equipment.category.mower', defaultMessage: 'Lawn mower', description: 'Equipment category' },
  ride_on_mower: { id: 'equipment.category.rideOnMower', defaultMessage: 'Ride-on mower', description: 'Equipment category' },
  string_trimmer: { id: 'equipment.category.stringTrimmer', defaultMessage: 'String trimmer', description: 'Equipment category' },
  blower: { id: 'equipment.category.blower', defaultMessage: 'Blower', description: 'Equipment category' },
  hedge_trimmer: { id: 'equipment.category.hedgeTrimmer', defaultMessage: 'Hedge trimmer', description: 'Equipment category' },
  chainsaw: { id: 'equipment.category.chainsaw', defaultMessage: 'Chainsaw', description: 'Equipment category' },
  snow_blower: { id: 'equipment.category.snowBlower', defaultMessage: 'Snow blower', description: 'Equipment category' },
  edger: { id: 'equipment.category.edger', defaultMessage: 'Edger', description: 'Equipment category' },
} satisfies Record<EquipmentCategory, MessageDescriptor>);

export const inventoryStatusMessages = defineMessages({
  in_warehouse: { id: 'equipment.inventoryStatus.inWarehouse', defaultMessage: 'In warehouse', description: 'Inventory status (SPEC 4)' },
  out_for_work: { id: 'equipment.inventoryStatus.outForWork', defaultMessage: 'Out for work', description: 'Inventory status (SPEC 4)' },
  never_seen: { id: 'equipment.inventoryStatus.neverSeen', defaultMessage: 'Never seen', description: 'Inventory status: never reported (SPEC 4)' },
  location_unknown: {
    id: 'equipment.inventoryStatus.locationUnknown',
    defaultMessage: 'Location unknown',
    description: 'Inventory status: not reported recently (SPEC 4)',
  },
} satisfies Record<InventoryStatus, MessageDescriptor>);

export const onlineStatusMessages = defineMessages({
  online: { id: 'equipment.onlineStatus.online', defaultMessage: 'Online', description: 'Online status' },
  offline: { id: 'equipment.onlineStatus.offline', defaultMessage: 'Offline', description: 'Online status' },
} satisfies Record<OnlineStatus, MessageDescriptor>);
