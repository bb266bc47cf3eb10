import type { IntlShape } from 'react-intl';
import type { ReportFilters } from '@yardfleet/contract/endpoints/reports';
import { formatDateTimeInZone, isTimeZone } from '@yardfleet/domain/locale/format-in-zone';
import type { Region } from '@yardfleet/domain/locale/region';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { filterEntry, scheduleMessages } from './report-schedules-messages';

/** The names a filter summary shows for the ids it holds (undefined: not known, e.g. deleted). */
export interface FilterNames {
  readonly tagName: (tagId: string) => string | undefined;
  readonly warehouseName: (warehouseId: string) => string | undefined;
}

/**
 * The filters of a report or schedule in words, in the page's language: "Tag: Crews · North crew,
 * Category: Lawn mower" (a list in the locale's style), or "All equipment" without filters.
 */
export const describeFilters = (intl: IntlShape, filters: ReportFilters, names: FilterNames): string => {
  const unknown = intl.formatMessage(scheduleMessages.unknownFilter);
  const entries: string[] = [];
  if (filters.tagId !== null) {
    entries.push(intl.formatMessage(filterEntry, { name: intl.formatMessage(equipmentFieldWords.tag), value: names.tagName(filters.tagId) ?? unknown }));
  }
  if (filters.category !== null) {
    entries.push(
      intl.formatMessage(filterEntry, {
        name: intl.formatMessage(equipmentFieldWords.category),
        value: intl.formatMessage(categoryMessages[filters.category]),
      }),
    );
  }
  if (filters.warehouseId !== null) {
    entries.push(
      intl.formatMessage(filterEntry, { name: intl.formatMessage(equipmentFieldWords.warehouse), value: names.warehouseName(filters.warehouseId) ?? unknown }),
    );
  }
  return entries.length === 0 ? intl.formatMessage(scheduleMessages.noFilters) : intl.formatList(entries, { type: 'unit', style: 'short' });
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant (ISO) as the schedule list shows it. With the company's IANA `timeZone` (rules 1.7): the
 * date in the region's order (rules 1.6: DD/MM/YYYY in the EU, MM/DD/YYYY otherwise), 24-hour time and
 * the zone's short name in the page's language, "03/16/2026 00:00 CDT". Without it (the company
 * could not be read) or with an unknown zone: the browser's local time as ISO, "2026-03-16 07:00".
 */
export const formatRunTime = (intl: IntlShape, iso: string, timeZone: string | undefined, region: Region): string => {
  const date = new Date(iso);
  if (timeZone === undefined || !isTimeZone(timeZone)) {
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }
  return formatDateTimeInZone(iso, timeZone, region, intl.locale);
};
