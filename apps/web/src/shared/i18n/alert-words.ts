import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AlertRuleKind, AlertScope } from '@yardfleet/contract/endpoints/alert-rules';
import type { MailMode, Weekday } from '@yardfleet/contract/endpoints/alert-settings';
import type { AlertResolvedHow, AlertStatus } from '@yardfleet/contract/endpoints/alerts';

/** The twelve kinds of alert rule (rules 22.1): /alerts, its rules, the equipment detail's alerts card. */
export const alertKindWords = defineMessages({
  machine_offline: {
    id: 'alert.kind.machineOffline',
    defaultMessage: 'Machine offline',
    description: 'Alert rule kind (rules 22.1): a machine silent for a while',
  },
  left_warehouse: { id: 'alert.kind.leftWarehouse', defaultMessage: 'Left the warehouse', description: 'Alert rule kind: a machine went out of a warehouse' },
  entered_warehouse: {
    id: 'alert.kind.enteredWarehouse',
    defaultMessage: 'Entered a warehouse',
    description: 'Alert rule kind: a machine came into a warehouse',
  },
  out_after_hours: {
    id: 'alert.kind.outAfterHours',
    defaultMessage: 'Out after hours (possible theft)',
    description: 'Alert rule kind: a machine out and moving outside working hours',
  },
  not_returned: { id: 'alert.kind.notReturned', defaultMessage: 'Not returned', description: 'Alert rule kind: a machine still out at the return-by time' },
  fault_reported: { id: 'alert.kind.faultReported', defaultMessage: 'Fault', description: 'Alert rule kind: a machine reports a fault or error code' },
  battery_health_low: {
    id: 'alert.kind.batteryHealthLow',
    defaultMessage: 'Battery health low',
    description: 'Alert rule kind: battery capacity below a percent',
  },
  battery_optimization_needed: {
    id: 'alert.kind.batteryOptimizationNeeded',
    defaultMessage: 'Battery optimization needed',
    description: 'Alert rule kind: the battery asks for optimization',
  },
  charger_offline: {
    id: 'alert.kind.chargerOffline',
    defaultMessage: 'Charge system offline',
    description: 'Alert rule kind: a charge system or its gateway offline',
  },
  charger_port_fault: {
    id: 'alert.kind.chargerPortFault',
    defaultMessage: 'Charger port fault',
    description: 'Alert rule kind: a charger port in overheat or error',
  },
  service_due: { id: 'alert.kind.serviceDue', defaultMessage: 'Service due', description: 'Alert rule kind: the reminder plan of a machine is due' },
  service_overdue: {
    id: 'alert.kind.serviceOverdue',
    defaultMessage: 'Service overdue',
    description: 'Alert rule kind: the reminder plan has been due for some days',
  },
} satisfies Record<AlertRuleKind, MessageDescriptor>);

/** Where an alert stands (rules 22.4). */
export const alertStatusWords = defineMessages({
  open: { id: 'alert.status.open', defaultMessage: 'Open', description: 'Alert status: nobody has acknowledged it yet' },
  acknowledged: { id: 'alert.status.acknowledged', defaultMessage: 'Acknowledged', description: 'Alert status: someone said they are on it' },
  resolved: { id: 'alert.status.resolved', defaultMessage: 'Resolved', description: 'Alert status: the problem is over' },
} satisfies Record<AlertStatus, MessageDescriptor>);

/** How an alert was resolved (rules 22.4). */
export const alertResolvedHowWords = defineMessages({
  condition: { id: 'alert.resolvedHow.condition', defaultMessage: 'Cleared by itself', description: 'An alert resolved because its condition cleared' },
  person: { id: 'alert.resolvedHow.person', defaultMessage: 'Resolved by a person', description: 'An alert resolved by someone in the app' },
} satisfies Record<AlertResolvedHow, MessageDescriptor>);

/** Which machines or charge systems a rule watches (rules 22.1). */
export const alertScopeWords = defineMessages({
  all: { id: 'alert.scope.all', defaultMessage: 'All', description: 'Alert rule scope: every machine or every charge system' },
  tag: { id: 'alert.scope.tag', defaultMessage: 'Machines with a tag', description: 'Alert rule scope: machines carrying one tag' },
  category: { id: 'alert.scope.category', defaultMessage: 'Machines of a category', description: 'Alert rule scope: machines of one category' },
  warehouse: { id: 'alert.scope.warehouse', defaultMessage: 'Machines of a warehouse', description: 'Alert rule scope: machines of one warehouse' },
  charge_system: { id: 'alert.scope.chargeSystem', defaultMessage: 'One charge system', description: 'Alert rule scope: one charge system' },
} satisfies Record<AlertScope['kind'], MessageDescriptor>);

/** How alert mail reaches a person (rules 22.3): My Account. */
export const mailModeWords = defineMessages({
  immediate: { id: 'alert.mailMode.immediate', defaultMessage: 'Immediately', description: 'Alert mail setting: one mail per alert as it happens' },
  hourly: {
    id: 'alert.mailMode.hourly',
    defaultMessage: 'Hourly digest',
    description: 'Alert mail setting: one mail each full hour with the alerts since the last',
  },
  daily: { id: 'alert.mailMode.daily', defaultMessage: 'Daily digest', description: 'Alert mail setting: one mail a day at 08:00' },
  off: { id: 'alert.mailMode.off', defaultMessage: 'Off', description: 'Alert mail setting: no alert mail (the app still shows alerts)' },
} satisfies Record<MailMode, MessageDescriptor>);

/** The days of the week of the working hours (rules 22.2). */
export const weekdayWords = defineMessages({
  mon: { id: 'alert.weekday.mon', defaultMessage: 'Monday', description: 'Day of the week (working hours)' },
  tue: { id: 'alert.weekday.tue', defaultMessage: 'Tuesday', description: 'Day of the week (working hours)' },
  wed: { id: 'alert.weekday.wed', defaultMessage: 'Wednesday', description: 'Day of the week (working hours)' },
  thu: { id: 'alert.weekday.thu', defaultMessage: 'Thursday', description: 'Day of the week (working hours)' },
  fri: { id: 'alert.weekday.fri', defaultMessage: 'Friday', description: 'Day of the week (working hours)' },
  sat: { id: 'alert.weekday.sat', defaultMessage: 'Saturday', description: 'Day of the week (working hours)' },
  sun: { id: 'alert.weekday.sun', defaultMessage: 'Sunday', description: 'Day of the week (working hours)' },
} satisfies Record<Weekday, MessageDescriptor>);
