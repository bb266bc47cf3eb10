import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ScheduleFrequency } from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import type { PeriodPreset } from '@yardfleet/domain/reports/period';

/** The four reports (rules 10.1): tabs, table captions, the schedule dialog and list. */
export const reportKindWords = defineMessages({
  inventory: { id: 'report.kind.inventory', defaultMessage: 'Inventory', description: 'Report tab' },
  usage: { id: 'report.kind.usage', defaultMessage: 'Equipment usage', description: 'Report tab' },
  maintenance: { id: 'report.kind.maintenance', defaultMessage: 'Maintenance', description: 'Report tab' },
  power: { id: 'report.kind.power', defaultMessage: 'Charger power consumption', description: 'Report tab' },
} satisfies Record<ReportKind, MessageDescriptor>);

/** The period presets of the reports (rules 9.7, 10.6). */
export const periodPresetWords = defineMessages({
  last30Days: { id: 'report.period.preset.last30Days', defaultMessage: 'Last 30 days', description: 'Period preset' },
  pastWeek: { id: 'report.period.preset.pastWeek', defaultMessage: 'Past week', description: 'Period preset: the previous Monday-to-Sunday week' },
  pastMonth: { id: 'report.period.preset.pastMonth', defaultMessage: 'Past month', description: 'Period preset: the previous calendar month' },
  pastYear: { id: 'report.period.preset.pastYear', defaultMessage: 'Past year', description: 'Period preset: the previous calendar year' },
} satisfies Record<PeriodPreset, MessageDescriptor>);

/** How often a scheduled report is sent: the schedule dialog and list. */
export const frequencyWords = defineMessages({
  daily: { id: 'report.schedule.frequency.daily', defaultMessage: 'Daily', description: 'Schedule frequency' },
  weekly: { id: 'report.schedule.frequency.weekly', defaultMessage: 'Weekly', description: 'Schedule frequency' },
  monthly: { id: 'report.schedule.frequency.monthly', defaultMessage: 'Monthly', description: 'Schedule frequency' },
} satisfies Record<ScheduleFrequency, MessageDescriptor>);
