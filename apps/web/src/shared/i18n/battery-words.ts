import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { BatteryHealthMessageKey } from '@yardfleet/domain/machines/battery-health';

/**
 * A battery's facts (rules 3.10, 4.7) as the equipment detail's health card and the charge system
 * detail's ports name them: health, maximum capacity, charge cycles, optimization.
 */
export const batteryWords = defineMessages({
  health: { id: 'battery.health', defaultMessage: 'Battery health', description: 'Label: battery health (normal or low)' },
  maxCapacity: { id: 'battery.maxCapacity', defaultMessage: 'Maximum capacity', description: 'Label: battery maximum capacity, percent of new' },
  chargeCycles: { id: 'battery.chargeCycles', defaultMessage: 'Charge cycle count', description: 'Label: battery charge cycle count' },
  optimization: { id: 'battery.optimization', defaultMessage: 'Battery optimization', description: 'Label: battery optimization (rules 4.7)' },
  optimizationActive: { id: 'battery.optimization.active', defaultMessage: 'Active', description: 'Battery optimization is active' },
  optimizationInactive: { id: 'battery.optimization.inactive', defaultMessage: 'Not active', description: 'Battery optimization is not active' },
});

/** The charge cycle count, a whole number with plural. */
export const chargeCyclesValue = defineMessage<{ count: number }>({
  id: 'battery.chargeCycles.value',
  defaultMessage: '{count, plural, one {# cycle} other {# cycles}}',
  description: 'Value of the charge cycle count',
});

/** The battery verdict per region (domain `batteryHealthMessageKey`, rules 4.7: the low text differs for EU and US). */
export const batteryHealthWords = defineMessages({
  'battery.health.normal': { id: 'battery.health.normal', defaultMessage: 'Normal', description: 'Battery health: normal (70 % of new or more)' },
  'battery.health.low.eu': {
    id: 'battery.health.low.eu',
    defaultMessage: 'Low: the battery holds less than 70 % of its original capacity. Hand in spent batteries at an EU battery collection point.',
    description: 'Battery health: low, EU text (take-back scheme for spent batteries)',
  },
  'battery.health.low.na': {
    id: 'battery.health.low.na',
    defaultMessage: 'Low: the battery holds less than 70% of its original capacity. Ask your dealer about their battery recycling program.',
    description: 'Battery health: low, US text (dealer recycling program)',
  },
} satisfies Record<BatteryHealthMessageKey, MessageDescriptor>);
