import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useIntl } from 'react-intl';
import type { EquipmentDetailView as Detail } from '@yardfleet/contract/endpoints/equipment-detail';
import type { Region } from '@yardfleet/domain/locale/region';
import { Button } from '@yardfleet/ui/button';
import { CategoryIcon } from '@yardfleet/ui/category-icon';
import type { DetailLoadResult } from '@yardfleet/data/load-result';
import { categoryIconMessage, categoryMessages } from '../../shared/i18n/equipment-words';
import { InventoryStatusPill, OnlineStatusPill } from '../../shared/equipment-cells';
import { deviceWords } from '../../shared/i18n/device-words';
import { DetailPageStates } from '../../shared/detail-page-states';
import { TextLink } from '../../shared/text-link';
import { HealthCard, OverviewCard, TagsCard, type DetailFormatters } from './detail-cards';
import { detailMessages, pictureAlt } from './equipment-detail-messages';
import { LocationCard } from './location-card';
import { OpenAlertsCard } from './open-alerts-card';
import { MaintenanceSection } from './maintenance/maintenance-section';
import { HistorySection } from './history/history-section';
import { historyMessages } from './history/history-messages';
import { renameMessages } from './rename-dialog';

/** What the screen shows: loading, a failed load (with the server's text), not found (1170010404), or the machine. */
export type DetailResult = DetailLoadResult<Detail>;

export interface EquipmentDetailViewProps {
  readonly result: DetailResult;
  /** True when the viewer's role may change fleet data (domain `can(role, 'fleet.edit')`); false: read only. */
  readonly canEdit: boolean;
  /** The page's region (rules 1.6): date format and the battery text. */
  readonly region: Region;
  /** The clock for "last seen" (the buckets of rules 4.4). */
  readonly now: Date;
  readonly format: DetailFormatters;
  readonly onRetry: () => void;
  readonly onEditTags: () => void;
  readonly onDelete: () => void;
  readonly onRename: () => void;
}

/**
 * The detail's header: picture, name, serial number and statuses; on a phone (rules 2.11)
 * the serial number stays on one line (truncated, its full text in the title) and the buttons go
 * to their own row.
 */
const Header = ({
  detail,
  canEdit,
  onEditTags,
  onDelete,
  onRename,
}: {
  readonly detail: Detail;
  readonly canEdit: boolean;
  readonly onEditTags: () => void;
  readonly onDelete: () => void;
  readonly onRename: () => void;
}) => {
  const intl = useIntl();
  const category = intl.formatMessage(categoryMessages[detail.category]);
  const serialLabel = intl.formatMessage(deviceWords.serialNumber);
  return (
    <header className="flex flex-wrap items-start gap-4">
      {detail.pictureUrl ? (
        <img
          src={detail.pictureUrl}
          alt={intl.formatMessage(pictureAlt, { name: detail.name })}
          width={64}
          height={64}
          className="size-16 rounded-md bg-slate-100 object-contain"
        />
      ) : (
        <CategoryIcon category={detail.category} label={intl.formatMessage(categoryIconMessage, { category })} />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{detail.name}</h1>
        <p className="truncate text-sm text-slate-700" title={`${serialLabel}: ${detail.serialNumber}`}>
          {serialLabel}: <span className="whitespace-nowrap font-mono">{detail.serialNumber}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <InventoryStatusPill status={detail.inventoryStatus} />
          <OnlineStatusPill status={detail.onlineStatus} />
        </div>
      </div>
      {canEdit ? (
        <div className="flex w-full gap-2 sm:w-auto">
          <Button variant="secondary" onClick={onRename}>
            {intl.formatMessage(renameMessages.rename)}
          </Button>
          <Button variant="secondary" onClick={onEditTags}>
            {intl.formatMessage(detailMessages.editTags)}
          </Button>
          <Button variant="danger" onClick={onDelete}>
            {intl.formatMessage(detailMessages.delete)}
          </Button>
        </div>
      ) : null}
    </header>
  );
};

/**
 * /equipment/:id (rules 2.11): a header (picture or category icon, name, serial
 * number, inventory and online status, Rename, Edit tags and Delete for roles with fleet.edit), then the
 * Overview, Location, Health, Tags and Open alerts (rules 22.5) cards, then two tabs: the service and maintenance section and the History (rules 20.13). Employees see
 * it read only. Loading, error (with Try again) and not-found (link back to the list) states come
 * from DetailStates.
 */
export const EquipmentDetailView = ({ result, canEdit, region, now, format, onRetry, onEditTags, onDelete, onRename }: EquipmentDetailViewProps) => {
  const intl = useIntl();
  return (
    <DetailPageStates
      result={result}
      messages={detailMessages}
      onRetry={onRetry}
      back={<TextLink to="/equipment">{intl.formatMessage(detailMessages.backToList)}</TextLink>}
    >
      {(detail) => (
        <article className="flex flex-col gap-4">
          <Header detail={detail} canEdit={canEdit} onEditTags={onEditTags} onDelete={onDelete} onRename={onRename} />
          {!canEdit ? <p className="text-sm text-slate-600">{intl.formatMessage(detailMessages.readOnly)}</p> : null}
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            <OverviewCard detail={detail} now={now} format={format} />
            <LocationCard detail={detail} canEdit={canEdit} />
            <HealthCard detail={detail} region={region} />
            <TagsCard detail={detail} />
            <OpenAlertsCard equipmentId={detail.id} />
          </div>
          <TabGroup>
            <TabList className="flex gap-1 border-b border-slate-200">
              {[historyMessages.tabMaintenance, historyMessages.tabHistory].map((label) => (
                <Tab
                  key={label.id}
                  className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 data-[hover]:text-slate-900 data-[selected]:border-emerald-700 data-[selected]:text-emerald-800"
                >
                  {intl.formatMessage(label)}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="pt-4">
              <TabPanel>
                <MaintenanceSection equipmentId={detail.id} engineHours={detail.engineHours} canEdit={canEdit} />
              </TabPanel>
              <TabPanel>
                <HistorySection equipmentId={detail.id} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </article>
      )}
    </DetailPageStates>
  );
};
