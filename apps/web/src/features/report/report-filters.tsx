import { useIntl } from 'react-intl';
import type { ReportFilters as Filters } from '@yardfleet/contract/endpoints/reports';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import type { TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Button } from '@yardfleet/ui/button';
import { Select } from '@yardfleet/ui/select';
import { commonMessages } from '../../shared/i18n/common-messages';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { screenWords } from '../../shared/i18n/screen-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';

export interface ReportFiltersProps {
  readonly filters: Filters;
  /** Which filters this report applies (the power report: the warehouse only). */
  readonly shown: { readonly tag: boolean; readonly category: boolean; readonly warehouse: boolean };
  readonly tagGroups: readonly TagGroupWithTags[];
  readonly warehouses: readonly Pick<WarehouseView, 'id' | 'name'>[];
  readonly onTagChange: (tagId: TagId | null) => void;
  readonly onCategoryChange: (category: EquipmentCategory | null) => void;
  readonly onWarehouseChange: (warehouseId: WarehouseId | null) => void;
  readonly onClear: () => void;
}

const ALL = '';
/**
 * Selects whose options come from the server (tags, warehouses) keep one width, as their widest
 * option would otherwise widen them when the list arrives and re-wrap the row (rules 21.4).
 */
const DATA_SELECT_WIDTH = 'w-52';

/** The report filters (rules 10.7): tag ("Group · Tag"), category and warehouse; "All" is no filter. */
export const ReportFilters = ({ filters, shown, tagGroups, warehouses, onTagChange, onCategoryChange, onWarehouseChange, onClear }: ReportFiltersProps) => {
  const intl = useIntl();
  const all = intl.formatMessage(commonMessages.all);
  const tags = tagGroups.flatMap((group) => group.tags);
  const filtered = (shown.tag && filters.tagId !== null) || (shown.category && filters.category !== null) || (shown.warehouse && filters.warehouseId !== null);
  return (
    <>
      {shown.tag ? (
        <Select
          label={intl.formatMessage(equipmentFieldWords.tag)}
          className={DATA_SELECT_WIDTH}
          value={filters.tagId ?? ALL}
          options={[{ value: ALL, label: all }, ...tags.map((tag) => ({ value: tag.id, label: `${tag.groupName} · ${tag.name}` }))]}
          onChange={(value) => onTagChange(tags.find((tag) => tag.id === value)?.id ?? null)}
        />
      ) : null}
      {shown.category ? (
        <Select
          label={intl.formatMessage(equipmentFieldWords.category)}
          value={filters.category ?? ALL}
          options={[{ value: ALL, label: all }, ...EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(categoryMessages[c]) }))]}
          onChange={(value) => onCategoryChange(EQUIPMENT_CATEGORIES.find((c) => c === value) ?? null)}
        />
      ) : null}
      {shown.warehouse ? (
        <Select
          label={intl.formatMessage(equipmentFieldWords.warehouse)}
          className={DATA_SELECT_WIDTH}
          value={filters.warehouseId ?? ALL}
          options={[{ value: ALL, label: all }, ...warehouses.map((w) => ({ value: w.id, label: w.name }))]}
          onChange={(value) => onWarehouseChange(warehouses.find((w) => w.id === value)?.id ?? null)}
        />
      ) : null}
      {/* Always laid out, shown only while a filter is set: its coming and going moves nothing (rules 21.4). */}
      <Button variant="ghost" onClick={onClear} style={filtered ? undefined : { visibility: 'hidden' }}>
        {intl.formatMessage(screenWords.clearFilters)}
      </Button>
    </>
  );
};
