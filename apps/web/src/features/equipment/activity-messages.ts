import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';

/** Activity names (SPEC 4) as the equipment list's column and filter show them (issue 14 defect 11). */
export const listActivityMessages = defineMessages({
  mowing: { id: 'equipment.list.activity.mowing', defaultMessage: 'Mowing', description: 'Equipment activity (SPEC 4)' },
  charging: { id: 'equipment.list.activity.charging', defaultMessage: 'Charging', description: 'Equipment activity (SPEC 4)' },
  moving: { id: 'equipment.list.activity.moving', defaultMessage: 'Moving', description: 'Equipment activity (SPEC 4)' },
  offline: { id: 'equipment.list.activity.offline', defaultMessage: 'Offline', description: 'Equipment activity (SPEC 4)' },
  idle: { id: 'equipment.list.activity.idle', defaultMessage: 'Idle', description: 'Equipment activity (SPEC 4)' },
  transfer: { id: 'equipment.list.activity.transfer', defaultMessage: 'In transfer', description: 'Equipment activity (SPEC 4): being transported' },
  faulty: { id: 'equipment.list.activity.faulty', defaultMessage: 'Faulty', description: 'Equipment activity (SPEC 4)' },
} satisfies Record<EquipmentActivity, MessageDescriptor>);
