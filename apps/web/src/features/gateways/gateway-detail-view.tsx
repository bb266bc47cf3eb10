import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { GatewayDetailResponse } from '@yardfleet/contract/endpoints/gateways';
import { isAppGatewayKind } from '@yardfleet/domain/entities/gateway';
import { DetailPageStates } from '../../shared/detail-page-states';
import { TextLink } from '../../shared/text-link';
import { screenWords } from '../../shared/i18n/screen-words';
import { deviceWords } from '../../shared/i18n/device-words';
import { gatewayKindWords, gatewayWords } from '../../shared/i18n/gateway-words';
import { GatewayActionButtons, type GatewayAction } from './gateway-actions';
import { OnlineStatusPill } from '../../shared/equipment-cells';
import { GatewayLocation, LastConnected, type TimeFormat } from './gateway-cells';
import { SectionCard, Field, FieldList } from '@yardfleet/ui/section-card';
import { deletedBanner, detailMessages, mapLabel } from './gateway-detail-messages';
import { formatDayInZone } from '@yardfleet/domain/locale/format-in-zone';
import type { DetailLoadResult } from '@yardfleet/data/load-result';
import { locationText, useWarehousePlaces } from './gateway-format';
import { GatewayMapSlot } from './gateway-map-slot';
import { listMessages } from './gateway-messages';
import { SubDeviceTable } from './sub-device-table';

/** What the detail shows: loading, a failed load (with the server's text), not found (1170010404), or the gateway. */
export type GatewayDetailResult = DetailLoadResult<GatewayDetailResponse>;

export interface GatewayDetailViewProps {
  readonly result: GatewayDetailResult;
  readonly format: TimeFormat;
  /** Where the back link goes: the list with the tab, search, order and page it came from. */
  readonly backTo: string;
  /** The actions the viewer may take (none for employees and deleted gateways). */
  readonly actions: readonly GatewayAction[];
  readonly onAction: (action: GatewayAction) => void;
  readonly onRetry: () => void;
}

const Banner = ({ tone, children }: { readonly tone: 'red' | 'amber'; readonly children: ReactNode }) => (
  <p
    role="status"
    className={
      tone === 'red'
        ? 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900'
        : 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900'
    }
  >
    {children}
  </p>
);

const dash = (value: string) => (value === '' ? '—' : value);

interface GatewayDetailBodyProps extends Pick<GatewayDetailViewProps, 'format' | 'actions' | 'onAction'> {
  readonly detail: GatewayDetailResponse;
  /** The link back to the list. */
  readonly back: ReactNode;
}

/** The page of a gateway that loaded: header with its actions, the banner, its fields, the app's, the map and the sub-devices. */
const GatewayDetailBody = ({ detail, format, back, actions, onAction }: GatewayDetailBodyProps) => {
  const intl = useIntl();
  const warehouses = useWarehousePlaces();
  const { gateway, subDevices } = detail;
  const m = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <article className="flex flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-mono text-xl font-semibold text-slate-900">{gateway.serialNumber}</h1>
          <p className="text-sm text-slate-700">{`${intl.formatMessage(gatewayKindWords[gateway.kind])} · ${gateway.model}`}</p>
        </div>
        {actions.length > 0 ? <GatewayActionButtons actions={actions} onAction={onAction} /> : null}
      </header>
      {gateway.deletedAt !== null ? (
        <Banner tone="red">{intl.formatMessage(deletedBanner, { date: formatDayInZone(gateway.deletedAt, format.timeZone, format.region) })}</Banner>
      ) : gateway.resetAt !== null ? (
        <Banner tone="amber">{intl.formatMessage(detailMessages.resetPending)}</Banner>
      ) : null}
      <SectionCard title={intl.formatMessage(gatewayWords.gateway)}>
        <FieldList>
          <Field label={m(deviceWords.sn)}>
            <span className="font-mono">{gateway.serialNumber}</span>
          </Field>
          <Field label={m(deviceWords.model)}>{gateway.model}</Field>
          <Field label={intl.formatMessage(detailMessages.kind)}>{intl.formatMessage(gatewayKindWords[gateway.kind])}</Field>
          <Field label={m(deviceWords.firmwareVersion)}>
            <span className="font-mono">{dash(gateway.firmwareVersion)}</span>
          </Field>
          <Field label={m(gatewayWords.subDevices)}>{intl.formatNumber(gateway.subDeviceCount)}</Field>
          <Field label={m(listMessages.location)}>
            <GatewayLocation gateway={gateway} warehouses={warehouses} />
          </Field>
          <Field label={m(deviceWords.lastConnected)}>
            <LastConnected at={gateway.lastConnectedAt} format={format} />
          </Field>
          <Field label={m(deviceWords.status)}>
            <OnlineStatusPill status={gateway.onlineStatus} />
          </Field>
        </FieldList>
      </SectionCard>
      {isAppGatewayKind(gateway.kind) && gateway.app !== null ? (
        <SectionCard title={intl.formatMessage(detailMessages.app)}>
          <FieldList>
            <Field label={m(listMessages.brand)}>{dash(gateway.app.brand)}</Field>
            <Field label={m(listMessages.systemVersion)}>{dash(gateway.app.systemVersion)}</Field>
            <Field label={m(listMessages.appVersion)}>
              <span className="font-mono">{dash(gateway.app.appVersion)}</span>
            </Field>
            <Field label={m(listMessages.udid)}>
              <span className="break-all font-mono">{dash(gateway.app.udid)}</span>
            </Field>
            <Field label={m(listMessages.email)}>
              <span className="break-all">{dash(gateway.app.email)}</span>
            </Field>
            <Field label={m(listMessages.connectedDevices)}>{intl.formatNumber(gateway.connectedDeviceCount)}</Field>
          </FieldList>
        </SectionCard>
      ) : null}
      <SectionCard title={intl.formatMessage(detailMessages.location)}>
        {gateway.location !== null ? (
          <GatewayMapSlot
            label={intl.formatMessage(mapLabel, { serial: gateway.serialNumber })}
            loadingText={intl.formatMessage(screenWords.loadingMap)}
            position={gateway.location}
            markerLabel={gateway.serialNumber}
            online={gateway.onlineStatus === 'online'}
          />
        ) : (
          <p className="text-sm text-slate-700">{locationText(intl, { place: null, location: null })}</p>
        )}
      </SectionCard>
      <h2 className="text-lg font-semibold text-slate-900">{intl.formatMessage(gatewayWords.subDevices)}</h2>
      <SubDeviceTable gatewayId={gateway.id} subDevices={subDevices} format={format} />
    </article>
  );
};

/**
 * /gateway/{id} (rules 14.4, 14.5): back link, the gateway's fields (the app gateway fields
 * for app gateways), a banner when it is deleted (with the company-local date) or reset, Reset and
 * Delete for admins and managers, its sub-devices, and its position on the map or the rules 8.5
 * "no location information" message. Loading, error (retry, the back link above it) and not-found
 * states come from DetailStates.
 */
export const GatewayDetailView = ({ result, format, backTo, actions, onAction, onRetry }: GatewayDetailViewProps) => {
  const intl = useIntl();
  const back = <TextLink to={backTo}>{intl.formatMessage(detailMessages.back)}</TextLink>;
  return (
    <DetailPageStates result={result} messages={detailMessages} onRetry={onRetry} back={back} backAboveError>
      {(detail) => <GatewayDetailBody detail={detail} format={format} back={back} actions={actions} onAction={onAction} />}
    </DetailPageStates>
  );
};
