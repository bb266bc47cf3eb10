import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES, type EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { useReportInventoryQuery } from '@yardfleet/data/endpoints/reports';
import { CategoryIcon } from '@yardfleet/ui/category-icon';
import { ReportChart } from '@yardfleet/ui/chart/report-chart';
import type { TableColumn } from '@yardfleet/ui/responsive-table';
import { categoryIconMessage, categoryMessages, INVENTORY_TONES, inventoryStatusMessages, lastSeenText } from '../../shared/i18n/equipment-words';
import { EquipmentLink, InventoryStatusPill, OnlineStatusPill, TagBadges } from '../../shared/equipment-cells';
import { deviceWords } from '../../shared/i18n/device-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { reportKindWords } from '../../shared/i18n/report-words';
import { ReportBody, ReportTotals, type Paging } from './report-body';
import { columnMessages, reportMessages } from './report-messages';

/**
 * The inventory columns (rules 10.2): picture, name, SN, category, model number, inventory status,
 * tags, online status, last seen (a phone card: the picture beside the name, then every other field
 * named). Priority per width (rules 2.22, as the equipment list): at 1280 px beside the sidebar the
 * table fits its frame with inventory status, online status and last seen in view; category, model
 * number and tags join from 1536 px (on a phone's card they are named lines).
 */
const inventoryColumns = (intl: IntlShape, now: Date): TableColumn<EquipmentListItem>[] => [
  {
    key: 'picture',
    header: intl.formatMessage(equipmentFieldWords.picture),
    headerClassName: 'w-16',
    // In a card: beside the name, as on the equipment list's cards.
    card: 'media',
    cell: (row) =>
      row.pictureUrl ? (
        <img src={row.pictureUrl} alt={row.name} width={40} height={40} loading="lazy" className="size-10 rounded-md bg-slate-100 object-contain" />
      ) : (
        <CategoryIcon
          category={row.category}
          label={intl.formatMessage(categoryIconMessage, { category: intl.formatMessage(categoryMessages[row.category]) })}
        />
      ),
  },
  {
    key: 'name',
    header: intl.formatMessage(equipmentFieldWords.name),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (row) => <EquipmentLink id={row.id} name={row.name} />,
  },
  { key: 'serialNumber', header: intl.formatMessage(deviceWords.sn), className: 'whitespace-nowrap font-mono text-xs', cell: (row) => row.serialNumber },
  {
    key: 'category',
    header: intl.formatMessage(equipmentFieldWords.category),
    priority: '2xl',
    cell: (row) => intl.formatMessage(categoryMessages[row.category]),
  },
  {
    key: 'modelNumber',
    header: intl.formatMessage(equipmentFieldWords.modelNumber),
    priority: '2xl',
    className: 'whitespace-nowrap',
    cell: (row) => row.modelNumber,
  },
  {
    key: 'inventoryStatus',
    header: intl.formatMessage(equipmentFieldWords.inventoryStatus),
    cell: (row) => <InventoryStatusPill status={row.inventoryStatus} />,
  },
  {
    key: 'tags',
    header: intl.formatMessage(equipmentFieldWords.tags),
    priority: '2xl',
    cell: (row) => <TagBadges tags={row.tags} endInCard />,
  },
  {
    key: 'onlineStatus',
    header: intl.formatMessage(equipmentFieldWords.onlineStatus),
    cell: (row) => <OnlineStatusPill status={row.onlineStatus} />,
  },
  {
    key: 'lastSeen',
    header: intl.formatMessage(equipmentFieldWords.lastSeen),
    className: 'whitespace-nowrap',
    cell: (row) => lastSeenText(intl, row.lastSeenAt, now),
  },
];

const countOf = (counts: readonly { readonly key: string; readonly count: number }[], key: string): number => counts.find((c) => c.key === key)?.count ?? 0;

/**
 * The inventory report (rules 10.2; a snapshot of now, no period): counts by inventory status (bars in
 * the status pills' colours) and by category, the total, and the machines in the list's columns.
 * `request` null: the page does not know the period yet (company time zone loading), the
 * report's loading shape is shown and nothing is asked (rules 10.6: the frame paints at once).
 */
export const InventoryReport = ({ request, paging, now }: { readonly request: ReportRequest | null; readonly paging: Paging; readonly now: Date }) => {
  const intl = useIntl();
  const query = useReportInventoryQuery(request ?? skipToken);
  const columns = useMemo(() => inventoryColumns(intl, now), [intl, now]);
  const fmt = (value: number) => intl.formatNumber(value);
  return (
    <ReportBody
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyTitle={intl.formatMessage(reportMessages.emptyInventory)}
      table={{ caption: intl.formatMessage(reportKindWords.inventory), columns, rowKey: (row) => row.id }}
      paging={paging}
      shape={{
        totals: 1 + INVENTORY_STATUSES.length,
        charts: [intl.formatMessage(columnMessages.byStatusChart), intl.formatMessage(columnMessages.byCategoryChart)],
        chartsSideBySide: true,
      }}
    >
      {(data) => (
        <>
          <ReportTotals
            items={[
              { label: intl.formatMessage(columnMessages.totalEquipment), value: fmt(data.total) },
              ...INVENTORY_STATUSES.map((status) => ({
                label: intl.formatMessage(inventoryStatusMessages[status]),
                value: fmt(countOf(data.byInventoryStatus, status)),
              })),
            ]}
          />
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <ReportChart
              title={intl.formatMessage(columnMessages.byStatusChart)}
              categoryHeader={intl.formatMessage(equipmentFieldWords.inventoryStatus)}
              data={{
                type: 'bar',
                categories: INVENTORY_STATUSES.map((status) => intl.formatMessage(inventoryStatusMessages[status])),
                series: [
                  {
                    key: 'count',
                    label: intl.formatMessage(columnMessages.count),
                    color: 'gray',
                    categoryColors: INVENTORY_STATUSES.map((status) => INVENTORY_TONES[status]),
                    values: INVENTORY_STATUSES.map((status) => countOf(data.byInventoryStatus, status)),
                  },
                ],
                formatValue: fmt,
              }}
            />
            <ReportChart
              title={intl.formatMessage(columnMessages.byCategoryChart)}
              categoryHeader={intl.formatMessage(equipmentFieldWords.category)}
              data={{
                type: 'bar',
                categories: EQUIPMENT_CATEGORIES.map((category) => intl.formatMessage(categoryMessages[category])),
                series: [
                  {
                    key: 'count',
                    label: intl.formatMessage(columnMessages.count),
                    color: 'green',
                    values: EQUIPMENT_CATEGORIES.map((c) => countOf(data.byCategory, c)),
                  },
                ],
                formatValue: fmt,
              }}
            />
          </div>
        </>
      )}
    </ReportBody>
  );
};
