import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { lastSeenBucket, type LastSeen } from '@yardfleet/domain/machines/last-seen';

/**
 * Equipment words shared by the equipment list and the equipment detail (rules 3.4, 4): category
 * names, inventory and online status names, last seen. Their ids keep the `equipment.*` scope of
 * the list, where they were first declared.
 */
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

/** Inventory status names (rules 4.2, 4.3). */
export const inventoryStatusMessages = defineMessages({
  in_warehouse: { id: 'equipment.inventoryStatus.inWarehouse', defaultMessage: 'In warehouse', description: 'Inventory status (rules 4.2)' },
  out_for_work: { id: 'equipment.inventoryStatus.outForWork', defaultMessage: 'Out for work', description: 'Inventory status (rules 4.2)' },
  never_seen: { id: 'equipment.inventoryStatus.neverSeen', defaultMessage: 'Never seen', description: 'Inventory status: never reported (rules 4.3)' },
  location_unknown: {
    id: 'equipment.inventoryStatus.locationUnknown',
    defaultMessage: 'Location unknown',
    description: 'Inventory status: not reported recently (rules 4.3)',
  },
} satisfies Record<InventoryStatus, MessageDescriptor>);

/** Pill colour of each inventory status (the text carries the meaning; colour is a second cue). */
export const INVENTORY_TONES = {
  in_warehouse: 'green',
  out_for_work: 'blue',
  never_seen: 'gray',
  location_unknown: 'amber',
} as const satisfies Record<InventoryStatus, 'green' | 'blue' | 'gray' | 'amber'>;

/** Online status names (rules 4.4). */
export const onlineStatusMessages = defineMessages({
  online: { id: 'equipment.onlineStatus.online', defaultMessage: 'Online', description: 'Online status' },
  offline: { id: 'equipment.onlineStatus.offline', defaultMessage: 'Offline', description: 'Online status' },
} satisfies Record<OnlineStatus, MessageDescriptor>);

/** Picture of a machine without a picture: the category icon's alternative text. */
export const categoryIconMessage = defineMessage<{ category: string }>({
  id: 'equipment.list.categoryIcon',
  defaultMessage: '{category} icon',
  description: 'Alternative text of the category icon shown instead of a picture',
});

/** The last-seen buckets that count (rules 4.4): minutes, hours, days. */
type CountedLastSeen = Extract<LastSeen, { readonly value: number }>['unit'];

const lastSeenWords = defineMessages({
  never: { id: 'equipment.lastSeen.never', defaultMessage: 'Never', description: 'Last seen: the device never reported' },
  now: { id: 'equipment.lastSeen.now', defaultMessage: 'Just now', description: 'Last seen within the last minute' },
} satisfies Record<Exclude<LastSeen['unit'], CountedLastSeen>, MessageDescriptor>);

/** Last seen N minutes / hours / days ago (the buckets of rules 4.4, ICU plurals). */
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
} satisfies Record<CountedLastSeen, MessageDescriptor>;

/**
 * "Just now", "4 minutes ago", "3 hours ago", "6 days ago", "Never": the domain's last-seen
 * bucket (rules 4.4) of `lastSeenAt` (ISO time, null when the machine never reported) as of `now`.
 */
export const lastSeenText = (intl: IntlShape, lastSeenAt: string | null, now: Date): string => {
  const bucket = lastSeenBucket(lastSeenAt, now);
  switch (bucket.unit) {
    case 'never':
      return intl.formatMessage(lastSeenWords.never);
    case 'now':
      return intl.formatMessage(lastSeenWords.now);
    default:
      return intl.formatMessage(lastSeenMessages[bucket.unit], { count: bucket.value });
  }
};
