import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import { categoryActivity, type WorkKind } from '@yardfleet/domain/reports/measures';

/**
 * What a machine is doing now (equipment activity, rules 4.5), as the equipment list's column and
 * filter and the equipment detail name it: a state ("Tonte en cours", "Mäht").
 */
export const activityWords = defineMessages({
  mowing: {
    id: 'activity.working',
    defaultMessage: 'Working',
    description: 'Equipment activity (rules 4.5): the machine does its work (any category), e.g. in a filter',
  },
  charging: { id: 'activity.charging', defaultMessage: 'Charging', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  moving: { id: 'activity.moving', defaultMessage: 'Moving', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  offline: { id: 'activity.offline', defaultMessage: 'Offline', description: 'Equipment activity (rules 4.5): the machine stopped reporting' },
  idle: { id: 'activity.idle', defaultMessage: 'Idle', description: 'Equipment activity (rules 4.5): what the machine is doing now' },
  transfer: { id: 'activity.transfer', defaultMessage: 'In transfer', description: 'Equipment activity (rules 4.5): being transported' },
  faulty: { id: 'activity.faulty', defaultMessage: 'Faulty', description: 'Equipment activity (rules 4.5): the machine reports a fault' },
} satisfies Record<EquipmentActivity, MessageDescriptor>);

/** The work of each category (rules 10.12: a blower blows, it does not mow), as a state like `activityWords`. */
export const workWords = defineMessages({
  mowing: { id: 'activity.mowing', defaultMessage: 'Mowing', description: 'Equipment activity (rules 4.5) of a mower at work: what it is doing now' },
  trimming: { id: 'activity.trimming', defaultMessage: 'Trimming', description: 'Equipment activity of a string or hedge trimmer at work' },
  blowing: { id: 'activity.blowing', defaultMessage: 'Blowing', description: 'Equipment activity of a leaf blower at work' },
  sawing: { id: 'activity.sawing', defaultMessage: 'Sawing', description: 'Equipment activity of a chainsaw at work' },
  clearingSnow: { id: 'activity.clearingSnow', defaultMessage: 'Clearing snow', description: 'Equipment activity of a snow blower at work' },
  edging: { id: 'activity.edging', defaultMessage: 'Edging', description: 'Equipment activity of an edger at work' },
} satisfies Record<WorkKind, MessageDescriptor>);

/** What a machine of `category` is doing, its work named for its category (`mowing` reported by a blower reads "Blowing"). */
export const activityText = (intl: IntlShape, category: EquipmentCategory, activity: EquipmentActivity): string => {
  const named = categoryActivity(category, activity);
  return intl.formatMessage(named in workWords ? workWords[named as WorkKind] : activityWords[named as EquipmentActivity]);
};

/**
 * The same activities as kinds of time, as the usage report's columns and chart series name them: a
 * noun ("Tonte", "Mähen"), which most languages word differently from the state above.
 */
export const activityTimeWords = defineMessages({
  mowing: {
    id: 'report.activity.working',
    defaultMessage: 'Working',
    description: "Activity (rules 4.5) as a kind of time in the usage report: the machine's work, whatever its category (mowing, blowing, trimming…)",
  },
  charging: { id: 'report.activity.charging', defaultMessage: 'Charging', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  moving: { id: 'report.activity.moving', defaultMessage: 'Moving', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  offline: { id: 'report.activity.offline', defaultMessage: 'Offline', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  idle: { id: 'report.activity.idle', defaultMessage: 'Idle', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  transfer: { id: 'report.activity.transfer', defaultMessage: 'Transfer', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
  faulty: { id: 'report.activity.faulty', defaultMessage: 'Faulty', description: 'Activity (rules 4.5) as a kind of time in the usage report' },
} satisfies Record<EquipmentActivity, MessageDescriptor>);
