import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';

/**
 * What a machine is doing now (equipment activity, rules 4.5), as the equipment list's column and
 * filter and the equipment detail name it: a state ("Tonte en cours", "Mäht").
 */
export const activityWords = defineMessages({
  mowing: { id: 'activity.mowing', defaultMessage: 'Mowing', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  charging: { id: 'activity.charging', defaultMessage: 'Charging', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  moving: { id: 'activity.moving', defaultMessage: 'Moving', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  offline: { id: 'activity.offline', defaultMessage: 'Offline', description: 'Equipment activity (rules 4.5): the machine stopped reporting' },
  idle: { id: 'activity.idle', defaultMessage: 'Idle', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  transfer: { id: 'activity.transfer', defaultMessage: 'In transfer', description: 'Equipment activity (rules 4.5): being transported' },
  faulty: { id: 'activity.faulty', defaultMessage: 'Faulty', description: 'Equipment activity (rules 4.5): the machine reports a fault' },
} satisfies Record<EquipmentActivity, MessageDescriptor>);

/**
 * The same activities as kinds of time, as the usage report's columns and chart series name them: a
 * noun ("Tonte", "Mähen"), which most languages word differently from the state above.
 */
export const activityTimeWords = defineMessages({
  mowing: { id: 'report.activity.mowing', defaultMessage: 'Mowing', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  charging: { id: 'report.activity.charging', defaultMessage: 'Charging', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  moving: { id: 'report.activity.moving', defaultMessage: 'Moving', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  offline: { id: 'report.activity.offline', defaultMessage: 'Offline', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  idle: { id: 'report.activity.idle', defaultMessage: 'Idle', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  transfer: { id: 'report.activity.transfer', defaultMessage: 'Transfer', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  faulty: { id: 'report.activity.faulty', defaultMessage: 'Faulty', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
} satisfies Record<EquipmentActivity, MessageDescriptor>);
