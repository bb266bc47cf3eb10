import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES, ONLINE_STATUSES } from '@yardfleet/domain/entities/equipment';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { EQUIPMENT_ACTIVITIES, type EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import { commonMessages } from '../../shared/i18n/common-messages';
import { categoryMessages, inventoryStatusMessages, onlineStatusMessages } from '../../shared/i18n/equipment-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { activityWords } from '../../shared/i18n/activity-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { serviceDueWords } from '../../shared/i18n/maintenance-words';
import type { TagId } from '@yardfleet/domain/entities/ids';
import type { EquipmentListState, ServiceDueFilter } from '@yardfleet/data/slices/equipment-list';
import { Button } from '@yardfleet/ui/button';
import { SearchField } from '@yardfleet/ui/search-field';
import { Select } from '@yardfleet/ui/select';
import { ManageTagsLink } from './manage-tags-link';
import { equipmentMessages } from './equipment-messages';

/** The search text as typed and the filters (null = all): the list's view state (the data layer's slice) without its paging and view. */
export type EquipmentFilterValues = Omit<EquipmentListState, 'page' | 'pageSize' | 'view'>;

export interface EquipmentFilterHandlers {
  readonly onSearchChange: (search: string) => void;
  readonly onCategoryChange: (category: EquipmentCategory | null) => void;
  readonly onInventoryStatusChange: (status: InventoryStatus | null) => void;
  readonly onOnlineStatusChange: (status: OnlineStatus | null) => void;
  readonly onTagChange: (tagId: TagId | null) => void;
  readonly onServiceDueChange: (serviceDue: ServiceDueFilter | null) => void;
  readonly onActivityChange: (activity: EquipmentActivity | null) => void;
  readonly onFaultyChange: (faulty: boolean | null) => void;
  readonly onClearFilters: () => void;
}

/** Whether any search text or filter narrows the list (an empty answer then means "no match", not "no fleet"). */
export const hasFilters = (values: EquipmentFilterValues): boolean =>
  values.search.trim() !== '' ||
  values.category !== null ||
  values.inventoryStatus !== null ||
  values.onlineStatus !== null ||
  values.tagId !== null ||
  values.serviceDue !== null ||
  values.activity !== null ||
  values.faulty !== null;

const ALL = '';
const SERVICE_DUE: readonly ServiceDueFilter[] = ['due', 'overdue'];

/** Narrows a select value back to one of `values` ('' = all). */
const pick = <V extends string>(values: readonly V[], value: string): V | null => values.find((v) => v === value) ?? null;

/**
 * The search box (name or serial number) and the filters of the equipment list: category, inventory
 * status, online status, activity and faults (rules 4.5; with or without an error code), service
 * (exactly due or overdue, rules 18.4) and tag (tags of the company's tag list, "Group · Tag"), with
 * a "Manage tags" link to /tags beside the tag filter, and "Clear filters", whose place is kept
 * while it is hidden (nothing filtered) so that it appears without moving the list. Typing renders
 * the search box only: the selects (the tag select lists up to 2,000 tags) are memoized on their
 * values and the page's stable handlers (rules 21.5).
 */
export const EquipmentFilters = ({
  values,
  tagGroups,
  handlers,
}: {
  readonly values: EquipmentFilterValues;
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly handlers: EquipmentFilterHandlers;
}) => {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField
        label={intl.formatMessage(equipmentMessages.search)}
        value={values.search}
        maxLength={50}
        onChange={handlers.onSearchChange}
        className="w-full sm:w-96"
      />
      <FilterSelects
        category={values.category}
        inventoryStatus={values.inventoryStatus}
        onlineStatus={values.onlineStatus}
        tagId={values.tagId}
        serviceDue={values.serviceDue}
        activity={values.activity}
        faulty={values.faulty}
        filtered={hasFilters(values)}
        tagGroups={tagGroups}
        onCategoryChange={handlers.onCategoryChange}
        onInventoryStatusChange={handlers.onInventoryStatusChange}
        onOnlineStatusChange={handlers.onOnlineStatusChange}
        onTagChange={handlers.onTagChange}
        onServiceDueChange={handlers.onServiceDueChange}
        onActivityChange={handlers.onActivityChange}
        onFaultyChange={handlers.onFaultyChange}
        onClearFilters={handlers.onClearFilters}
      />
    </div>
  );
};

