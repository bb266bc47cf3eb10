import type { EquipmentCategory } from '../entities/equipment';
import type { EquipmentActivity } from '../entities/equipment-detail';

/**
 * The reports' measures, each defined once (rules 10.12): what counts as runtime, how the activities
 * relate to it, which activities a category can have and how the work of each category is named,
 * and the one unit each measure is shown in (screen, exports and mails alike).
 *
 * - Runtime is the time a machine was switched on and reporting (online, rules 4.4), whatever it
 *   did. It splits into the runtime activities (working, moving, in transfer, charging, idle,
 *   faulty; rules 4.5), which add up to it exactly, also as displayed (one decimal each).
 * - Offline is the rest of the period: the time a machine did not report. It is no use; the
 *   fleet's offline time is stated as the average per machine, never summed with the runtime.
 * - Hours with one decimal for runtime, activities and offline; hours with up to two decimals for
 *   labor time; kWh with one decimal for energy.
 */

/** Seconds in each activity of rules 4.5 (`mowing` is the device's word for working, whatever the category). */
export type ActivitySeconds = Readonly<Record<EquipmentActivity, number>>;

/** The activities runtime is made of, in the order every report shows them (screen columns, chart, exports). `mowing` is "working". */
export const RUNTIME_ACTIVITIES = ['mowing', 'moving', 'transfer', 'charging', 'idle', 'faulty'] as const satisfies readonly EquipmentActivity[];
export type RuntimeActivity = (typeof RUNTIME_ACTIVITIES)[number];

/** Hours with one decimal as the reports show a time in seconds (activities, offline): 5,400 s → 1.5. */
export const activityHoursForDisplay = (seconds: number): number => Math.round(seconds / 360) / 10;

/** Runtime in seconds: the sum of the seconds in the runtime activities (offline excluded). */
export const runtimeSeconds = (seconds: ActivitySeconds): number => RUNTIME_ACTIVITIES.reduce((sum, a) => sum + seconds[a], 0);

/**
 * Runtime as the reports show it, hours with one decimal: the sum of the runtime activities' hours
 * as displayed (`activityHoursForDisplay`), so the shown activities always add up to the shown runtime.
 */
export const runtimeHoursForDisplay = (seconds: ActivitySeconds): number =>
  Math.round(RUNTIME_ACTIVITIES.reduce((sum, a) => sum + activityHoursForDisplay(seconds[a]) * 10, 0)) / 10;

/**
 * The fleet's offline time as the average per machine (hours with one decimal): `offlineSeconds`
 * summed over `machines` machines, divided by their number; 0 for no machines.
 */
export const offlineHoursPerMachine = (offlineSeconds: number, machines: number): number =>
  machines > 0 ? activityHoursForDisplay(offlineSeconds / machines) : 0;

/** Labor time as every report shows it: hours with up to two decimals (90 min → 1.5 h, 45 min → 0.75 h). */
export const laborHoursForDisplay = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** The work a machine of a category does while it reports `mowing` (rules 4.5: the device's word for "working"). */
export type WorkKind = 'mowing' | 'trimming' | 'blowing' | 'sawing' | 'clearingSnow' | 'edging';

/** Each category's work: a blower blows, it does not mow. */
export const WORK_OF_CATEGORY: Readonly<Record<EquipmentCategory, WorkKind>> = {
  mower: 'mowing',
  ride_on_mower: 'mowing',
  string_trimmer: 'trimming',
  blower: 'blowing',
  hedge_trimmer: 'trimming',
  chainsaw: 'sawing',
  snow_blower: 'clearingSnow',
  edger: 'edging',
};

/** An activity as a machine of `category` has it: its work instead of `mowing`, the other activities as they are (every category has them all). */
export type CategoryActivity = WorkKind | Exclude<EquipmentActivity, 'mowing'>;

/** The activity `activity` of a machine of `category` named for what it does (`mowing` of a blower is `blowing`). */
export const categoryActivity = (category: EquipmentCategory, activity: EquipmentActivity): CategoryActivity =>
  activity === 'mowing' ? WORK_OF_CATEGORY[category] : activity;

/** The activities a machine of `category` can have, in report order, offline last. */
export const activitiesOfCategory = (category: EquipmentCategory): readonly CategoryActivity[] => [
  ...RUNTIME_ACTIVITIES.map((a) => categoryActivity(category, a)),
  'offline',
];

/** Every report measure with its unit (rules 10.12); the screens show each with its definition. */
export const REPORT_MEASURES = {
  usageTimes: 'count',
  runtime: 'hours',
  working: 'hours',
  moving: 'hours',
  transfer: 'hours',
  charging: 'hours',
  idle: 'hours',
  faulty: 'hours',
  offline: 'hours',
  offlinePerMachine: 'hours',
  engineHours: 'hours',
  laborTime: 'hours',
  expenses: 'money',
  energy: 'kWh',
  dailyAverageEnergy: 'kWh',
} as const;
export type ReportMeasure = keyof typeof REPORT_MEASURES;
