import { useIntl } from 'react-intl';
import type { EquipmentDetailView } from '@yardfleet/contract/endpoints/equipment-detail';
import { batteryHealthMessageKey } from '@yardfleet/domain/machines/battery-health';
import type { Region } from '@yardfleet/domain/locale/region';
import { AlertIcon } from '@yardfleet/ui/icons';
import { Badge, StatusPill } from '@yardfleet/ui/status-pill';
import { errorMessages } from '../../shared/i18n/error-messages';
import { categoryMessages, lastSeenText } from '../../shared/i18n/equipment-words';
import { activityText } from '../../shared/i18n/activity-words';
import { batteryHealthWords, batteryWords, chargeCyclesValue } from '../../shared/i18n/battery-words';
import { deviceWords } from '../../shared/i18n/device-words';
import { equipmentFieldWords } from '../../shared/i18n/equipment-field-words';
import { DetailCard, Field, FieldList } from './detail-card';
import { detailMessages } from './equipment-detail-messages';

/** How the cards show times: a date in the region's format, a date with the time (24 h). */
export interface DetailFormatters {
  readonly date: (iso: string) => string;
  readonly dateTime: (iso: string) => string;
}

/**
 * Overview (rules 2.11): category, model number, added date, most recent update (date and time),
 * last seen (domain buckets as of `now`, with the exact time as its title) and the current activity.
 */
export const OverviewCard = ({ detail, now, format }: { readonly detail: EquipmentDetailView; readonly now: Date; readonly format: DetailFormatters }) => {
  const intl = useIntl();
  return (
    <DetailCard title={intl.formatMessage(detailMessages.overview)}>
      <FieldList>
        <Field label={intl.formatMessage(equipmentFieldWords.category)}>{intl.formatMessage(categoryMessages[detail.category])}</Field>
        <Field label={intl.formatMessage(equipmentFieldWords.modelNumber)}>{detail.modelNumber}</Field>
        <Field label={intl.formatMessage(detailMessages.addedAt)}>
          <time dateTime={detail.addedAt}>{format.date(detail.addedAt)}</time>
        </Field>
        <Field label={intl.formatMessage(detailMessages.updatedAt)}>
          <time dateTime={detail.updatedAt}>{format.dateTime(detail.updatedAt)}</time>
        </Field>
        <Field label={intl.formatMessage(equipmentFieldWords.lastSeen)}>
          {detail.lastSeenAt === null ? (
            lastSeenText(intl, null, now)
          ) : (
            <time dateTime={detail.lastSeenAt} title={format.dateTime(detail.lastSeenAt)}>
              {lastSeenText(intl, detail.lastSeenAt, now)}
            </time>
          )}
        </Field>
        <Field label={intl.formatMessage(equipmentFieldWords.activity)}>{activityText(intl, detail.category, detail.activity)}</Field>
      </FieldList>
    </DetailCard>
  );
};

/**
 * Health (rules 2.11, 4.7): the error code with the fault explanation, the firmware version with
 * the note of rules 8.5 to update it through the mobile app, battery health (maximum capacity in
 * percent of new, charge cycle count, and the domain's verdict: the low text differs for EU and
 * US), and whether battery optimization is active.
 */
export const HealthCard = ({ detail, region }: { readonly detail: EquipmentDetailView; readonly region: Region }) => {
  const intl = useIntl();
  const battery = detail.batteryHealth;
  return (
    <DetailCard title={intl.formatMessage(detailMessages.health)}>
      <FieldList>
        <Field label={intl.formatMessage(detailMessages.errorCode)}>
          {detail.errorCode === null ? (
            intl.formatMessage(detailMessages.noError)
          ) : (
            <span className="flex flex-col items-start gap-1">
              <StatusPill tone="red">{detail.errorCode}</StatusPill>
              <span className="text-slate-700">{intl.formatMessage(detailMessages.fault)}</span>
            </span>
          )}
        </Field>
        <Field label={intl.formatMessage(deviceWords.firmwareVersion)}>
          <span className="flex flex-col gap-1">
            <span className="font-mono">{detail.firmwareVersion}</span>
            <span className="text-xs text-slate-600">{intl.formatMessage(errorMessages.updateFirmware)}</span>
          </span>
        </Field>
        {battery === null ? (
          <Field label={intl.formatMessage(batteryWords.health)}>{intl.formatMessage(detailMessages.batteryUnknown)}</Field>
        ) : (
          <>
            <Field label={intl.formatMessage(batteryWords.maxCapacity)}>
              {intl.formatNumber(battery.maxCapacityPercent / 100, { style: 'percent', maximumFractionDigits: 0 })}
            </Field>
            <Field label={intl.formatMessage(batteryWords.chargeCycles)}>{intl.formatMessage(chargeCyclesValue, { count: battery.chargeCycleCount })}</Field>
            <Field label={intl.formatMessage(batteryWords.health)}>
              {battery.health === 'normal' ? (
                <StatusPill tone="green">{intl.formatMessage(batteryHealthWords[batteryHealthMessageKey('normal', region)])}</StatusPill>
              ) : (
                <span className="flex items-start gap-2 text-amber-900">
                  <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  <span>{intl.formatMessage(batteryHealthWords[batteryHealthMessageKey('low', region)])}</span>
                </span>
              )}
            </Field>
          </>
        )}
        <Field label={intl.formatMessage(batteryWords.optimization)}>
          {intl.formatMessage(detail.batteryOptimizationActive ? batteryWords.optimizationActive : batteryWords.optimizationInactive)}
        </Field>
      </FieldList>
    </DetailCard>
  );
};

/** Tags (rules 17.8): the machine's tags as "Group: Tag" badges (Edit tags is in the header). */
export const TagsCard = ({ detail }: { readonly detail: EquipmentDetailView }) => {
  const intl = useIntl();
  return (
    <DetailCard title={intl.formatMessage(equipmentFieldWords.tags)}>
      {detail.tags.length === 0 ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(detailMessages.noTags)}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {detail.tags.map((tag) => (
            <li key={tag.id}>
              <Badge>
                <span className="text-slate-600">{tag.groupName}:</span>&nbsp;{tag.name}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
};