type FilterSelectsProps = Omit<EquipmentFilterValues, 'search'> &
  Omit<EquipmentFilterHandlers, 'onSearchChange'> & {
    /** A search or filter is set: "Clear filters" shows. */
    readonly filtered: boolean;
    readonly tagGroups: readonly TagGroupWithTags[];
  };

/** The selects, "Manage tags" and "Clear filters" (a fragment inside the filters' row). */
const FilterSelects = memo(function FilterSelects(props: FilterSelectsProps) {
  const intl = useIntl();
  const all = intl.formatMessage(commonMessages.all);
  const tags = props.tagGroups.flatMap((group) => group.tags);
  return (
    <>
      <Select
        label={intl.formatMessage(equipmentFieldWords.category)}
        value={props.category ?? ALL}
        options={[{ value: ALL, label: all }, ...EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(categoryMessages[c]) }))]}
        onChange={(value) => props.onCategoryChange(pick(EQUIPMENT_CATEGORIES, value))}
      />
      <Select
        label={intl.formatMessage(equipmentFieldWords.inventoryStatus)}
        value={props.inventoryStatus ?? ALL}
        options={[{ value: ALL, label: all }, ...INVENTORY_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(inventoryStatusMessages[s]) }))]}
        onChange={(value) => props.onInventoryStatusChange(pick(INVENTORY_STATUSES, value))}
      />
      <Select
        label={intl.formatMessage(equipmentFieldWords.onlineStatus)}
        value={props.onlineStatus ?? ALL}
        options={[{ value: ALL, label: all }, ...ONLINE_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(onlineStatusMessages[s]) }))]}
        onChange={(value) => props.onOnlineStatusChange(pick(ONLINE_STATUSES, value))}
      />
      <Select
        label={intl.formatMessage(equipmentFieldWords.activity)}
        value={props.activity ?? ALL}
        options={[{ value: ALL, label: all }, ...EQUIPMENT_ACTIVITIES.map((a) => ({ value: a, label: intl.formatMessage(activityWords[a]) }))]}
        onChange={(value) => props.onActivityChange(pick(EQUIPMENT_ACTIVITIES, value))}
      />
      <Select
        label={intl.formatMessage(equipmentMessages.faulty)}
        value={props.faulty === null ? ALL : props.faulty ? 'yes' : 'no'}
        options={[
          { value: ALL, label: all },
          { value: 'yes', label: intl.formatMessage(equipmentMessages.faultyYes) },
          { value: 'no', label: intl.formatMessage(equipmentMessages.faultyNo) },
        ]}
        onChange={(value) => props.onFaultyChange(value === 'yes' ? true : value === 'no' ? false : null)}
      />
      <Select
        label={intl.formatMessage(equipmentMessages.serviceDue)}
        value={props.serviceDue ?? ALL}
        options={[{ value: ALL, label: all }, ...SERVICE_DUE.map((s) => ({ value: s, label: intl.formatMessage(serviceDueWords[s]) }))]}
        onChange={(value) => props.onServiceDueChange(pick(SERVICE_DUE, value))}
      />
      <Select
        label={intl.formatMessage(equipmentFieldWords.tag)}
        // Its options arrive with the tag list: one width, so their arrival does not re-wrap the row (rules 21.4).
        className="w-52"
        value={props.tagId ?? ALL}
        options={[{ value: ALL, label: all }, ...tags.map((t) => ({ value: t.id, label: `${t.groupName} · ${t.name}` }))]}
        onChange={(value) => props.onTagChange(tags.find((t) => t.id === value)?.id ?? null)}
      />
      <ManageTagsLink />
      {/* Always laid out, shown only while a search or filter is set: typing a search moves nothing (rules 21.4). */}
      <Button variant="ghost" onClick={props.onClearFilters} style={props.filtered ? undefined : { visibility: 'hidden' }}>
        {intl.formatMessage(screenWords.clearFilters)}
      </Button>
    </>
  );
});
