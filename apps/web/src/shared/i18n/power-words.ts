import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { BatteryKind, ChargeState } from '@yardfleet/domain/entities/charger';

/** The nine port and battery states (rules 4.6): state pills, the topology diagram, port counts. */
export const chargeStateWords = defineMessages({
  charging: { id: 'power.state.charging', defaultMessage: 'Charging', description: 'Port or battery state (rules 4.6)' },
  standby: { id: 'power.state.standby', defaultMessage: 'Standby', description: 'Port or battery state (rules 4.6)' },
  overheat: { id: 'power.state.overheat', defaultMessage: 'Overheat', description: 'Port or battery state (rules 4.6)' },
  error: { id: 'power.state.error', defaultMessage: 'Error', description: 'Port or battery state (rules 4.6)' },
  empty: { id: 'power.state.empty', defaultMessage: 'Empty', description: 'Port state (rules 4.6): no battery on the port' },
  ready: { id: 'power.state.ready', defaultMessage: 'Ready', description: 'Port or battery state (rules 4.6): ready to use' },
  waiting: { id: 'power.state.waiting', defaultMessage: 'Waiting', description: 'Port or battery state (rules 4.6): waiting to charge' },
  discharging: { id: 'power.state.discharging', defaultMessage: 'Discharging', description: 'Port or battery state (rules 4.6)' },
  fully_charged: { id: 'power.state.fullyCharged', defaultMessage: 'Fully charged', description: 'Port or battery state (rules 4.6)' },
} satisfies Record<ChargeState, MessageDescriptor>);

/** Battery kinds (rules 3.10). */
export const batteryKindWords = defineMessages({
  portable: { id: 'power.battery.kind.portable', defaultMessage: 'Portable', description: 'Battery kind: portable pack' },
  high_capacity: { id: 'power.battery.kind.highCapacity', defaultMessage: 'High capacity', description: 'Battery kind: high-capacity pack' },
} satisfies Record<BatteryKind, MessageDescriptor>);

/** An energy in kilowatt-hours (power overview and detail, reports); `value` is already formatted with one decimal. */
export const kilowattHours = defineMessage<{ value: string }>({
  id: 'energy.kWh',
  defaultMessage: '{value} kWh',
  description: 'An energy in kilowatt-hours, e.g. "12.4 kWh" (value formatted with one decimal)',
});

/** What a charger charges on an average day: the charger card's label and the power report's column and total. */
export const dailyAverageWord = defineMessage({
  id: 'energy.dailyAverage',
  defaultMessage: 'Daily average',
  description: 'Label, column or total: the energy a charger charges on an average day (kWh)',
});
